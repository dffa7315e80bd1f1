import { useAtom } from 'jotai'
import { useId } from 'react'
import { DELIVERY_FEE, isServiceStore, type Fulfilment } from '@contract/pricing'
import type { QuoteStore } from '@contract/quote'
import { fulfilmentChoiceAtom } from '@/stores/cart/fulfilment-choice'
import { formatNaira } from '@/lib/format/money'

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-surface-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent'

/** The words for how an order reaches the shopper: a visit for services, never a rider for a haircut. */
export function fulfilmentWords(store: Pick<QuoteStore, 'place_type'>, fulfilment: Fulfilment) {
  const visit = isServiceStore(store.place_type)
  if (fulfilment === 'delivery')
    return {
      title: 'Delivery',
      detail: `A rider brings it to you: ${formatNaira(DELIVERY_FEE.base)} within ${DELIVERY_FEE.baseKm} km, free from ${formatNaira(DELIVERY_FEE.freeFrom)}.`,
      phoneHint: 'The rider calls this number on delivery.',
    }
  return visit
    ? {
        title: 'Visit the store',
        detail: 'Pay now and show your order at the store. No address needed.',
        phoneHint: 'The store calls this number about your visit.',
      }
    : {
        title: 'Pick up at the store',
        detail: 'Collect it yourself: no delivery fee, no address needed.',
        phoneHint: 'The store calls this number when your order is ready.',
      }
}

/**
 * Delivery or pickup for one store's order. A service (a salon) is visited, so it offers only
 * the visit; the choice is kept for the visit, and the quote prices it.
 */
export function FulfilmentPicker({ store, fulfilment }: { store: QuoteStore; fulfilment: Fulfilment }) {
  const [choices, setChoices] = useAtom(fulfilmentChoiceAtom)
  const id = useId()
  const choose = (next: Fulfilment) => setChoices({ ...choices, [store.id]: next })
  const options: Fulfilment[] = isServiceStore(store.place_type) ? ['pickup'] : ['delivery', 'pickup']
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">How do you want it?</legend>
      {options.map((option) => {
        const words = fulfilmentWords(store, option)
        return (
          <label key={option} className={optionClass}>
            <input
              type="radio"
              name={`${id}-fulfilment`}
              value={option}
              checked={fulfilment === option}
              onChange={() => choose(option)}
              className="mt-1 size-4 accent-[var(--accent)]"
            />
            <span>
              <span className="block font-semibold">{words.title}</span>
              <span className="block text-sm text-muted">{words.detail}</span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
