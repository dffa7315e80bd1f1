import { useAtom } from 'jotai'
import * as v from 'valibot'
import type { Fulfilment } from '@contract/pricing'
import { emailField, phoneField, shippingAddressField } from '@contract/fields'
import type { CartStore } from '@/stores/cart/use-cart'
import { emailInput, InputField, phoneInput, TextAreaField } from '@/ui/form'
import { useForm, type FormState } from '@/ui/use-form'
import { checkoutDraftsAtom, type CheckoutDraft } from './checkout-state'
import type { ContactDetails } from './order-totals'

// Who pays and where the order goes: the checkout call's fields (contract/endpoints/sales.ts),
// checked before any data is spent on a call the server would refuse, and kept as this
// account's draft for the store.

/** The order's contact fields; picking up, no address is asked for. */
const contactSchema = (fulfilment: Fulfilment) =>
  v.object({
    phone: phoneField,
    address: fulfilment === 'pickup' ? v.string() : shippingAddressField,
    email: emailField,
  })

/**
 * The phone and address this account typed for another store: a good start for this one. The
 * email starts as the account's own (the receipt goes to whoever is signed in); `drafts` holds
 * this account's drafts only (checkoutDraftsAtom).
 */
function startingDraft(drafts: Record<string, CheckoutDraft>, email: string): ContactDetails {
  const other = Object.values(drafts).at(-1)
  return { phone: other?.phone ?? '', address: other?.address ?? '', email }
}

/**
 * The contact details for `shop`'s order, every keystroke kept on the device: a reload or a lost connection
 * loses nothing.
 */
export function useCheckoutContact(shop: CartStore, userEmail: string, fulfilment: Fulfilment) {
  const [drafts, setDrafts] = useAtom(checkoutDraftsAtom)
  const draftKey = String(shop.id)
  const draft = drafts[draftKey]
  const contact: ContactDetails = draft
    ? { phone: draft.phone, address: draft.address, email: draft.email }
    : startingDraft(drafts, userEmail)
  return useForm(contact, contactSchema(fulfilment), {
    values: contact,
    onChange: (next) =>
      setDrafts((all) => {
        const current = all[draftKey] ?? startingDraft(all, userEmail)
        return { ...all, [draftKey]: { ...current, ...next } }
      }),
  })
}

export function CheckoutFields({
  form,
  fulfilment,
  phoneHint,
}: {
  form: FormState<ContactDetails>
  fulfilment: Fulfilment
  phoneHint: string | undefined
}) {
  return (
    <>
      <InputField
        {...form.bind('phone')}
        {...phoneInput}
        label="Phone number"
        hint={phoneHint ?? 'The rider calls this number on delivery.'}
      />
      {fulfilment === 'delivery' ? (
        <TextAreaField {...form.bind('address')} label="Delivery address" autoComplete="street-address" rows={3} />
      ) : null}
      <InputField {...form.bind('email')} {...emailInput} label="Email" hint="Your receipt goes here." />
    </>
  )
}
