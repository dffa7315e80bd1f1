import { Link } from '@tanstack/react-router'
import type { DealItem } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { useCart, type CartItemInput } from '@/stores/cart/use-cart'
import { buttonClass } from '@/ui/states'

// What a deal page puts in the cart. Each line says what it is (`kind`), so the cart can tell
// the menu's dish from the same dish bought with a coupon; the server prices both by id.

const storeOf = (item: DealItem) => (item.store ? { store: { ...item.store } } : {})

/** The deal itself at its deal price, while it runs. */
export function dealLine(item: DealItem, kind: DealKind, name: string): CartItemInput {
  return {
    id: item.id,
    kind,
    name,
    title: item.title,
    price: item.price,
    discounted_price: item.discounted_price,
    image: item.image,
    ...(typeof item.menu_item === 'number' ? { menu_item: item.menu_item } : {}),
    ...storeOf(item),
  }
}

/**
 * The same dish at its menu price, once the deal is over (or before it starts): the menu's own
 * line when the deal names its menu item, else the deal's id at its full price, which the server
 * also sells at (contract/quote.ts). Null when there is no menu price to offer.
 */
export function menuPriceLine(item: DealItem, kind: DealKind, name: string): CartItemInput | null {
  if (typeof item.price !== 'number') return null
  const line = { name, title: item.title, price: item.price, discounted_price: null, image: item.image }
  return typeof item.menu_item === 'number'
    ? { id: item.menu_item, kind: 'menu', ...line, ...storeOf(item) }
    : { id: item.id, kind, ...line, ...storeOf(item) }
}

type Props = {
  line: CartItemInput
  name: string
  /** The button's words before the line is in the cart ("Add to cart"). */
  label: string
  /** Its words after ("Add one more"). */
  moreLabel: string
}

/** One button that adds `line`; once in, how many and a way to the cart. */
export function AddDealToCart({ line, name, label, moreLabel }: Props) {
  const cart = useCart()
  const quantity = cart.items.find((entry) => entry.id === line.id)?.quantity ?? 0
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass.primary} onClick={() => cart.add(line)}>
        {quantity > 0 ? moreLabel : label}
        <span className="sr-only"> — {name}</span>
      </button>
      <p role="status" className="text-sm">
        {quantity > 0 ? (
          <>
            {quantity} in your cart ·{' '}
            <Link to="/cart" className="font-semibold text-accent underline">
              View cart
            </Link>
          </>
        ) : null}
      </p>
    </div>
  )
}
