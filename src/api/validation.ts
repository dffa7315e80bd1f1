import { REQUIRED } from '@contract/messages'
import { isRating } from '@contract/rules'
import { ValidationError } from './errors'

/** docs/validation.md: every call checks its inputs locally and throws these messages (contract/messages.ts). */
export { REQUIRED }

/** Missing means undefined, null, NaN, or a string or array with nothing in it. */
export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'number') return Number.isNaN(value)
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** Throws the input rules' `message` when `value` is missing (docs/validation.md). */
export function required<T>(value: T | null | undefined, message: string): asserts value is T {
  if (isMissing(value)) throw new ValidationError(message)
}

/** An id of a record: a positive integer, or a non-empty string (slugs). */
export function requireId(value: number | string | null | undefined, message: string): void {
  if (isMissing(value)) throw new ValidationError(message)
  if (typeof value === 'number' && (!Number.isInteger(value) || value <= 0)) throw new ValidationError(message)
}

export type Coordinates = { latitude: number; longitude: number }

export function requireCoordinates(latitude: unknown, longitude: unknown): Coordinates {
  const valid = (n: unknown, limit: number) => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit
  if (!valid(latitude, 90) || !valid(longitude, 180)) throw new ValidationError(REQUIRED.coordinates)
  return { latitude: latitude as number, longitude: longitude as number }
}

/** A star rating (contract/rules.ts). */
export function requireRating(rating: number | null | undefined): number {
  if (!isRating(rating)) throw new ValidationError(REQUIRED.rating)
  return rating
}
