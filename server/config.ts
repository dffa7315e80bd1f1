// Operating constants of the reference server. What the app must agree with (paths, prices,
// input limits) is in contract/; these are the server's own budgets and lifetimes.
import { contentEndpoints } from '../contract/endpoints/content'
import { MEDIA_PATH, PAYMENT_PAGE_PATH } from '../contract/endpoints/sales'
import { API_BASE, PRODUCT } from '../contract/endpoint'
import { PAGE_SIZE, UPLOAD_LIMITS } from '../contract/rules'

export { API_BASE, MEDIA_PATH, PAYMENT_PAGE_PATH, PRODUCT }

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60
export const CODE_MINUTES = 15
/** A reset token (from a correct reset code) lets the new password in for this long. */
export const RESET_TOKEN_MINUTES = 10
/** Live sessions per shopper; a login beyond it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 20

const MB = 1024 * 1024

export const JSON_BODY_LIMIT = 100 * 1024
export const IMAGE_LIMIT = UPLOAD_LIMITS.imageBytes
export const VIDEO_LIMIT = UPLOAD_LIMITS.videoBytes
/** "A few images, one video" per upload request. */
export const MAX_IMAGES_PER_UPLOAD = UPLOAD_LIMITS.imagesPerUpload
export const MAX_VIDEOS_PER_UPLOAD = UPLOAD_LIMITS.videosPerUpload
/** Room for the multipart boundaries, part headers and the `blog` field. */
const MULTIPART_OVERHEAD = 64 * 1024
/** The two upload routes (under API_BASE) take what they accept; every other route a JSON body. */
export const UPLOAD_BODY_LIMITS: Record<string, number> = {
  [contentEndpoints.uploadBlogImages.path]: MAX_IMAGES_PER_UPLOAD * IMAGE_LIMIT + MULTIPART_OVERHEAD,
  [contentEndpoints.uploadBlogVideos.path]: MAX_VIDEOS_PER_UPLOAD * VIDEO_LIMIT + MULTIPART_OVERHEAD,
}
/**
 * The rest of a body answered early (http/request-body.ts) is read and discarded when it is within
 * its route's limit plus this slack, in this time; a larger or slower one closes the connection.
 */
export const BODY_DRAIN = { slackBytes: 1 * MB, maxMs: 60_000 }

export const DEFAULT_PAGE_SIZE = PAGE_SIZE.default
export const MAX_PAGE_SIZE = PAGE_SIZE.max

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Uploaded media a shopper may keep in all; an upload over it is refused (413). */
export const UPLOAD_QUOTA_BYTES = 200 * MB
/**
 * Upload bodies on disk in flight at once across all shoppers (MEDIA_DIR/.incoming), counted as
 * their bytes arrive (never from a declared length): past it, an upload is asked to come back (503).
 * With one upload in flight per account, a pair or trio of accounts holds at most 3 videos of it.
 */
export const UPLOAD_DISK_BYTES = 512 * MB
/**
 * How fast an upload must arrive: at least `minBytesPerSecond` over every window of `graceMs`
 * (sending fast, then stalling, is cut at the next window's end); never `idleMs` without a byte;
 * done within `deadlineMs`. A trickle holds nothing for long.
 */
export const UPLOAD_PACE = { graceMs: 10_000, minBytesPerSecond: 16 * 1024, idleMs: 15_000, deadlineMs: 15 * MINUTE }

/** Comments each post carries in the blog list, and on its own page; the rest page (blogComments). */
export { BLOG_COMMENTS } from '../contract/rules'

export const IDEMPOTENCY = {
  /** How long a stored answer is replayed. */
  ttlMs: 24 * HOUR,
  /** A first request still unfinished after this is taken as lost (the process stopped). */
  inFlightMs: MINUTE,
  purgeEveryMs: MINUTE,
}

