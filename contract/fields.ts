// The fields a request carries, as Valibot schemas that say the rule and its message. The
// endpoints' `request` schemas (contract/endpoints/*.ts) are built from these, the server parses
// every body and query with them (server/http/request-input.ts), and the app's forms check their
// fields with the same schemas (src/ui/use-form.ts), showing each field's first issue: a rule
// and its words are written once (docs/validation.md).
//
// Each schema's own message (its root's `message`) is also what a missing field says: Valibot
// reports a missing key on the object, and the server reads the entry's message for it
// (server/http/request-input.ts).
import * as v from 'valibot'
import { CURRENT_PASSWORD_REQUIRED, REQUIRED } from './messages'
import {
  CODE_DIGITS,
  CODE_LENGTH,
  EMAIL_MAX,
  ENTER_CODE,
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
  USERNAME_SPACES,
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
  v.maxLength(EMAIL_MAX, tooLong('Email', EMAIL_MAX)),
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

/** A password that is asked for, not chosen: only that it is there (whose it is, the server says). */
export const passwordGiven = (required: string) => v.pipe(v.string(required), v.nonEmpty(required))

/** The current password, to change the password or the email. */
export const currentPasswordField = passwordGiven(CURRENT_PASSWORD_REQUIRED)

/**
 * A login form's fields, each named when it is missing. The login call itself says only
 * 'Credentials are required.' (docs/validation.md); the form never sends without both.
 */
export const loginFields = {
  email: v.pipe(v.string(REQUIRED.email), v.check(notBlank, REQUIRED.email)),
  password: passwordGiven(REQUIRED.password),
}

/** The names an account carries. */
export const firstNameField = requiredText('First name', REQUIRED.firstName, TEXT_LIMITS.name)
export const lastNameField = requiredText('Last name', REQUIRED.lastName, TEXT_LIMITS.name)

/** An optional username: one word, at most TEXT_LIMITS.username characters. */
export const usernameField = v.pipe(
  optionalText('Username', TEXT_LIMITS.username),
  v.check((name) => name === null || !/\s/.test(name), USERNAME_SPACES),
)

const codePattern = new RegExp(`^\\d{${CODE_LENGTH}}$`)

/** An emailed verification or reset code (docs/validation.md#code). */
export const emailedCodeField = v.pipe(
  v.string(ENTER_CODE),
  v.check(notBlank, ENTER_CODE),
  v.trim(),
  v.check((code) => codePattern.test(code), CODE_DIGITS),
)

/** Where an order goes (pickup sends the store's address). */
export const shippingAddressField = requiredText(
  'Delivery address',
  REQUIRED.shippingAddress,
  TEXT_LIMITS.shippingAddress,
)

/** The feedback form's payload (docs/validation.md#feedback): names optional, the rest required. */
export const feedbackFields = {
  category: requiredText('category', REQUIRED.category, TEXT_LIMITS.category),
  firstName: optionalText('firstName', TEXT_LIMITS.name),
  lastName: optionalText('lastName', TEXT_LIMITS.name),
  phoneNumber: phoneField,
  email: emailField,
  feedback: requiredText('feedback', REQUIRED.feedback, TEXT_LIMITS.feedback),
}

/** A post's categories: a list or comma-separated text; blanks dropped, the first few kept. */
const categoriesField = v.pipe(
  v.custom<readonly string[] | string>((value) => Array.isArray(value) || typeof value === 'string', REQUIRED.category),
  v.transform((raw) =>
    (typeof raw === 'string' ? raw.split(',') : raw)
      .filter((value): value is string => typeof value === 'string')
      .map((value) => value.trim())
      .filter(Boolean)
      .slice(0, TEXT_LIMITS.maxCategories),
  ),
  v.minLength(1, REQUIRED.category),
)

/** A blog post's text (docs/api.md#blog). */
export const blogPostFields = {
  title: requiredText('title', REQUIRED.title, TEXT_LIMITS.blogTitle),
  categories: categoriesField,
  article: requiredText('article', REQUIRED.article, TEXT_LIMITS.article),
  location: requiredText('location', REQUIRED.location, TEXT_LIMITS.blogLocation),
}

/**
 * A rule over several fields of `T`, said under `field` (where it is put right): "the passwords
 * do not match" under the second typing. It is checked whatever the fields' own issues, so
 * `holds` may see a wrong field as it was sent (for a form: the text as typed).
 */
export const ruleUnder = <T extends Record<string, unknown>>(
  field: keyof T & string,
  holds: (values: T) => boolean,
  message: string,
) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    // No object at all (a body that is none): the object schema has said so already. An object
    // whose fields have issues is untyped, but holds what was sent.
    const sent: unknown = dataset.value
    if (typeof sent !== 'object' || sent === null) return
    const values = sent as T
    if (holds(values)) return
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key: field, value: values[field] }] })
  })

/** `field`, or blank text: for a form's field that may be left empty. */
export const blankOr = <S extends v.GenericSchema<string, unknown>>(field: S) =>
  v.union([v.pipe(v.string(), v.trim(), v.literal('')), field])

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
