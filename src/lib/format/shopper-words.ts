import { REQUIRED, STATUS_MESSAGES } from '@contract/messages'

// What a shopper reads when something goes wrong, in one place (docs/errors.md#words). Every toast
// and inline error shows a kind heading in the product's voice first; the message the API layer
// gave (the error catalogue's words, kept exactly: docs/errors.md) follows as the detail. Raw
// platform errors ("Registration failed - permission denied") never reach the page: they are
// turned into plain words and what to do about them here.

/** The kinds of trouble a shopper can meet, each with its heading. */
export const KIND_HEADINGS = {
  payment: 'Your payment didn’t go through',
  code: 'That code didn’t work',
  'new-code': 'We couldn’t send a new code',
  password: 'Your password wasn’t changed',
  'sign-in': 'You’re not signed in yet',
  'sign-up': 'Your account wasn’t created',
  'sign-out': 'You’re still signed in',
  load: 'This didn’t load',
  saved: 'That wasn’t saved',
  sent: 'That wasn’t sent',
  missing: 'One more detail, please',
  location: 'We don’t know where you are yet',
  notifications: 'Deal alerts can’t reach this phone yet',
  access: 'This account can’t do that',
  'not-found': 'We couldn’t find that',
  server: 'Something broke on our side',
  cart: 'Your cart isn’t saved on this phone',
  problem: 'That didn’t work',
} as const

export type WordsKind = keyof typeof KIND_HEADINGS

/** A message as a shopper reads it: the heading, then the words the API layer gave. */
export type ShopperWords = { kind: WordsKind; heading: string; detail?: string }

/** The catalogue's opening words, and the kind each belongs to (first match wins). */
const BY_OPENING: ReadonlyArray<[RegExp, WordsKind]> = [
  [/^Checkout Payment Failed\b/, 'payment'],
  [/^Error Verifying OTP:/, 'code'],
  [/^Error Resending OTP:/, 'new-code'],
  // Forgot password sends a code; reset sets the new password.
  [/^Error Forgot Password:/, 'new-code'],
  [/^Error Reset Password:/, 'password'],
  [/^Could not change your password/, 'password'],
  [/^(Login failed|Token refresh failed|Verify your email before logging in)/, 'sign-in'],
  [/^Signup failed/, 'sign-up'],
  [/^(Unable to log out|Logout failed)/, 'sign-out'],
  [/^Failed to save cart/, 'cart'],
  [/^Could not get your location|^Your browser cannot share your location/, 'location'],
  [/^Error (fetching|getting)|^Failed to (fetch|load)|^Could not load|^Nothing came through/, 'load'],
  [/^Error occurred while fetching/, 'load'],
  [/^Failed to (turn|set up) (on |off )?deal alerts/, 'notifications'],
  [/^(Failed to|Error (liking|rating|subscribing)|Could not save)/, 'saved'],
  [/^(Error sending|Error creating|Could not (send|publish|post|upload|subscribe)|Something went wrong)/, 'sent'],
]

const BY_STATUS = new Map<string, WordsKind>([
  [STATUS_MESSAGES[403], 'access'],
  [STATUS_MESSAGES[404], 'not-found'],
  [STATUS_MESSAGES[500], 'server'],
])

const REQUIRED_MESSAGES: ReadonlySet<string> = new Set(Object.values(REQUIRED))

/** What a field asks for, in the shopper's words, when the catalogue's message is a bare 'X is required.'. */
const FIELD_ASKS = new Map<string, string>([
  [REQUIRED.phoneNumber, 'Add a phone number we can call or text about this.'],
  [REQUIRED.email, 'Add your email address.'],
  [REQUIRED.shippingAddress, 'Add where the rider should bring your order.'],
  [REQUIRED.feedback, 'Tell us what you’d like to say.'],
  [REQUIRED.category, 'Choose what this is about.'],
  [REQUIRED.password, 'Add your password.'],
  [REQUIRED.firstName, 'Add your first name.'],
  [REQUIRED.lastName, 'Add your last name.'],
  [REQUIRED.name, 'Add a name.'],
  [REQUIRED.content, 'Write something first.'],
  [REQUIRED.title, 'Give your post a title.'],
  [REQUIRED.article, 'Write your post first.'],
  [REQUIRED.location, 'Say where this is.'],
  [REQUIRED.rating, 'Choose a number of stars.'],
])

