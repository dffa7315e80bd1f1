// Pure pieces of finding the shopper (SPEC §3, §4): the record, its default, the messages and
// a promise around the browser's callback API. No React, no store.

export type ShopperLocation = { lat: number; lng: number; location_name: string }

/** SPEC §3 / §9 default position. */
export const DEFAULT_LOCATION: ShopperLocation = { lat: 9.082, lng: 8.6753, location_name: 'Lagos, Nigeria' }

/** SPEC §4 says "alert the user"; the words are ours, saying what the shopper sees instead. */
export const GEOLOCATION_UNSUPPORTED = 'Your browser cannot share your location, so we are showing deals around Lagos.'

/** SPEC §4 fallback when the browser gives no reason of its own. */
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

/** Reads a stored `userLocation`; anything else (older shapes, junk) means the default. */
export function decodeShopperLocation(raw: unknown): ShopperLocation | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { lat, lng, location_name } = raw as Record<string, unknown>
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return undefined
  if (typeof location_name !== 'string' || location_name.trim() === '') return undefined
  return { lat, lng, location_name }
}

/** The browser's geolocation, or undefined where there is none (old browsers, some webviews). */
export function browserGeolocation(): Geolocation | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator.geolocation as Geolocation | null | undefined) ?? undefined
}

export function currentPosition(geolocation: Geolocation, options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, options))
}

/** SPEC §4: the browser's own reason when it gives one, else the fallback. */
export function locationErrorMessage(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
  return typeof message === 'string' && message.trim() !== '' ? message : LOCATION_DENIED
}
