// The domain's rules that the app checks before sending and the server checks on arrival:
// deal kinds, the email and phone rules, passwords, ratings, text and upload limits. The
// fields built on them, with their words, are in fields.ts.

// What a deal is (the server's `kind` column, the app's deal pages). The kinds live in a module of their own: the cart
// in the app's shell needs them and nothing else of this file, which would otherwise ride along in the shell's chunk.
export { DEAL_KINDS, type DealKind } from './deal-kinds'

/** The deal kinds that have a hot-deals list (docs/api.md). */
export const HOT_DEAL_KINDS = ['discount', 'coupon', 'featured'] as const
export type HotDealKind = (typeof HOT_DEAL_KINDS)[number]

/** What a shopper can like; all but blog posts can be rated. */
export const TARGETS = ['coupon', 'discount', 'featured', 'store', 'blog'] as const
export type Target = (typeof TARGETS)[number]
export type RatableTarget = Exclude<Target, 'blog'>

/** What a shopper looked at or clicked; the store one counts visits to a store page. */
export const INTERACTION_KINDS = ['discount', 'coupon', 'featured', 'menu', 'store'] as const
export type InteractionKind = (typeof INTERACTION_KINDS)[number]

export const INVALID_EMAIL = 'Enter an email address like name@example.com.'
export const INVALID_PHONE = 'Enter a phone number like 0803 123 4567 or +234 803 123 4567.'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const EMAIL_MAX = 254

export function isEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= EMAIL_MAX && emailPattern.test(email)
}

/** The number without the spaces, dashes, dots and brackets people write between digits. */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s\-.()]/g, '')
}

/**
 * A Nigerian number: 0 and ten digits (0803 123 4567), or the country code and the same ten
 * digits (+234 803 123 4567, 234 803…, and the often written +234 0803…).
 */
export function isPhoneNumber(value: string): boolean {
  return /^(?:\+?2340?|0)[1-9]\d{9}$/.test(compactPhone(value))
}

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 200
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters.`

/** The emailed verification and reset codes: CODE_LENGTH digits. */
export const CODE_LENGTH = 6
export const ENTER_CODE = `Enter the ${CODE_LENGTH}-digit code from the email.`
export const CODE_DIGITS = `The code is ${CODE_LENGTH} digits.`

/** A username is one word. */
export const USERNAME_SPACES = 'Username cannot contain spaces.'

/** A star rating. */
export const RATING = { min: 1, max: 5 } as const
export const INVALID_RATING = `Rating must be a whole number from ${RATING.min} to ${RATING.max}.`

export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING.min && value <= RATING.max
}

/**
 * A first or last name's longest. Its own export so the profile form can use it: the rules
 * module is in the app's shell, and a lazy page's import of TEXT_LIMITS would pull it all in.
 */
export const NAME_MAX = 100

/** Longest text the server keeps per field (characters). */
export const TEXT_LIMITS = {
  name: NAME_MAX,
  username: 60,
  storeSearch: 100,
  comment: 2000,
  blogTitle: 200,
  article: 20000,
  blogLocation: 100,
  maxCategories: 10,
  category: 60,
  subject: 200,
  feedback: 5000,
  phone: 30,
  shippingAddress: 500,
  interactionType: 40,
  reference: 64,
  code: 12,
} as const

const MB = 1024 * 1024

/** What the two upload calls take (docs/api.md#blog "a few images, one video"). */
export const UPLOAD_LIMITS = {
  imageBytes: 5 * MB,
  videoBytes: 50 * MB,
  imagesPerUpload: 6,
  videosPerUpload: 1,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  videoTypes: ['video/mp4', 'video/webm'],
} as const

/** Stores per near-me page. */
export const PAGE_SIZE = { default: 20, max: 50 } as const

/**
 * Comments each post carries in the blog list (`inList`) and on its own page (`onPost`), the
 * latest ones, with comments_count; blogComments pages the rest. Shared so the app asks for
 * the older pages in steps of `onPost` and starts just past what the post carried.
 */
export const BLOG_COMMENTS = { inList: 3, onPost: 20 } as const
