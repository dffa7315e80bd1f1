import { Link } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'
import type { DealItem, StoreRef } from '@contract/records'
import { useCart, type CartItemInput } from '@/stores/cart/use-cart'
import { LINE_CAP_WORDS, MAX_LINE_QUANTITY } from '@/stores/cart/cart-reducer'
import { DEAL_KIND_NOUNS } from '@/lib/format/deal-words'
import { formatNaira } from '@/lib/format/money'
import { buttonClass } from '@/ui/states'
import type { MenuDeal } from './menu-deal-offer'

// A menu item's way into the cart. Once it is in, the shopper sees how many and changes it
// here (− quantity +), as food apps do: a second tap on a button that looked like a status
// label ("✓ In cart") used to add a portion without saying so. A dish with a deal running
// today offers the deal first and keeps the menu price as a second choice, each its own line.

const stepClass =
  'grid size-11 place-items-center rounded-full border border-line text-lg leading-none font-bold hover:bg-surface-2 disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent'

type LineProps = {
  line: CartItemInput
  /** The button's visible words before the shopper has this line. */
  addLabel: string
  /** The dish's name, and how it is bought when there are two ways ("with the coupon"). */
  name: string
  how: string | null
  primary: boolean
}

/** Add, then − quantity + for one cart line. */
function LineControl({ line, addLabel, name, how, primary }: LineProps) {
  const cart = useCart()
  const quantity = cart.items.find((entry) => entry.id === line.id)?.quantity ?? 0
  const add = useRef<HTMLButtonElement>(null)
  const more = useRef<HTMLButtonElement>(null)
  // The control the tap removed is replaced by the other one: focus follows, never lost to <body>.
  const focusNext = useRef<'add' | 'more' | null>(null)
  useLayoutEffect(() => {
    const target = focusNext.current === 'add' ? add.current : focusNext.current === 'more' ? more.current : null
    focusNext.current = null
    target?.focus()
  }, [quantity])
  const named = how ? `${name} ${how}` : name
  const full = quantity >= MAX_LINE_QUANTITY

  if (quantity === 0) {
    return (
      <button
        ref={add}
        type="button"
        className={`${primary ? buttonClass.primary : buttonClass.secondary} h-auto min-h-11 py-1.5 text-left`}
        onClick={() => {
          focusNext.current = 'more'
          cart.add(line)
        }}
      >
        {addLabel}
        <span className="sr-only"> — {name}</span>
      </button>
    )
  }

  return (
    <div role="group" aria-label={`${named} in your cart`} className="flex items-center gap-2">
      <button
        type="button"
        className={stepClass}
        aria-label={`Remove one ${named}`}
        onClick={() => {
          // At 1 the − takes the item out of the cart (docs/data.md#cart), and its add button comes back.
          if (quantity === 1) focusNext.current = 'add'
          cart.decrement(line.id)
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-16 text-center text-sm font-semibold tabular-nums">
        {quantity} {how ?? 'in your cart'}
      </output>
      <button
        ref={more}
        type="button"
        className={stepClass}
        aria-label={`Add one more ${named}`}
        disabled={full}
        title={full ? LINE_CAP_WORDS : undefined}
        onClick={() => cart.increment(line.id)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {full ? <span className="text-sm text-muted">{LINE_CAP_WORDS}</span> : null}
    </div>
  )
}

type Props = { item: DealItem; store: StoreRef; name: string }

export function MenuItemCartControl({ item, store, name }: Props) {
  const cart = useCart()
  const shop = { id: store.id, name_of_business: store.name_of_business, slug: store.slug, logo: store.logo }
  const menuLine: CartItemInput = {
    id: item.id,
    kind: 'menu',
    name,
    title: item.title,
    price: item.price,
    discounted_price: item.discounted_price,
    image: item.image,
    store: shop,
  }
  const deal: MenuDeal | null = item.deal ?? null
  const inCart = cart.items.some((entry) => entry.id === item.id || entry.id === deal?.id)
  const viewCart = inCart ? (
    <Link to="/cart" className="text-sm font-semibold text-accent underline">
      View cart
    </Link>
  ) : null

  if (!deal) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <LineControl line={menuLine} addLabel="Add to cart" name={name} how={null} primary />
        {viewCart}
      </div>
    )
  }

  const noun = DEAL_KIND_NOUNS[deal.kind]
  // The deal's own line: its id, kind and price, so the cart and the server's quote know it.
  const dealLine: CartItemInput = {
    ...menuLine,
    id: deal.id,
    kind: deal.kind,
    discounted_price: deal.discounted_price,
    menu_item: item.id,
  }
  const menuPrice = item.discounted_price ?? item.price
  return (
    <div className="flex flex-wrap items-center gap-2">
      <LineControl
        line={dealLine}
        addLabel={`Add with the ${noun} · ${formatNaira(deal.discounted_price)}`}
        name={name}
        how={`with the ${noun}`}
        primary
      />
      {typeof menuPrice === 'number' ? (
        <LineControl
          line={menuLine}
          addLabel={`Add at the menu price ${formatNaira(menuPrice)}`}
          name={name}
          how="at the menu price"
          primary={false}
        />
      ) : null}
      {viewCart}
    </div>
  )
}
