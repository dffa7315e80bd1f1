import { useSetAtom } from 'jotai'
import { useId } from 'react'
import { changedLines, lineChangeText, type Quote } from '@contract/quote'
import { formatNaira } from '@/lib/format/money'
import { buttonClass } from '@/ui/states'
import { cartItemName } from './cart-line'
import { acceptedQuote } from '@/stores/cart/cart-quote'
import type { CartItem } from '@/stores/cart/cart-reducer'
import { dispatchCartAtom } from '@/stores/cart/use-cart'

const noticeClass =
  'rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50'

/**
 * What changed since the cart copied its prices, in words ("Chapman is now ₦2,000"), with the
 * new amount and one tap to take the server's prices. Nothing when the quote matches the cart.
 * `total` says which amount to show: the cart shows the items' subtotal, checkout what is paid.
 */
export function RepricePanel({
  quote,
  items,
  total = 'subtotal',
}: {
  quote: Quote
  /** The cart's lines: an item the server no longer knows is named as the cart knew it. */
  items: readonly CartItem[]
  total?: 'subtotal' | 'total'
}) {
  const dispatch = useSetAtom(dispatchCartAtom)
  const headingId = useId()
  const changes = changedLines(quote).map((line) => {
    const held = items.find((item) => item.id === line.id)
    return line.state === 'gone' && held ? { ...line, title: cartItemName(held) } : line
  })
  if (changes.length === 0) return null
  const removes = changes.some((line) => line.state === 'gone')
  const amount = total === 'total' ? quote.total_amount_payable : quote.subtotal
  return (
    <section aria-labelledby={headingId} className={noticeClass}>
      <h3 id={headingId} className="font-bold">
        {changes.length === 1 ? 'A price changed since you added it' : 'Prices changed since you added these'}
      </h3>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((line) => (
          <li key={line.id}>{lineChangeText(line)}</li>
        ))}
      </ul>
      <p className="mt-2">
        {total === 'total' ? 'New total' : 'New subtotal'}{' '}
        <strong className="tabular-nums">{formatNaira(amount)}</strong>
      </p>
      <button
        type="button"
        className={`${buttonClass.primary} mt-2`}
        onClick={() => dispatch({ type: 'reprice', ...acceptedQuote(quote) })}
      >
        {removes ? 'Accept and remove what is gone' : 'Accept new prices'}
      </button>
    </section>
  )
}

/**
 * Where "Checking today's prices…" was, once the store's answer has nothing to say: the line
 * stays, so the Check out or Pay button below it does not move under a thumb on its way to it.
 */
export function QuoteChecked() {
  return <p className="text-sm text-muted">Prices and hours checked.</p>
}

/** Whether the store's answer says anything the shopper must see: it is closed, or a line changed. */
export function quoteNeedsAttention(quote: Quote): boolean {
  return !quote.store.open || changedLines(quote).length > 0
}

/** "Nkwobi Palace: Closed now · opens 8am Tue": the store cannot take an order yet. */
export function ClosedStoreNotice({ quote }: { quote: Quote }) {
  if (quote.store.open) return null
  return (
    <p role="status" className={noticeClass}>
      <strong>{quote.store.closed_notice ?? 'Closed now'}</strong>. {quote.store.name_of_business} cannot take an order
      until then; your items stay in your cart.
    </p>
  )
}
