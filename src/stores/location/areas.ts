import type { ShopperLocation } from './locate'

// The areas a shopper can pick when the phone will not say where they are (docs/decisions.md#location): the product
// description's (docs/product.md) three (Ikeja, Lekki, Surulere) first, then the other parts of Lagos shoppers name
// most, each at a central point (the same centres the reference server names a position by:
// server/catalog/places.ts LAGOS_AREAS). Lists are counted from the chosen centre.

const CENTRES = {
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

export type Area = keyof typeof CENTRES

export const AREAS = Object.keys(CENTRES) as readonly Area[]

/** The location a chosen area stands for: its centre, in Lagos, named by the area. */
export function areaLocation(area: Area): ShopperLocation {
  return { ...CENTRES[area], location_name: 'Lagos, Nigeria', area, source: 'area' }
}
