import { describe, expect, it } from 'vitest'
import { fulfilmentEstimateMinutes } from '@contract/pricing'
import { deliveryWords, storeFacts } from './store-facts'

// A card says what checkout will quote: one estimate from the store's time and the ride, and no
// delivery at all beyond the store's radius (pickup only).
describe('a store card’s delivery words', () => {
  const ajah = { area: 'Ajah', delivery_time_minutes: 15, delivery_radius_km: 15 }

  it('is the quote’s estimate for the shopper’s distance, not the store’s kitchen time alone', () => {
    expect(deliveryWords({ ...ajah, distance_km: 7.2 }, true)).toBe(
      `${fulfilmentEstimateMinutes(15, 7.2, 'delivery')} min delivery`,
    )
    expect(deliveryWords({ ...ajah, distance_km: 7.2 }, true)).toBe('45 min delivery')
    // Where the shopper is is not known: the store's own time.
    expect(deliveryWords({ ...ajah, distance_km: 7.2 }, false)).toBe('15 min delivery')
  })

  it('says pickup only beyond the store’s radius', () => {
    expect(storeFacts({ ...ajah, distance_km: 28.9 }, true)).toBe('Ajah · 28.9 km · Pickup only')
    expect(storeFacts({ ...ajah, delivery_radius_km: 30, distance_km: 28.9 }, true)).toBe(
      'Ajah · 28.9 km · 135 min delivery',
    )
  })
})
