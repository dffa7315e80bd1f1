import { useAtom } from 'jotai'
import { useId } from 'react'
import { DELIVERY_FEE, deliveryFee, isServiceStore, type Fulfilment } from '@contract/pricing'
import type { Quote, QuoteStore } from '@contract/quote'
import { fulfilmentChoiceAtom } from '@/stores/cart/fulfilment-choice'
import { formatNaira } from '@/lib/format/money'

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-surface-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent has-[:disabled]:cursor-not-allowed'

/**
 * What a rider costs for this order, from the fee rule the server charges with: "₦650 for 3.2 km"
 * once the distance is known, the rule itself before that.
 */
export function deliveryFeeWords(priced: Pick<Quote, 'subtotal' | 'distance_km'> | undefined): string {
  const free = `free from ${formatNaira(DELIVERY_FEE.freeFrom)}`
  if (!priced || priced.distance_km === null)
    return `${formatNaira(DELIVERY_FEE.base)} within ${DELIVERY_FEE.baseKm} km, then ${formatNaira(DELIVERY_FEE.perKm)} a km; ${free}`
  const fee = deliveryFee(priced.subtotal, priced.distance_km)
  const km = `${priced.distance_km.toFixed(1)} km`
  return fee === 0 ? `free for this order (${km})` : `${formatNaira(fee)} for ${km}; ${free}`
}

/** The words for how an order reaches the shopper: a visit for services, never a rider for a haircut. */
export function fulfilmentWords(
  store: Pick<QuoteStore, 'place_type'>,
  fulfilment: Fulfilment,
  priced?: Pick<Quote, 'subtotal' | 'distance_km'> & { store?: Pick<QuoteStore, 'delivers' | 'delivery_radius_km'> },
) {
  const visit = isServiceStore(store.place_type)
  if (fulfilment === 'delivery')
    return {
      title: 'Delivery',
      detail:
        priced?.store?.delivers === false
          ? `Not here: its riders go ${priced.store.delivery_radius_km} km, and you are ${priced.distance_km?.toFixed(1)} km away. Pick it up instead.`
          : `A rider brings it to you: ${deliveryFeeWords(priced)}.`,
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
export function FulfilmentPicker({ quote, fulfilment }: { quote: Quote; fulfilment: Fulfilment }) {
  const { store } = quote
  const [choices, setChoices] = useAtom(fulfilmentChoiceAtom)
  const id = useId()
  const choose = (next: Fulfilment) => setChoices({ ...choices, [store.id]: next })
  const options: Fulfilment[] = isServiceStore(store.place_type) ? ['pickup'] : ['delivery', 'pickup']
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">How do you want it?</legend>
      {options.map((option) => {
        const words = fulfilmentWords(store, option, quote)
        return (
          <label key={option} className={optionClass}>
            <input
              type="radio"
              name={`${id}-fulfilment`}
              value={option}
              checked={fulfilment === option}
              // Beyond the store's radius there is no rider to choose.
              disabled={option === 'delivery' && !quote.store.delivers}
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
      {fulfilment === 'pickup' ? <PickupPlace store={store} /> : null}
    </fieldset>
  )
}

/** Where to collect, said before paying: the store's address, its hours, and the way there. */
function PickupPlace({ store }: { store: QuoteStore }) {
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${store.name_of_business}, ${store.address}`)}`
  return (
    <div className="rounded-xl bg-surface-2 p-3 text-sm">
      <p className="font-semibold">Collect at {store.name_of_business}</p>
      <p className="break-words">{store.address}</p>
      {store.opening_hours ? <p className="text-muted">Open {store.opening_hours}</p> : null}
      <a
        href={map}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-accent underline"
      >
        Directions in Maps<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  )
}
