// The parts of Lagos GidiDeals serves, in the order a shopper is offered them: the product description's three
// (docs/product.md: Ikeja, Lekki, Surulere) first, then the other parts shoppers name most. One list for every place
// that names them: the area picker, the footer's "Available in", the home page's "Where we serve". Each at a central
// point (the reference server names a position by the same centres: server/catalog/places.ts LAGOS_AREAS).

export const SERVED_AREAS = {
  Ikeja: { lat: 6.6018, lng: 3.3515 },
  Lekki: { lat: 6.4474, lng: 3.47 },
  Surulere: { lat: 6.4966, lng: 3.3553 },
  Yaba: { lat: 6.5095, lng: 3.3711 },
  'Victoria Island': { lat: 6.4281, lng: 3.4219 },
  Ikoyi: { lat: 6.4549, lng: 3.4346 },
  Maryland: { lat: 6.571, lng: 3.367 },
  Ajah: { lat: 6.4698, lng: 3.5852 },
  Festac: { lat: 6.4667, lng: 3.2833 },
} as const satisfies Record<string, { lat: number; lng: number }>

export type ServedArea = keyof typeof SERVED_AREAS

export const SERVED_AREA_NAMES = Object.keys(SERVED_AREAS) as readonly ServedArea[]

/** "Ikeja, Lekki, … and Festac": the served areas in a sentence. */
export function servedAreasInWords(): string {
  const names = [...SERVED_AREA_NAMES]
  const last = names.pop()
  return names.length === 0 ? (last ?? '') : `${names.join(', ')} and ${last}`
}
