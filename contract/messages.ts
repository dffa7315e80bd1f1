// The words both sides use. docs/errors.md#status gives the status texts; docs/validation.md the input messages. The
// server answers with them and the app shows them: one spelling of each.

/** docs/errors.md#status: what a shopper reads for these statuses, whatever the server's body says. */
export const STATUS_MESSAGES = {
  403: 'Access Forbidden - You may not have the required permissions.',
  404: 'The requested resource was not found.',
  500: 'Internal Server Error - Try again later.',
} as const

/** The reference server's 401 body (the original spec (docs/errors.md#401) names none). */
export const UNAUTHORIZED_MESSAGE = 'Authentication credentials were not provided or are invalid.'

/** docs/validation.md: every call checks its inputs and says these. */
export const REQUIRED = {
  user: 'User is required.',
  id: 'ID is required.',
  likeId: 'Like ID is required.',
  rating: 'Rating is required.',
  rateId: 'Rate ID is required.',
  content: 'Content is required.',
  email: 'Email is required.',
  category: 'Category is required.',
  phoneNumber: 'Phone Number is required.',
  feedback: 'Feedback is required.',
  title: 'Title is required.',
  article: 'Article is required.',
  location: 'Location is required.',
  blogId: 'Blog ID is required.',
  image: 'At least one image is required.',
  video: 'At least one video is required.',
  credentials: 'Credentials are required.',
  userInformation: 'User information is required.',
  refreshToken: 'Refresh token is required.',
  coordinates: 'Latitude and longitude are required.',
  placeType: 'Place type is required.',
  storeId: 'Store ID is required.',
  name: 'Name is required.',
  slug: 'Slug is required.',
  qrCodeId: 'QR Code ID is required.',
  // docs/validation.md has none for these; the reference server's words.
  password: 'Password is required.',
  interactionType: 'Interaction type is required.',
  reference: 'Reference is required.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  shippingAddress: 'Delivery address is required.',
} as const

/**
 * Profile and password changes (beyond the original spec (docs/api.md#extensions)) ask for the current password
 * in these words.
 */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.'
/** A new email needs the current password (docs/api.md#profile). */
export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email.'
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right. Check it and try again.'
/** A login before the email is verified (a 400; docs/errors.md#auth): the app offers the way to verify beside it. */
export const UNVERIFIED_LOGIN = 'Verify your email before logging in.'
export const EMAIL_TAKEN = 'That email belongs to another account. Use another email.'
/** A new e-mail is the account's once the code sent to it is entered (docs/api.md#profile). */
export const EMAIL_CHANGE_SENT = 'Profile saved. Enter the code we sent to your new email to change it.'
export const EMAIL_CHANGED = 'Email changed.'

/** How a call's failures are worded (docs/errors.md); src/api/errors.ts applies it. */
export type FailureNames = {
  /** The call's own failure message, e.g. 'Failed to like coupon'. */
  failure: string
  /** docs/errors.md#prefixes wrapped prefix, e.g. 'Error liking coupon:'. */
  prefix?: string
  /** Message for an answer that breaks the contract; defaults to `failure`. */
  unexpected?: string
}

/**
 * docs/errors.md#fetch gives each deal fetch a prefix; after it, the status text, the server's words or this
 * (a shopper's words: "Error fetching coupons: Nothing came through.", not "Request failed").
 */
export const REQUEST_FAILED = 'Nothing came through.'

/** A read's failure names from its docs/errors.md#prefixes prefix ('Error fetching coupons:'). */
export const fetchFailure = (prefix: string): FailureNames => ({
  prefix,
  failure: REQUEST_FAILED,
  unexpected: prefix.replace(/:$/, ''),
})
