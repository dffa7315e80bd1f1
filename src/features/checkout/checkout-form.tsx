import { Link } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useId } from 'react'
import type { PaymentMethod } from '@contract/payment-methods'
import type { Fulfilment } from '@contract/pricing'
import type { Quote } from '@contract/quote'
import { quoteMatchesCart } from '@/stores/cart/cart-quote'
import { paymentChoiceAtom } from '@/stores/cart/payment-choice'
import type { CartItem, CartStore } from '@/stores/cart/use-cart'
import { formatNaira } from '@/lib/format/money'
import { FormAlert } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { FulfilmentPicker, fulfilmentWords } from './fulfilment-picker'
import { cashRefusalFor, PaymentMethodPicker } from './payment-method-picker'
import { CheckoutFields, useCheckoutContact } from './checkout-fields'
import { useCheckoutSubmit, type PayStatus, type PricedOrder } from './checkout-submit'
import { useOnline } from '@/lib/browser/use-online'
import { QuoteChecked } from '@/components/cart/reprice-panel'

export const OFFLINE_MESSAGE =
  'You are offline. Paying needs a connection — your cart and these details are saved on this phone, so nothing is lost. Pay when you are back online.'

/** Why Pay cannot be pressed yet, or null when it can. */
const PRICES_TO_ACCEPT = 'Prices changed: accept the new prices above, then pay.'

/**
 * Why Pay waits, or null when it need not: no prices yet, none to be had, a closed store, prices
 * to accept, cash the order cannot be paid in.
 */
function payBlocked(online: boolean, priced: PricedOrder, inSync: boolean, method: PaymentMethod): string | null {
  const { quote } = priced
  if (!online) return null
  if (!quote) {
    if (priced.checking) return "Checking today's prices…"
    if (priced.failed)
      return 'The prices could not be checked with the store, so paying waits. Your cart and details are saved.'
    return null
  }
  if (!quote.store.open)
    return `${quote.store.name_of_business} is closed: ${quote.store.closed_notice ?? 'Closed now'}.`
  if (!inSync) return PRICES_TO_ACCEPT
  return method === 'cash' ? cashRefusalFor(quote) : null
}

/** What the last Pay ended with, read out as it changes. */
function PayOutcome({ pending, status, cash }: { pending: boolean; status: PayStatus; cash: boolean }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {pending ? (
        <p className="text-sm text-muted">{cash ? 'Placing your order…' : 'Opening the payment page…'}</p>
      ) : null}
      {status.kind === 'offline' ? (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {OFFLINE_MESSAGE}
        </p>
      ) : null}
      {status.kind === 'error' ? <FormAlert hint={status.hint}>{status.message}</FormAlert> : null}
    </div>
  )
}

/** Why Pay waits, with a way to ask for prices again after a failed check; or that the prices are checked. */
function PayReadiness({
  id,
  blocked,
  priced,
  online,
}: {
  id: string
  blocked: string | null
  priced: PricedOrder
  online: boolean
}) {
  if (!blocked) return online && priced.quote ? <QuoteChecked /> : null
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p id={id} className="text-sm font-semibold">
        {blocked}
      </p>
      {priced.failed && !priced.quote ? (
        <button type="button" className={buttonClass.secondary} onClick={priced.recheck}>
          Check prices again
        </button>
      ) : null}
    </div>
  )
}

function payLabel(quote: Quote | undefined, inSync: boolean, method: PaymentMethod) {
  if (!quote || !inSync) return method === 'cash' ? 'Place order' : 'Pay'
  const total = formatNaira(quote.total_amount_payable)
  if (method !== 'cash') return `Pay ${total}`
  return `Place order: ${total} in cash ${quote.fulfilment === 'pickup' ? 'at pickup' : 'on delivery'}`
}

/** Where the money goes, said under Pay. */
function PayTerms({ method }: { method: PaymentMethod }) {
  return (
    <p className="text-xs text-muted">
      {method === 'cash'
        ? 'Nothing is paid online: you pay in cash when the order reaches you. '
        : 'You pay on a secure payment page and come back here. '}
      By {method === 'cash' ? 'ordering' : 'paying'} you agree to the{' '}
      <Link to="/checkout-terms-and-conditions" className="font-semibold text-accent underline">
        checkout terms and conditions
      </Link>
      .
    </p>
  )
}

/**
 * Delivery or pickup, the shopper's details and Pay for one store's order (signed-in shoppers
 * only). Pay is offered only for a quote that matches the cart and an open store, and the
 * quote is asked again right before paying: the shopper pays what the server charges.
 */
export function CheckoutForm({
  shop,
  items,
  priced,
  userEmail,
}: {
  shop: CartStore
  items: CartItem[]
  priced: PricedOrder
  userEmail: string
}) {
  const online = useOnline()
  const id = useId()
  const { quote } = priced
  const fulfilment: Fulfilment = quote?.fulfilment ?? 'delivery'
  const form = useCheckoutContact(shop, userEmail, fulfilment)
  const [choices, setChoices] = useAtom(paymentChoiceAtom)
  const method: PaymentMethod = choices[shop.id] ?? 'card'
  const setMethod = (next: PaymentMethod) => setChoices({ ...choices, [shop.id]: next })
  const checkout = useCheckoutSubmit(shop, items, priced, method)
  const pending = form.submitting
  const inSync = quote !== undefined && quoteMatchesCart(quote, items)
  const blocked = payBlocked(online, priced, inSync, method)
  const payable = online && inSync && quote.store.open && blocked === null

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        checkout.clearStatus()
        form.handleSubmit(checkout.pay)(event)
      }}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {fulfilment === 'delivery' ? 'Delivery details' : 'Your details'}
      </h2>
      {quote ? <FulfilmentPicker quote={quote} fulfilment={fulfilment} /> : null}
      {!online ? (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
          {OFFLINE_MESSAGE}
        </p>
      ) : null}
      <CheckoutFields
        form={form}
        fulfilment={fulfilment}
        phoneHint={quote ? fulfilmentWords(quote.store, fulfilment).phoneHint : undefined}
      />
      {quote ? <PaymentMethodPicker quote={quote} method={method} onChange={setMethod} /> : null}
      <PayOutcome pending={pending} status={checkout.status} cash={method === 'cash'} />
      <PayReadiness id={`${id}-blocked`} blocked={blocked} priced={priced} online={online} />
      <button
        type="submit"
        disabled={pending || !payable}
        aria-describedby={blocked ? `${id}-blocked` : undefined}
        className={`${buttonClass.primary} h-12 w-full text-base disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {pending ? (method === 'cash' ? 'Placing order…' : 'Opening payment…') : payLabel(quote, inSync, method)}
      </button>
      <PayTerms method={method} />
    </form>
  )
}
