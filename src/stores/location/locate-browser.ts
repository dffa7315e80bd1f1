// Asking the browser where the shopper is (docs/data.md), and what to say when it will not: loaded
// with the area picker and the start-up locate, not with the shell.
import type { ShopperLocation } from './locate'

/** docs/data.md#location says "alert the user"; the words are ours, saying what the shopper sees instead. */
export const GEOLOCATION_UNSUPPORTED = 'Your browser cannot share your location, so we are showing deals around Lagos.'

/** The state rules' alert when the browser will not say where the shopper is (docs/data.md#location). */
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

/** The state rules' alert (docs/data.md#location), with one plain sentence of what the shopper can do instead. */
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
