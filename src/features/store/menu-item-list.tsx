import { Link } from '@tanstack/react-router'
import type { DealItem, StoreRef } from '@contract/records'
import { formatNaira } from '@/lib/format/money'
import { OpenBadge } from '@/ui/open-badge'
import { Thumbnail } from '@/ui/thumbnail'
import { MenuDealOffer } from '@/components/store/menu-deal-offer'
import { MenuItemCartControl } from '@/components/store/menu-item-cart-control'

// A store's menu with naira prices and add to cart; the store front and the QR listing share it.

const itemName = (item: DealItem) => item.name ?? item.title ?? 'Menu item'

/** Price with the discounted price first when there is a real discount. */
export function Price({ price, discounted }: { price?: number; discounted?: number | null }) {
  const hasDiscount = typeof discounted === 'number' && typeof price === 'number' && discounted < price
  if (hasDiscount) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-bold">{formatNaira(discounted)}</span>
        <s className="text-sm text-muted">
          <span className="sr-only">was </span>
          {formatNaira(price)}
        </s>
      </p>
    )
  }
  const amount = typeof discounted === 'number' ? discounted : price
  return amount === undefined ? null : <p className="font-bold">{formatNaira(amount)}</p>
}

type CardProps = {
  item: DealItem
  store: StoreRef
  /** The store's hours: each dish says "Closed" while it is, wherever the shopper has scrolled to. */
  openingHours?: string
}

export function MenuItemCard({ item, store, openingHours }: CardProps) {
  const name = itemName(item)
  // A dish with a deal has two add buttons: they take the card's full width, so neither wraps.
  const controls = item.deal ? 'col-span-2' : 'col-start-2'
  return (
    // The whole card opens the dish (its name's link, stretched: a thumb's target, not a line of text); the deal's link
    // and the cart's buttons sit above it.
    <li className="relative grid grid-cols-[5rem_minmax(0,1fr)] content-start gap-x-3 gap-y-2 rounded-xl border border-line bg-surface p-3 has-[h3_a:focus-visible]:outline-3 has-[h3_a:focus-visible]:outline-[var(--focus)]">
      <Thumbnail src={item.image} width={80} height={80} className="size-20 rounded-lg" />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold break-words">
          <Link
            to="/menu-item-detail/$item_id"
            params={{ item_id: String(item.id) }}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {name}
          </Link>
        </h3>
        {item.description ? <p className="line-clamp-2 text-sm text-muted">{item.description}</p> : null}
        <Price price={item.price} discounted={item.discounted_price} />
        <OpenBadge hours={openingHours} closedOnly className="self-start" />
        {/* The same dish for less today: said on the card, so no one pays the menu price unawares. */}
        {item.deal ? (
          <div className="relative z-[1]">
            <MenuDealOffer deal={item.deal} />
          </div>
        ) : null}
      </div>
      <div className={`relative z-[1] ${controls}`}>
        <MenuItemCartControl item={item} store={store} name={name} />
      </div>
    </li>
  )
}

export function MenuItemList({ items, store, openingHours }: { items: DealItem[] } & Omit<CardProps, 'item'>) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <MenuItemCard key={item.id} item={item} store={store} openingHours={openingHours} />
      ))}
    </ul>
  )
}
