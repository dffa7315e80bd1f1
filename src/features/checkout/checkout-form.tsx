import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtom, useStore } from 'jotai'
import { useId, useState } from 'react'
import type { Fulfilment } from '@contract/pricing'
import type { Quote, QuoteRequest } from '@contract/quote'
import { quoteMatchesCart } from '@/stores/cart/cart-quote'
import { cartQuoteQueryOptions, freshQuote } from '@/stores/cart/use-cart-quote'
import type { CartItem, CartStore } from '@/stores/cart/use-cart'
import { ApiError, messageOf } from '@/api/errors'
import { emailError, phoneError } from '@contract/rules'
import { formatNaira } from '@/lib/format/money'
import { emailInput, FormAlert, InputField, phoneInput, TextAreaField } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { checkoutDraftsAtom, type CheckoutDraft } from './checkout-state'
import { FulfilmentPicker, fulfilmentWords } from './fulfilment-picker'
import type { ContactDetails } from './order-totals'
import { startPayment } from './payment-flow'
import { openPaymentPage } from './payment-redirect'
import { useOnline } from '@/lib/browser/use-online'
import { QuoteChecked } from '@/components/cart/reprice-panel'

export const OFFLINE_MESSAGE =
  'You are offline. Paying needs a connection — your cart and these details are saved on this phone, so nothing is lost. Pay when you are back online.'

type FieldName = keyof ContactDetails
type Errors = Partial<Record<FieldName, string>>

/** Why Pay cannot be pressed yet, or null when it can. */
const PRICES_TO_ACCEPT = 'Prices changed: accept the new prices above, then pay.'

export function validateContact(contact: ContactDetails, fulfilment: Fulfilment = 'delivery'): Errors {
  // Caught here, before any data is spent on a call the server would refuse.
  const errors: Errors = {}
  const phone = phoneError(contact.phone)
  if (phone) errors.phone = phone
  if (fulfilment === 'pickup') {
    // Picking up, no address is asked for.
  } else if (contact.address.trim() === '') errors.address = 'Shipping address is required.'
  else if (contact.address.trim().length > 500) errors.address = 'Keep the address under 500 characters.'
  const email = emailError(contact.email)
  if (email) errors.email = email
  return errors
}

/**
 * The phone and address this account typed for another store: a good start for this one. The
 * email starts as the account's own (the receipt goes to whoever is signed in); `drafts` holds
 * this account's drafts only (checkoutDraftsAtom).
 */
function startingDraft(drafts: Record<string, CheckoutDraft>, email: string): ContactDetails {
  const other = Object.values(drafts).at(-1)
  return { phone: other?.phone ?? '', address: other?.address ?? '', email }
}

/** What the last Pay ended with, beside the form's own sending state. */
type Status = { kind: 'idle' } | { kind: 'offline' } | { kind: 'error'; message: string; hint?: string }

