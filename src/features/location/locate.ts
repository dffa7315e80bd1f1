// Pure pieces of finding the shopper (SPEC §3, §4): the record, its default, the messages and
// a promise around the browser's callback API. No React, no store.

/**
 * Where lists are counted from: 'default' until the shopper's own position ('device') or an
 * area they chose ('area') is known. Distances mean something only then (DESIGN.md).
 */
export type LocationSource = 'default' | 'device' | 'area'

/** SPEC §3's Location (lat, lng, location_name), with the area for the strip and where it came from. */
export type ShopperLocation = {
  lat: number
  lng: number
  /** The state plus the country (SPEC §3), e.g. 'Lagos, Nigeria'. */
  location_name: string
  /** Inside Lagos, the area the shopper is in or chose, e.g. 'Ikeja'. */
  area?: string
  source: LocationSource
}

/**
 * SPEC's default (9.082, 8.6753) is the centre of Nigeria though SPEC labels it 'Lagos, Nigeria':
 * we honour the label (DESIGN.md), with central Lagos (Ikeja).
 */
export const DEFAULT_LOCATION: ShopperLocation = {
  lat: 6.6018,
  lng: 3.3515,
  location_name: 'Lagos, Nigeria',
  source: 'default',
}

/** SPEC §9's default, which earlier builds saved when the browser had no geolocation. */
const SPEC_DEFAULT = { lat: 9.082, lng: 8.6753 }

/** SPEC §4 says "alert the user"; the words are ours, saying what the shopper sees instead. */
export const GEOLOCATION_UNSUPPORTED = 'Your browser cannot share your location, so we are showing deals around Lagos.'

/** SPEC §4's alert when the browser will not say where the shopper is. */
export const LOCATION_DENIED = 'Could not get your location, be sure to permit location access.'

/**
 * At start a coarse, recent fix is enough to rank nearby stores and costs no GPS warm-up
 * (battery). Ten seconds bounds how long the first ranking may wait.
 */
export const START_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
}

/** A shopper pressing "use my location" has likely moved: a cached fix would defeat the press. */
export const REFRESH_POSITION_OPTIONS: PositionOptions = { ...START_POSITION_OPTIONS, maximumAge: 0 }

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
}

const SOURCES: readonly LocationSource[] = ['default', 'device', 'area']

/**
 * Reads a stored `userLocation`; anything else (junk, SPEC's old default) means the default.
 * A record from before `source` existed came from the browser: the app saved nothing else.
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

/** The browser's geolocation, or undefined where there is none (old browsers, some webviews). */
export function browserGeolocation(): Geolocation | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator.geolocation as Geolocation | null | undefined) ?? undefined
}

export function currentPosition(geolocation: Geolocation, options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, options))
}

/** Why the browser gave no position: refused (code 1), or it could not find one (GPS off, timeout). */
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported'

export function problemOf(error: unknown): LocationProblem {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return code === 1 ? 'denied' : 'unavailable'
}

/**
 * "Use my location" is offered only when pressing it could change something: the browser can
 * locate, the shopper has not refused this site, and the lists do not already count from their
 * position.
 */
export function offersDeviceLocation(
  location: Pick<ShopperLocation, 'source'>,
  browser: { supported: boolean; denied: boolean },
): boolean {
  return browser.supported && !browser.denied && location.source !== 'device'
}

/** SPEC §4's alert, with one plain sentence of what the shopper can do instead. */
export function problemMessage(problem: LocationProblem): string {
  switch (problem) {
    case 'denied':
      return `${LOCATION_DENIED} Choose your area instead, or allow location for this site in your browser's settings.`
    case 'unavailable':
      return `${LOCATION_DENIED} Turn on your phone's location and try again, or choose your area.`
    case 'unsupported':
      return `${GEOLOCATION_UNSUPPORTED} Choose your area to see how far each store is.`
  }
}
