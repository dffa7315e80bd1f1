// Business constants of the reference server. Money is whole naira.

/** The `{product}` segment of API paths (DESIGN.md). */
export const PRODUCT = 'gidideals'
export const API_BASE = '/beta'

/** Nigerian VAT. */
export const VAT_RATE = 0.075
/** Service charge: 2.5 % of the subtotal, rounded to the naira, at least ₦100. */
export function serviceChargeFor(subtotal: number): number {
  return Math.max(100, Math.round(subtotal * 0.025))
}

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60
export const CODE_MINUTES = 15

const MB = 1024 * 1024

export const JSON_BODY_LIMIT = 100 * 1024
export const IMAGE_LIMIT = 5 * MB
export const VIDEO_LIMIT = 50 * MB
/** "A few images, one video" per upload request. */
export const MAX_IMAGES_PER_UPLOAD = 6
export const MAX_VIDEOS_PER_UPLOAD = 1
/** Room for the multipart boundaries, part headers and the `blog` field. */
const MULTIPART_OVERHEAD = 64 * 1024
/** The two upload routes (under API_BASE) take what they accept; every other route a JSON body. */
export const UPLOAD_BODY_LIMITS: Record<string, number> = {
  '/blog/create-blog-images': MAX_IMAGES_PER_UPLOAD * IMAGE_LIMIT + MULTIPART_OVERHEAD,
  '/blog/create-blog-videos': MAX_VIDEOS_PER_UPLOAD * VIDEO_LIMIT + MULTIPART_OVERHEAD,
}
/**
 * The rest of a body answered early (request-body.ts) is read and discarded when it is within
 * its route's limit plus this slack, in this time; a larger or slower one closes the connection.
 */
export const BODY_DRAIN = { slackBytes: 1 * MB, maxMs: 60_000 }

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 50

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Budgets for the account calls (server/rate-limit.ts; keys in routes/account.ts). Per-address
 * budgets are generous: Nigerian mobile networks put many phones behind one carrier NAT
 * address. Per-account budgets are keyed by address AND account where a stranger could
 * otherwise lock a shopper out from everywhere; an emailed code is limited per account.
 */
export const RATE_LIMITS = {
  /** Wrong passwords for one account from one address; a correct password clears it. */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords from one address, any accounts: one address can't spray many accounts. */
  loginFailuresPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  /** Signups from one address. */
  signupsPerAddress: { limit: 30, windowMs: HOUR },
  /** Codes asked for one account (signup, resend, password reset) from one address. */
  codeRequestsPerAccount: { limit: 5, windowMs: HOUR },
  /** Resend and password-reset requests from one address, any accounts. */
  codeRequestsPerAddress: { limit: 50, windowMs: HOUR },
  /** Wrong tries of one emailed 6-digit code; then the code is void and a new one is needed. */
  wrongTriesPerCode: 5,
  /** Wrong codes for one account, across new codes: at most ~15 guesses of 10^6 an hour. */
  wrongCodesPerAccount: { limit: 15, windowMs: HOUR },
  /** Wrong codes from one address, any accounts. */
  wrongCodesPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  /** New-password calls for one account from one address, and from one address in all. */
  newPasswordsPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  newPasswordsPerAddress: { limit: 50, windowMs: 15 * MINUTE },
}

export type RateLimits = typeof RATE_LIMITS
