// Pure pieces of finding the shopper (docs/data.md#records, docs/data.md#location): the record, its default, the
// messages and a promise around the browser's callback API. No React, no store.
import { DEFAULT_POSITION } from '@contract/first-load'

/**
 * Where lists are counted from: 'default' until the shopper's own position ('device') or an
 * area they chose ('area') is known. Distances mean something only then (docs/decisions.md#location).
 */
export type LocationSource = 'default' | 'device' | 'area'

/** The data model's Location (docs/data.md#location) (lat, lng, location_name), with the area for the strip and where it came from. */
export type ShopperLocation = {
  lat: number
  lng: number
  /** The state plus the country (docs/data.md#location), e.g. 'Lagos, Nigeria'. */
  location_name: string
  /** Inside Lagos, the area the shopper is in or chose, e.g. 'Ikeja'. */
  area?: string
  source: LocationSource
}

/**
 * The state rules' default (docs/data.md#location) (9.082, 8.6753) is the centre of Nigeria though the original spec
 * (docs/data.md#location) labels it 'Lagos, Nigeria': we honour the label (docs/decisions.md#location), with central
 * Lagos (Ikeja).
 */
export const DEFAULT_LOCATION: ShopperLocation = {
  // The server preloads the first pictures for it (contract/first-load.ts): one value for both.
  ...DEFAULT_POSITION,
  location_name: 'Lagos, Nigeria',
  source: 'default',
}

/** The limits' default (docs/limits.md#default-location), which earlier builds saved when the browser had no geolocation. */
const SPEC_DEFAULT = { lat: 9.082, lng: 8.6753 }

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
}

const SOURCES: readonly LocationSource[] = ['default', 'device', 'area']

/**
 * Reads a stored `userLocation`; anything else (junk, the state rules' old default (docs/data.md#location)) means the
 * default. A record from before `source` existed came from the browser: the app saved nothing else.
 */
export function decodeShopperLocation(raw: unknown): ShopperLocation | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { lat, lng, location_name, area, source } = raw as Record<string, unknown>
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return undefined
  if (typeof location_name !== 'string' || location_name.trim() === '') return undefined
  const known = SOURCES.find((candidate) => candidate === source)
  if (!known && lat === SPEC_DEFAULT.lat && lng === SPEC_DEFAULT.lng) return undefined
  if (known === 'default') return DEFAULT_LOCATION
  const named = typeof area === 'string' && area.trim() !== '' ? { area } : {}
  return { lat, lng, location_name, ...named, source: known ?? 'device' }
}

/** Whether distances mean anything: the shopper's position or chosen area is known. */
export function distancesKnown(location: Pick<ShopperLocation, 'source'>): boolean {
  return location.source !== 'default'
}

/** What the strip says: the area when known ('Ikeja'), else the state and country. */
export function placeLabel(location: Pick<ShopperLocation, 'location_name' | 'area'>): string {
  return location.area ?? location.location_name
}
