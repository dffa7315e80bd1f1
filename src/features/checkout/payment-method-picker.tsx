import { useId } from 'react'
import { cashRefusal, PAYMENT_METHODS, paymentMethodWords, type PaymentMethod } from '@contract/payment-methods'
import type { Quote } from '@contract/quote'

// How the shopper pays, chosen before Pay (docs/decisions.md#paying): card,
// bank transfer or USSD on the payment page, or cash when it arrives or is collected. Cash is
// offered where the store takes it and for orders up to the limit; otherwise it says why not.

const optionClass =
  'flex items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-surface-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent'

/** Why cash cannot pay for this quote, in the server's words, or null. */
export const cashRefusalFor = (quote: Quote) =>
  cashRefusal(quote.total_amount_payable, quote.store.accepts_cash === true, quote.store.name_of_business)

export function PaymentMethodPicker({
  quote,
  method,
  onChange,
}: {
  quote: Quote
  method: PaymentMethod
  onChange: (next: PaymentMethod) => void
}) {
  const id = useId()
  const pickup = quote.fulfilment === 'pickup'
  const refused = cashRefusalFor(quote)
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">How do you want to pay?</legend>
      {PAYMENT_METHODS.map((option) => {
        const words = paymentMethodWords(option, pickup)
        const unavailable = option === 'cash' && refused !== null
        return (
          <label key={option} className={`${optionClass} ${unavailable ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
            <input
              type="radio"
              name={`${id}-payment`}
              value={option}
              checked={method === option}
              disabled={unavailable}
              onChange={() => onChange(option)}
              className="mt-1 size-4 accent-[var(--accent)]"
            />
            <span>
              <span className="block font-semibold">{words.title}</span>
              <span className="block text-sm text-muted">{unavailable ? refused : words.detail}</span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
