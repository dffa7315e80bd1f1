// What an order costs: one rule for the server's quote and checkout and for the app's display;
// the server re-prices every order and refuses one whose amounts differ by a single naira. Set here only, so no build
// setting can make the two sides disagree (docs/history.md#issue-15: VITE_VAT_RATE made every order fail).
// Money is whole naira.

/** Nigerian VAT. */
export const VAT_RATE = 0.075
/** The service charge: this share of the subtotal, rounded to the naira… */
export const SERVICE_CHARGE_RATE = 0.025
/** …and never less than this many naira. */
export const SERVICE_CHARGE_MINIMUM = 100

export type OrderTotals = {
  /** What the items cost. */
  subtotal: number
  vat: number
  serviceCharge: number
  /** The rider's fee; 0 for pickup, an in-store visit or a large order. */
  deliveryFee: number
  /** What the shopper pays: subtotal + VAT + service charge + delivery fee. */
  total: number
}

/**
 * VAT on the items, rounded to the naira; the service charge rounded and at least the minimum;
 * the delivery fee as quoted (deliveryFee below).
 */
export function orderTotals(subtotal: number, deliveryFee = 0): OrderTotals {
  const vat = Math.round(subtotal * VAT_RATE)
  const serviceCharge = Math.max(SERVICE_CHARGE_MINIMUM, Math.round(subtotal * SERVICE_CHARGE_RATE))
  return { subtotal, vat, serviceCharge, deliveryFee, total: subtotal + vat + serviceCharge + deliveryFee }
}

/** What the store is paid: the items, and the delivery fee, since its own rider delivers. */
export const payableToBusiness = (totals: Pick<OrderTotals, 'subtotal' | 'deliveryFee'>) =>
  totals.subtotal + totals.deliveryFee

/** How an order reaches the shopper: a rider brings it, or the shopper goes to the store. */
export const FULFILMENTS = ['delivery', 'pickup'] as const
export type Fulfilment = (typeof FULFILMENTS)[number]

/** Stores whose goods are services: the shopper visits, nothing is delivered. */
export const SERVICE_PLACE_TYPES: readonly string[] = ['Salon', 'Spa', 'Barber', 'Clinic', 'Gym']

export const isServiceStore = (placeType: string | null | undefined) => SERVICE_PLACE_TYPES.includes(placeType ?? '')

/** Delivery for goods, a visit for services (the shopper can still change it where both make sense). */
export const defaultFulfilment = (placeType: string | null | undefined): Fulfilment =>
  isServiceStore(placeType) ? 'pickup' : 'delivery'

/** Our delivery fee (docs/decisions.md#fees): naira by distance band, capped, free on large orders. */
export const DELIVERY_FEE = { base: 500, baseKm: 3, perKm: 150, max: 2500, freeFrom: 20_000 } as const

/**
 * The fee for delivering an order of `subtotal` over `distanceKm`: the base within the first
 * band, then per started kilometre beyond it, at most the cap; nothing from `freeFrom` up.
 */
export function deliveryFee(subtotal: number, distanceKm: number): number {
  if (subtotal >= DELIVERY_FEE.freeFrom) return 0
  // Hundredths of a km first, so 3.0000001 km (float noise) is not a started kilometre.
  const beyond = Math.max(0, Math.round(distanceKm * 100) / 100 - DELIVERY_FEE.baseKm)
  return Math.min(DELIVERY_FEE.max, DELIVERY_FEE.base + Math.ceil(beyond) * DELIVERY_FEE.perKm)
}

/** Minutes a rider takes per kilometre in Lagos traffic. */
export const RIDER_MINUTES_PER_KM = 4

/**
 * About when the order arrives (delivery) or is ready (pickup), in minutes from payment: the
 * store's own time, plus the ride, rounded up to 5 minutes.
 */
export function fulfilmentEstimateMinutes(storeMinutes: number, distanceKm: number, fulfilment: Fulfilment): number {
  const ride = fulfilment === 'delivery' ? distanceKm * RIDER_MINUTES_PER_KM : 0
  return Math.max(5, Math.ceil((storeMinutes + ride) / 5) * 5)
}

/** The great-circle distance in km between two points: the server's `distance_km` and the app's alike. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** How far a store's riders go unless its data says otherwise (docs/decisions.md#fees). */
export const DELIVERY_RADIUS_KM = 15

/** Whether a store that rides `radiusKm` delivers to a place `distanceKm` away (unknown: it may). */
export const deliversTo = (distanceKm: number | null | undefined, radiusKm: number | null | undefined): boolean =>
  typeof distanceKm !== 'number' || distanceKm <= (radiusKm ?? DELIVERY_RADIUS_KM)

/**
 * About when a delivery arrives, in minutes from payment, for a store `distanceKm` away: the one
 * estimate cards, the store page and checkout show (the store's own time when the distance is unknown).
 */
export const deliveryEstimateMinutes = (storeMinutes: number, distanceKm: number | null | undefined): number =>
  fulfilmentEstimateMinutes(storeMinutes, distanceKm ?? 0, 'delivery')