/** The kind of trouble `message` tells of, from the catalogue's words it starts with. */
export function kindOf(message: string): WordsKind {
  const text = message.trim()
  const status = BY_STATUS.get(text)
  if (status) return status
  // Nobody signed in: a call that needs an account says 'User is required.'.
  if (text === REQUIRED.user) return 'sign-in'
  if (REQUIRED_MESSAGES.has(text)) return 'missing'
  return BY_OPENING.find(([opening]) => opening.test(text))?.[1] ?? 'problem'
}

/** `message` as a shopper reads it: the kind's heading, the message as the detail. */
export function shopperWords(message: string, kind: WordsKind = kindOf(message)): ShopperWords {
  const detail = message.trim()
  // A missing detail says which one ('Add your email address.'), wherever it shows.
  const heading = (kind === 'missing' ? FIELD_ASKS.get(detail) : undefined) ?? KIND_HEADINGS[kind]
  return { kind, heading, ...(detail ? { detail } : {}) }
}

/**
 * A field's error as the shopper reads it: what to add, then the catalogue's message as the
 * detail. A field rule's own sentence ('At least 8 characters.') is already plain: no heading.
 */
export function fieldWords(message: string): { heading?: string; detail: string } {
  const text = message.trim()
  if (!REQUIRED_MESSAGES.has(text)) return { detail: text }
  return { heading: FIELD_ASKS.get(text) ?? KIND_HEADINGS.missing, detail: text }
}

/** Where to unblock notifications, said once for every page that needs it. */
export const UNBLOCK_NOTIFICATIONS =
  'To turn them on, tap the lock or info icon beside the address bar, choose Notifications (or Site settings) and allow them for this site, then tap the bell again.'

/** The same, step by step, for the help beside the e-mail alerts offer (site settings → Notifications → Allow). */
export const UNBLOCK_STEPS = [
  'Tap the lock or info icon beside the address bar.',
  'Open Site settings (or Permissions), then Notifications.',
  'Choose Allow, then come back and reload this page.',
] as const

/** E-mail alerts need the server: offline, a tap changes nothing and says so. */
export const MAIL_ALERTS_OFFLINE =
  'You’re offline, so your e-mail alerts weren’t changed. Tap again when you’re back online.'

/**
 * A browser's refusal to set up push (a DOMException such as AbortError "Registration failed -
 * permission denied", NotAllowedError, NotSupportedError) in plain words with how to unblock.
 * The platform's own text is never shown: it speaks to a developer.
 */
export function pushProblemWords(error: unknown): ShopperWords {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const blocked = name === 'NotAllowedError' || /permission|denied|blocked/i.test(text)
  if (blocked) {
    return {
      kind: 'notifications',
      heading: KIND_HEADINGS.notifications,
      detail: `Notifications are blocked for this site in your browser. ${UNBLOCK_NOTIFICATIONS}`,
    }
  }
  if (name === 'NotSupportedError') {
    return {
      kind: 'notifications',
      heading: KIND_HEADINGS.notifications,
      detail: 'This browser can’t receive deal alerts. Chrome, Firefox or Edge on this phone can.',
    }
  }
  return {
    kind: 'notifications',
    heading: KIND_HEADINGS.notifications,
    detail:
      'This phone’s browser couldn’t reach its notification service. Check your connection and try again; phones without Google services may not get alerts.',
  }
}

/** The heading and detail on one line, for places that take plain text (an aria label, a title). */
export function asSentence(words: Pick<ShopperWords, 'heading' | 'detail'>): string {
  return words.detail ? `${words.heading}. ${words.detail}` : words.heading
}
