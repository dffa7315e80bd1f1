import { config } from '@/lib/config'
import type { ShopperLocation } from './locate'

// The areas GidiDeals serves (SPEC §1: Ikeja, Lekki and Surulere), at a central street of each
// (the reference server's seed has stores around them). A shopper whose phone will not say
// where they are picks one, and lists are counted from it.

export type Area = (typeof config.locations)[number]

const CENTRES: Record<Area, { lat: number; lng: number }> = {
  Ikeja: { lat: 6.6018, lng: 3.3515 },
  Lekki: { lat: 6.4474, lng: 3.47 },
  Surulere: { lat: 6.4966, lng: 3.3553 },
}

export const AREAS: readonly Area[] = config.locations

/** The location a chosen area stands for: its centre, in Lagos, named by the area. */
export function areaLocation(area: Area): ShopperLocation {
  return { ...CENTRES[area], location_name: 'Lagos, Nigeria', area, source: 'area' }
}
