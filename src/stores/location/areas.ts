import { SERVED_AREA_NAMES, SERVED_AREAS } from '@contract/areas'
import type { ShopperLocation } from './locate'

// The areas a shopper can pick when the phone will not say where they are (docs/decisions.md#location): the served
// areas of contract/areas.ts, each at its central point. Lists are counted from the chosen centre.

const CENTRES = SERVED_AREAS

export type Area = keyof typeof CENTRES

export const AREAS: readonly Area[] = SERVED_AREA_NAMES

/** The location a chosen area stands for: its centre, in Lagos, named by the area. */
export function areaLocation(area: Area): ShopperLocation {
  return { ...CENTRES[area], location_name: 'Lagos, Nigeria', area, source: 'area' }
}
