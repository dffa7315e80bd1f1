import { Link } from '@tanstack/react-router'
import { useAtom, useStore } from 'jotai'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { CartItem, CartStore } from '@/features/cart/use-cart'
import { formatNaira } from '@/lib/money'
import { buttonClass } from '@/ui/states'
import { checkoutDraftsAtom, type CheckoutDraft } from './checkout-state'
import type { ContactDetails, OrderTotals } from './order-totals'
import { startPayment } from './payment-flow'
import { openPaymentPage } from './payment-redirect'
import { useOnline } from './use-online'

const fieldClass =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 text-base outline-none focus:border-[var(--accent)] aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400'

// Same rule as the server, so a number it would refuse is caught here, before any data is spent.
const PHONE_PATTERN = /^\+?[\d\s-]{7,20}$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const OFFLINE_MESSAGE =
  'You are offline. Paying needs a connection — your cart and these details are saved on this phone, so nothing is lost. Pay when you are back online.'

type Field = keyof ContactDetails
type Errors = Partial<Record<Field, string>>

export function validateContact(contact: ContactDetails): Errors {
  const errors: Errors = {}
  const phone = contact.phone.trim()
  if (phone === '') errors.phone = 'Phone Number is required.'
  else if (!PHONE_PATTERN.test(phone)) errors.phone = 'Enter a phone number like 0803 123 4567 or +234 803 123 4567.'
  if (contact.address.trim() === '') errors.address = 'Shipping address is required.'
  else if (contact.address.trim().length > 500) errors.address = 'Keep the address under 500 characters.'
  const email = contact.email.trim()
  if (email === '') errors.email = 'Email is required.'
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter an email address like ada@example.ng.'
  return errors
}

/** Details typed for another store: a good start for this one. */
function startingDraft(drafts: Record<string, CheckoutDraft>, email: string): ContactDetails {
  const other = Object.values(drafts).at(-1)
  return { phone: other?.phone ?? '', address: other?.address ?? '', email: other?.email || email }
}

type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'offline' } | { kind: 'error'; message: string }

/** Delivery details and Pay for one store's order (signed-in shoppers only). */
export function CheckoutForm({
  shop,
  items,
  totals,
  userEmail,
}: {
  shop: CartStore
  items: CartItem[]
  totals: OrderTotals
  userEmail: string
}) {
  const store = useStore()
  const [drafts, setDrafts] = useAtom(checkoutDraftsAtom)
  const online = useOnline()
  const id = useId()
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  const draftKey = String(shop.id)
  const draft = drafts[draftKey]
  const contact: ContactDetails = draft
    ? { phone: draft.phone, address: draft.address, email: draft.email }
    : startingDraft(drafts, userEmail)
  const pending = status.kind === 'pending'

  function change(field: Field, value: string) {
    // Every keystroke is kept on the device: a reload or a lost connection loses nothing.
    setDrafts((all) => {
      const current = all[draftKey] ?? startingDraft(all, userEmail)
      return { ...all, [draftKey]: { ...current, [field]: value } }
    })
    if (errors[field]) setErrors((found) => ({ ...found, [field]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    const found = validateContact(contact)
    setErrors(found)
    const firstInvalid = (['phone', 'address', 'email'] as const).find((field) => found[field])
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus()
      setStatus({ kind: 'idle' })
      return
    }
    if (!navigator.onLine) {
      setStatus({ kind: 'offline' })
      return
    }
    setStatus({ kind: 'pending' })
    const result = await startPayment(store, shop, items, contact)
    switch (result.kind) {
      case 'redirect':
        openPaymentPage(result.url)
        return
      case 'skipped':
        setStatus({ kind: 'idle' })
        return
      case 'offline':
        setStatus({ kind: 'offline' })
        return
      case 'error':
        setStatus({ kind: 'error', message: result.message })
    }
  }

  const describe = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errors[field]}
      </p>
    ) : null

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Delivery details
      </h2>
      {!online ? (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
          {OFFLINE_MESSAGE}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-phone`} className="text-sm font-semibold">
          Phone number
        </label>
        <input
          id={`${id}-phone`}
          ref={(element) => {
            fields.current.phone = element
          }}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={contact.phone}
          onChange={(event) => change('phone', event.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describe('phone', `${id}-phone-hint`)}
          className={`${fieldClass} h-11`}
        />
        <p id={`${id}-phone-hint`} className="mt-1 text-xs text-muted">
          The rider calls this number on delivery.
        </p>
        {fieldError('phone')}
      </div>
      <div>
        <label htmlFor={`${id}-address`} className="text-sm font-semibold">
          Shipping address
        </label>
        <textarea
          id={`${id}-address`}
          ref={(element) => {
            fields.current.address = element
          }}
          name="address"
          autoComplete="street-address"
          rows={3}
          value={contact.address}
          onChange={(event) => change('address', event.target.value)}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={describe('address')}
          className={`${fieldClass} py-2`}
        />
        {fieldError('address')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          Email
        </label>
        <input
          id={`${id}-email`}
          ref={(element) => {
            fields.current.email = element
          }}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={contact.email}
          onChange={(event) => change('email', event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe('email', `${id}-email-hint`)}
          className={`${fieldClass} h-11`}
        />
        <p id={`${id}-email-hint`} className="mt-1 text-xs text-muted">
          Your receipt goes here.
        </p>
        {fieldError('email')}
      </div>

      <div aria-live="polite" className="empty:hidden">
        {status.kind === 'pending' ? <p className="text-sm text-muted">Opening the payment page…</p> : null}
        {status.kind === 'offline' ? (
          <p
            role="alert"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
          >
            {OFFLINE_MESSAGE}
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
            {status.message}
          </p>
        ) : null}
      </div>

      <button type="submit" disabled={pending} className={`${buttonClass.primary} h-12 w-full text-base`}>
        {pending ? 'Opening payment…' : `Pay ${formatNaira(totals.total)}`}
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
