import { formatNaira } from '@/lib/format/money'
import { Thumbnail } from '@/ui/thumbnail'
import type { DealKind } from '@contract/rules'
import {
  cartLineTotal,
  cartUnitPrice,
  LINE_CAP_WORDS,
  MAX_LINE_QUANTITY,
  type CartItem,
} from '@/stores/cart/cart-reducer'
import type { CartActions } from '@/stores/cart/use-cart'

export const cartItemName = (item: CartItem) => item.name ?? item.title ?? 'Item'

/** Beside a line's name, so one dish at two prices says why ("menu", "coupon"). */
const KIND_LABEL: Record<DealKind, string> = {
  menu: 'menu',
  coupon: 'coupon',
  discount: 'discount',
  featured: 'featured deal',
  marketplace: 'marketplace deal',
}

const stepClass =
  'grid size-11 place-items-center rounded-full border border-line text-lg leading-none font-bold hover:bg-surface-2 disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent'

/** One cart line: picture, name, unit price, quantity − / +, line total and remove. */
export function CartLine({
  item,
  actions,
}: {
  item: CartItem
  actions: Pick<CartActions, 'increment' | 'decrement' | 'remove'>
}) {
  const name = cartItemName(item)
  const unit = cartUnitPrice(item)
  const full = item.quantity >= MAX_LINE_QUANTITY
  const discounted =
    typeof item.discounted_price === 'number' && typeof item.price === 'number' && item.discounted_price < item.price
  return (
    <li className="flex gap-3 py-3">
      <Thumbnail src={item.image} width={64} height={64} className="size-16 rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold break-words">
            {name}
            {item.kind ? (
              <span className="ml-2 rounded-full bg-surface-2 px-2 py-0.5 align-middle text-xs font-semibold text-muted">
                {KIND_LABEL[item.kind]}
              </span>
            ) : null}
          </p>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span>{formatNaira(unit)} each</span>
            {discounted ? (
              <s className="text-muted">
                <span className="sr-only">was </span>
                {formatNaira(item.price ?? unit)}
              </s>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:justify-end">
          <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${name}`}>
            <button
              type="button"
              className={stepClass}
              aria-label={`Decrease quantity of ${name}`}
              // At 1 the − takes the item out (docs/data.md#cart), like the remove button.
              onClick={() => actions.decrement(item.id)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <output aria-live="polite" className="min-w-6 text-center font-semibold tabular-nums">
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepClass}
              aria-label={`Increase quantity of ${name}`}
              disabled={full}
              aria-describedby={full ? `cap-${item.id}` : undefined}
              onClick={() => actions.increment(item.id)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          {full ? (
            <p id={`cap-${item.id}`} className="w-full text-sm text-muted">
              {LINE_CAP_WORDS}
            </p>
          ) : null}
          <p className="min-w-20 text-right font-bold tabular-nums">{formatNaira(cartLineTotal(item))}</p>
          <button
            type="button"
            className="min-h-11 px-1 text-sm font-semibold text-red-700 underline hover:no-underline dark:text-red-300"
            onClick={() => actions.remove(item.id)}
          >
            Remove<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </li>
  )
}