/** The server's prices for the order: the quote (when it came), the request that asked for it. */
export type PricedOrder = {
  quote: Quote | undefined
  request: QuoteRequest
  checking: boolean
  failed: boolean
  /** Asks the server again (after a failed check). */
  recheck: () => void
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
  const store = useStore()
  const queryClient = useQueryClient()
  const [drafts, setDrafts] = useAtom(checkoutDraftsAtom)
  const online = useOnline()
  const id = useId()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const draftKey = String(shop.id)
  const draft = drafts[draftKey]
  const contact: ContactDetails = draft
    ? { phone: draft.phone, address: draft.address, email: draft.email }
    : startingDraft(drafts, userEmail)
  const { quote } = priced
  const fulfilment: Fulfilment = quote?.fulfilment ?? 'delivery'
  const words = quote ? fulfilmentWords(quote.store, fulfilment) : undefined
  const inSync = quote !== undefined && quoteMatchesCart(quote, items)
  const payable = online && inSync && quote.store.open
  const form = useForm<FieldName>(contact, (values) => validateContact(values, fulfilment), {
    values: contact,
    // Every keystroke is kept on the device: a reload or a lost connection loses nothing.
    onChange: (next) =>
      setDrafts((all) => {
        const current = all[draftKey] ?? startingDraft(all, userEmail)
        return { ...all, [draftKey]: { ...current, ...next } }
      }),
  })
  const pending = form.submitting

  async function pay(contact: ContactDetails) {
    if (!navigator.onLine) {
      setStatus({ kind: 'offline' })
      return
    }
    // Asked again right before paying: a price may have moved since the page opened.
    let current: Quote
    try {
      current = await freshQuote(queryClient, priced.request)
    } catch (error) {
      const offline = error instanceof ApiError && error.kind === 'network'
      setStatus(offline ? { kind: 'offline' } : { kind: 'error', message: messageOf(error) })
      return
    }
    if (!quoteMatchesCart(current, items) || !current.store.open) {
      // The panel above now shows what changed, or that the store closed.
      setStatus({ kind: 'idle' })
      return
    }
    const result = await startPayment(store, shop, items, contact, { quote: current, request: priced.request })
    switch (result.kind) {
      case 'redirect':
        openPaymentPage(result.url)
        // The page is leaving for the payment page: Pay stays busy until it has gone.
        return new Promise<never>(() => {})
      case 'skipped':
        setStatus({ kind: 'idle' })
        return
      case 'offline':
        setStatus({ kind: 'offline' })
        return
      case 'requoted':
        // The panel above shows the server's new prices; the message says why nothing was paid.
        queryClient.setQueryData(cartQuoteQueryOptions(priced.request).queryKey, result.quote)
        setStatus({ kind: 'error', message: result.message })
        return
      case 'error':
        setStatus(result)
    }
  }

  const blocked = !online
    ? null
    : priced.checking && !quote
      ? "Checking today's prices…"
      : priced.failed && !quote
        ? 'The prices could not be checked with the store, so paying waits. Your cart and details are saved.'
        : quote && !quote.store.open
          ? `${quote.store.name_of_business} is closed: ${quote.store.closed_notice ?? 'Closed now'}.`
          : quote && !inSync
            ? PRICES_TO_ACCEPT
            : null

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        // A new try: what the last one ended with goes, and comes back if it happens again.
        setStatus({ kind: 'idle' })
        form.handleSubmit(pay)(event)
      }}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {fulfilment === 'delivery' ? 'Delivery details' : 'Your details'}
      </h2>
      {quote ? <FulfilmentPicker store={quote.store} fulfilment={fulfilment} /> : null}
      {!online ? (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
          {OFFLINE_MESSAGE}
        </p>
      ) : null}
      <InputField
        {...form.bind('phone')}
        {...phoneInput}
        name="phone"
        label="Phone number"
        hint={words?.phoneHint ?? 'The rider calls this number on delivery.'}
      />
      {fulfilment === 'delivery' ? (
        <TextAreaField
          {...form.bind('address')}
          name="address"
          label="Shipping address"
          autoComplete="street-address"
          rows={3}
        />
      ) : null}
      <InputField {...form.bind('email')} {...emailInput} name="email" label="Email" hint="Your receipt goes here." />

      <div aria-live="polite" className="empty:hidden">
        {pending ? <p className="text-sm text-muted">Opening the payment page…</p> : null}
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

      {blocked ? (
        <div className="flex flex-wrap items-center gap-3">
          <p id={`${id}-blocked`} className="text-sm font-semibold">
            {blocked}
          </p>
          {priced.failed && !quote ? (
            <button type="button" className={buttonClass.secondary} onClick={priced.recheck}>
              Check prices again
            </button>
          ) : null}
        </div>
      ) : online && quote ? (
        <QuoteChecked />
      ) : null}
      <button
        type="submit"
        disabled={pending || !payable}
        aria-describedby={blocked ? `${id}-blocked` : undefined}
        className={`${buttonClass.primary} h-12 w-full text-base disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {pending ? 'Opening payment…' : quote && inSync ? `Pay ${formatNaira(quote.total_amount_payable)}` : 'Pay'}
      </button>
      <p className="text-xs text-muted">
        You pay on a secure payment page and come back here. By paying you agree to the{' '}
        <Link to="/checkout-terms-and-conditions" className="font-semibold text-accent underline">
          checkout terms and conditions
        </Link>
        .
      </p>
    </form>
  )
}
