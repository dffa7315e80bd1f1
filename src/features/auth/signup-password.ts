// The password typed at signup, held in this page's memory only — never stored, never put in a
// URL or history state — so that once the emailed code is right the shopper is signed in without
// typing it again, and goes on where they started (checkout, a coupon). A reload forgets it:
// then they log in as before. It is handed over once, to the same email, within the code's life.
// It also goes with the code to the server: the verifier's own password is the one that works.

const HOLD_MS = 30 * 60 * 1000

let held: { email: string; password: string; until: number } | null = null

const sameEmail = (email: string) => email.trim().toLowerCase()

export function holdSignupPassword(email: string, password: string, now = Date.now()): void {
  held = { email: sameEmail(email), password, until: now + HOLD_MS }
}

/**
 * The password held for `email`, kept: the verify call sends it with the code (the server sets
 * it then, so a squatter's signup never decides the password), and a wrong code can be retried.
 */
export function peekSignupPassword(email: string, now = Date.now()): string | undefined {
  if (!held || held.email !== sameEmail(email) || now > held.until) return undefined
  return held.password
}

/** The password held for `email`, once: it is forgotten whatever the answer. */
export function takeSignupPassword(email: string, now = Date.now()): string | undefined {
  const taken = held
  held = null
  if (!taken || taken.email !== sameEmail(email) || now > taken.until) return undefined
  return taken.password
}
