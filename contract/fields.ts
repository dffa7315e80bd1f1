// The fields a request carries, as Valibot schemas that say the rule and its message. The
// endpoints' `request` schemas (contract/endpoints/*.ts) are built from these, and the server
// parses every body and query with them (server/routes/endpoint-routes.ts), so a rule is written once.
//
// Each schema's own message (its root's `message`) is also what a missing field says: Valibot
// reports a missing key on the object, and the server reads the entry's message for it
// (server/http/request-input.ts).
import * as v from 'valibot'
import { REQUIRED } from './messages'
import {
  EMAIL_MAX,
  INVALID_EMAIL,
  INVALID_PHONE,
  isEmail,
  isPhoneNumber,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RATING,
  INVALID_RATING,
  TEXT_LIMITS,
} from './rules'

const notBlank = (text: string) => text.trim() !== ''
const given = (value: unknown) => value !== undefined && value !== null && value !== ''

export const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters.`

/** Text that must be there (not blank), at most `max` characters as sent; trimmed. */
export const requiredText = (field: string, required: string, max: number) =>
  v.pipe(v.string(required), v.check(notBlank, required), v.maxLength(max, tooLong(field, max)), v.trim())

/** Text that may be absent, null or empty (then null), at most `max` characters; trimmed. */
export const optionalText = (field: string, max: number) =>
  v.pipe(
    // Absent is null too (the default), so the record always has the field.
    v.nullish(v.pipe(v.string(`${field} must be text.`), v.maxLength(max, tooLong(field, max)), v.trim()), null),
    v.transform((text) => (text === null || text === '' ? null : text)),
  )

/** The email rule (rules.ts), lower-cased. */
export const emailField = v.pipe(
  v.string(REQUIRED.email),
  v.check(notBlank, REQUIRED.email),
  v.maxLength(EMAIL_MAX, tooLong('email', EMAIL_MAX)),
  v.trim(),
  v.toLowerCase(),
  v.check(isEmail, INVALID_EMAIL),
)

/** A Nigerian phone number (rules.ts). */
export const phoneField = v.pipe(
  requiredText('phone', REQUIRED.phoneNumber, TEXT_LIMITS.phone),
  v.check(isPhoneNumber, INVALID_PHONE),
)

/** A password a shopper chooses (signup, verification, reset). */
export const newPasswordField = v.pipe(
  v.string(REQUIRED.password),
  v.nonEmpty(REQUIRED.password),
  v.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT),
  v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG),
)

/** The largest record id either engine keeps: PostgreSQL's `integer` (SQLite's is wider). */
export const ID_MAX = 2_147_483_647

const isIdLike = (value: number | string) => {
  const id = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN
  return Number.isInteger(id) && id > 0 && id <= ID_MAX
}

/**
 * A record id: a positive whole number, sent as a number or a numeric string. Absent, null or
 * empty says `required`; anything else that is not an id says `invalid`.
 */
export const idRef = (required: string, invalid: string) =>
  v.pipe(
    v.custom<number | string>((value) => given(value), required),
    v.custom<number | string>(
      (value) => (typeof value === 'number' || typeof value === 'string') && isIdLike(value),
      invalid,
    ),
    v.transform((value) => Number(value)),
    v.check((id: number) => Number.isSafeInteger(id), invalid),
  )

/** An id field of a body: `field must be a positive whole number.` when it is not one. */
export const idOf = (field: string, required: string) => idRef(required, `${field} must be a positive whole number.`)

/** A star rating, as a number or a numeric string. */
export const ratingField = v.pipe(
  v.custom<number | string>(given, REQUIRED.rating),
  v.transform((value) => (typeof value === 'string' ? Number(value) : value)),
  v.check((value) => Number.isInteger(value) && value >= RATING.min && value <= RATING.max, INVALID_RATING),
)

/** A number in a query (text on the wire) or a body; empty is absent. */
const numberLike = (message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value)),
  )

/** An optional number from `min` to `max`. */
export const optionalNumber = (field: string, min: number, max: number) => {
  const message = `${field} must be a number from ${min} to ${max}.`
  return v.optional(
    v.pipe(
      numberLike(message),
      v.check((value) => value === undefined || (Number.isFinite(value) && value >= min && value <= max), message),
    ),
  )
}

/** An optional whole number from `min` to `max` (a page, a page size). */
export const optionalWholeNumber = (field: string, min: number, max: number, whole: string) =>
  v.pipe(
    optionalNumber(field, min, max),
    v.check((value) => value === undefined || Number.isInteger(value), whole),
  )

/** A query flag: `true` or 'true' is set, anything else is not. */
export const flagField = v.optional(
  v.pipe(
    v.union([v.boolean(), v.string()]),
    v.transform((value) => value === true || value === 'true'),
  ),
)

const inRange = (min: number, max: number) => (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
}
const toNumber = (value: number | string | null | undefined) =>
  value === undefined || value === null || value === '' ? undefined : Number(value)
const coordinate = v.optional(v.nullable(v.union([v.number(), v.string()])))

/** The shopper's position; both parts valid, else "Latitude and longitude are required.". */
export const positionFields = {
  latitude: v.pipe(
    v.custom<number | string>(inRange(-90, 90), REQUIRED.coordinates),
    v.transform((value) => Number(value)),
  ),
  longitude: v.pipe(
    v.custom<number | string>(inRange(-180, 180), REQUIRED.coordinates),
    v.transform((value) => Number(value)),
  ),
}

type LooseCoordinates = {
  latitude?: number | string | null | undefined
  longitude?: number | string | null | undefined
}

/**
 * An optional position: both parts absent is none; when either is sent (or `needed` says so for
 * this body), both must be valid. `T` is the body it checks (its object schema's output).
 */
export const optionalPosition = <T>(needed: (body: T) => boolean = () => false) =>
  v.check<T, string>((body) => {
    const { latitude, longitude } = body as LooseCoordinates
    if (!given(latitude) && !given(longitude) && !needed(body)) return true
    return inRange(-90, 90)(latitude) && inRange(-180, 180)(longitude)
  }, REQUIRED.coordinates)

/** The entries of an optional position (checked together by `optionalPosition`). */
export const optionalPositionEntries = { latitude: coordinate, longitude: coordinate }

/** A position whose parts are read as numbers, or null when absent (after `optionalPosition`). */
export const positionOf = (body: LooseCoordinates): { lat: number; lng: number } | null => {
  const lat = toNumber(body.latitude)
  const lng = toNumber(body.longitude)
  return lat === undefined || lng === undefined ? null : { lat, lng }
}

/** A position that is used only when valid (a search may be asked from anywhere). */
export const lenientPosition = (body: LooseCoordinates): { lat: number; lng: number } | null =>
  inRange(-90, 90)(body.latitude) && inRange(-180, 180)(body.longitude) ? positionOf(body) : null