/**
 * Budgets (server/limits/rate-limit.ts) and slowdowns (server/limits/slowdown.ts); keys in the routes.
 * Per-address budgets are generous: Nigerian mobile networks put many phones behind one
 * carrier NAT address. Budgets keyed by address AND account let a stranger lock no one out;
 * the per-account slowdowns grow a wait instead of shutting the account, so the owner always
 * gets through (a device the owner logged in from skips the password slowdown altogether).
 */
export const RATE_LIMITS = {
  /** Every login attempt from one address: bounds the password hashing one address can cause. */
  loginsPerAddress: { limit: 300, windowMs: 15 * MINUTE },
  /** Every login attempt from one network (an IPv6 /48; an IPv4 address is its own). */
  loginsPerNetwork: { limit: 1000, windowMs: 15 * MINUTE },
  /** Successful logins of one account (sessions it opens), from anywhere. */
  loginsPerAccount: { limit: 30, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from one address; a correct password clears it. */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords from one address, any accounts: one address can't spray many accounts. */
  loginFailuresPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords for one account from anywhere (many addresses): past `free`, each attempt
   * waits a growing time after the last failure. A correct password clears it.
   */
  loginSlowdown: { free: 20, baseMs: 1000, maxMs: 5 * MINUTE, windowMs: HOUR },
  /** Signups from one address. */
  signupsPerAddress: { limit: 30, windowMs: HOUR },
  /** Codes asked for one account (signup, resend, password reset) from one address. */
  codeRequestsPerAccount: { limit: 5, windowMs: HOUR },
  /** Resend and password-reset requests from one address, any accounts. */
  codeRequestsPerAddress: { limit: 50, windowMs: HOUR },
  /** Codes asked for one account from one network (an IPv6 /48; an IPv4 address). */
  codeRequestsPerNetwork: { limit: 10, windowMs: HOUR },
  /** Wrong tries of one emailed 6-digit code from one address; a new code starts afresh. */
  wrongTriesPerCode: 5,
  /** Wrong tries of one code from all addresses together; then the code is void. */
  wrongTriesPerCodeTotal: 20,
  /** Wrong codes from one address, any accounts. */
  wrongCodesPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  /** E-mail changes asked by one account, and from one address (each sends a mail to the new address). */
  emailChangesPerAccount: { limit: 5, windowMs: HOUR },
  emailChangesPerAddress: { limit: 20, windowMs: HOUR },
  /** Wrong tries of one e-mail change code (only its account can try): then the code is void. */
  wrongTriesPerEmailChange: 5,
  /** New-password calls for one account from one address, and from one address in all. */
  newPasswordsPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  newPasswordsPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  /** Feedback and contact-form messages from one address. */
  messagesPerAddress: { limit: 20, windowMs: HOUR },
  /** Newsletter sign-ups from one address. */
  newsletterPerAddress: { limit: 20, windowMs: HOUR },
  /** Recorded views, clicks and shares from one address. */
  interactionsPerAddress: { limit: 600, windowMs: 15 * MINUTE },
  /** What one account may write: blog comments, posts, store comments and orders. */
  blogCommentsPerUser: { limit: 30, windowMs: HOUR },
  blogPostsPerUser: { limit: 10, windowMs: 24 * HOUR },
  storeCommentsPerUser: { limit: 30, windowMs: HOUR },
  ordersPerUser: { limit: 30, windowMs: HOUR },
  /** Upload requests (pictures or a video) by one shopper, and from one address. */
  uploadsPerUser: { limit: 20, windowMs: HOUR },
  uploadsPerAddress: { limit: 60, windowMs: HOUR },
  /**
   * Quotes from one address: the app asks one each time a cart or checkout opens and before
   * Pay, and many phones share a carrier address. Bounds the pricing work one address causes.
   */
  quotesPerAddress: { limit: 1200, windowMs: 15 * MINUTE },
  /**
   * Store-key checks from one address, and from one network (an IPv6 /48), each counted as a
   * failure until the key is right: wrong keys get 429 past them, and so does a right one then.
   */
  storeKeyFailuresPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  storeKeyFailuresPerNetwork: { limit: 100, windowMs: 15 * MINUTE },
}

export type RateLimits = typeof RATE_LIMITS
