import { describe, expect, it } from 'vitest'
import { deliveryFeeWords, fulfilmentWords } from './fulfilment-picker'

// The fee copy comes from the fee rule the server charges with: it never says ₦500 where ₦650 is charged.
describe('the delivery choice in words', () => {
  it('names the fee the quote will charge for its distance', () => {
    expect(deliveryFeeWords({ subtotal: 5125, distance_km: 3.2 })).toBe('₦650 for 3.2 km; free from ₦20,000')
    expect(fulfilmentWords({ place_type: 'Restaurant' }, 'delivery', { subtotal: 5125, distance_km: 3.2 }).detail).toBe(
      'A rider brings it to you: ₦650 for 3.2 km; free from ₦20,000.',
    )
  })

  it('says a large order rides free, and the rule itself before the distance is known', () => {
    expect(deliveryFeeWords({ subtotal: 25_000, distance_km: 9.1 })).toBe('free for this order (9.1 km)')
    expect(deliveryFeeWords(undefined)).toBe('₦500 within 3 km, then ₦150 a km; free from ₦20,000')
  })
})
