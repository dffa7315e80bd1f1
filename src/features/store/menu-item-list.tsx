import { Link } from '@tanstack/react-router'
import type { DealItem, StoreRef } from '@/api/records'
import { useCart } from '@/features/cart/use-cart'
import { formatNaira } from '@/lib/money'
import { buttonClass } from '@/ui/states'
import { Thumbnail } from '@/ui/thumbnail'

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

function AddToCart({ item, store }: { item: DealItem; store: StoreRef }) {
  const cart = useCart()
  const inCart = cart.isInCart(item.id)
  const name = itemName(item)
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-pressed={inCart}
        className={inCart ? buttonClass.secondary : buttonClass.primary}
        // Another tap adds one more: the cart page is where quantities are changed.
        onClick={() =>
          cart.add({
            id: item.id,
            name,
            title: item.title,
            price: item.price,
            discounted_price: item.discounted_price,
            image: item.image,
            store: { id: store.id, name_of_business: store.name_of_business, slug: store.slug, logo: store.logo },
          })
        }
      >
        {inCart ? (
          <>
            <span aria-hidden="true">✓</span> In cart
          </>
        ) : (
          'Add to cart'
        )}
        <span className="sr-only"> — {name}</span>
      </button>
      {inCart ? (
        <Link to="/cart" className="text-sm font-semibold text-accent underline">
          View cart
        </Link>
      ) : null}
    </div>
  )
}

export function MenuItemCard({ item, store }: { item: DealItem; store: StoreRef }) {
  const name = itemName(item)
  return (
    <li className="flex gap-3 rounded-xl border border-line bg-surface p-3">
      <Thumbnail src={item.image} width={80} height={80} className="size-20 rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold break-words">
          <Link to="/menu-item-detail/$item_id" params={{ item_id: String(item.id) }} className="hover:underline">
            {name}
          </Link>
        </h3>
        {item.description ? <p className="line-clamp-2 text-sm text-muted">{item.description}</p> : null}
        <Price price={item.price} discounted={item.discounted_price} />
        <div className="mt-auto pt-1">
          <AddToCart item={item} store={store} />
        </div>
      </div>
    </li>
  )
}

export function MenuItemList({ items, store }: { items: DealItem[]; store: StoreRef }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <MenuItemCard key={item.id} item={item} store={store} />
      ))}
    </ul>
  )
}
