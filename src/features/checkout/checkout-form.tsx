import { Link } from '@tanstack/react-router'
import { useAtom, useStore } from 'jotai'
import { useId, useState, type FormEvent } from 'react'
import type { CartItem, CartStore } from '@/features/cart/use-cart'
import { emailError, phoneError } from '@/lib/contact-rules'
import { formatNaira } from '@/lib/money'
import { emailInput, FormAlert, InputField, phoneInput, TextAreaField } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { checkoutDraftsAtom, type CheckoutDraft } from './checkout-state'
import type { ContactDetails, OrderTotals } from './order-totals'
import { startPayment } from './payment-flow'
import { openPaymentPage } from './payment-redirect'
import { useOnline } from '@/lib/use-online'

export const OFFLINE_MESSAGE =
  'You are offline. Paying needs a connection — your cart and these details are saved on this phone, so nothing is lost. Pay when you are back online.'

type FieldName = keyof ContactDetails
type Errors = Partial<Record<FieldName, string>>

export function validateContact(contact: ContactDetails): Errors {
  // Caught here, before any data is spent on a call the server would refuse.
  const errors: Errors = {}
  const phone = phoneError(contact.phone)
  if (phone) errors.phone = phone
  if (contact.address.trim() === '') errors.address = 'Shipping address is required.'
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

type Status =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'offline' } | { kind: 'error'; message: string; hint?: string }

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
  const draftKey = String(shop.id)
  const draft = drafts[draftKey]
  const contact: ContactDetails = draft
    ? { phone: draft.phone, address: draft.address, email: draft.email }
    : startingDraft(drafts, userEmail)
  const pending = status.kind === 'pending'
  const fieldId = (field: FieldName) => `${id}-${field}`
  const bind = (field: FieldName) => ({
    id: fieldId(field),
    value: contact[field],
    onValue: (value: string) => change(field, value),
  })

  function change(field: FieldName, value: string) {
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
      document.getElementById(fieldId(firstInvalid))?.focus()
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
        setStatus(result)
    }
  }

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
      <InputField
        {...bind('phone')}
        {...phoneInput}
        name="phone"
        label="Phone number"
        hint="The rider calls this number on delivery."
        error={errors.phone}
      />
      <TextAreaField
        {...bind('address')}
        name="address"
        label="Shipping address"
        error={errors.address}
        autoComplete="street-address"
        rows={3}
      />
      <InputField
        {...bind('email')}
        {...emailInput}
        name="email"
        label="Email"
        hint="Your receipt goes here."
        error={errors.email}
      />

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
        {status.kind === 'error' ? <FormAlert hint={status.hint}>{status.message}</FormAlert> : null}
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
