import { ApiError, messageOf } from './errors'

// One plain sentence of what to do next, shown beside an error's message (docs/errors.md#advice). The
// message stays the error catalogue's (docs/errors.md), word for word; this sentence is the page's, never inside it, so
// a shopper reads "Internal Server Error - Try again later." and then what that means for them.

export const NEXT_STEPS = {
  network: 'Check that mobile data or Wi-Fi is on, then try again.',
  unexpected: 'Try again in a minute. If it keeps happening, tell us through the feedback button.',
  401: 'Log in again, then try again.',
  403: 'Log in with the account that may do this, or go back and choose something else.',
  404: 'It may have been removed, or the link may be mistyped: go back and choose another.',
  429: 'Too many tries in a row: wait a minute, then try again.',
  500: 'The problem is on our side, not your phone: try again in a few minutes.',
} as const

/** Statuses whose advice a caller words for its own form ('Check the newest code…'). */
export type NextStepOverrides = Partial<Record<'network' | 400 | 401 | 403 | 404 | 409 | 429 | 500, string>>

/**
 * What to do after `error`, or undefined when its message already says it (a 400's server words
 * name the field to fix) or it is not an API error at all.
 */
export function nextStep(error: unknown, overrides: NextStepOverrides = {}): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.kind === 'network') return overrides.network ?? NEXT_STEPS.network
  const status = error.status
  if (status !== undefined && status >= 500) return overrides[500] ?? NEXT_STEPS[500]
  if (status === 400 || status === 409) return overrides[status]
  if (status === 401 || status === 403 || status === 404 || status === 429)
    return overrides[status] ?? NEXT_STEPS[status]
  return error.kind === 'unexpected' ? NEXT_STEPS.unexpected : undefined
}

/** After a comment that was not posted: the words stay in the box for another go. */
export function commentHint(error: unknown): string {
  const step = nextStep(error)
  return step ? `Your words are kept. ${step}` : 'Your words are kept: tap Post comment to try again.'
}

/** A failure as a list shows it: the error catalogue's message and the next step (docs/errors.md#fetch) (src/ui/query-states). */
export function describeError(error: unknown): { message: string; hint?: string } {
  return { message: messageOf(error), hint: nextStep(error) }
}

/**
 * A read whose failure must name itself in the catalogue's words ('Error fetching adverts', 'Error fetching user
 * activities': docs/errors.md#fetch) even when a status gave the message: the status text follows the name.
 */
export function describeNamedError(error: unknown, name: string): { message: string; hint?: string } {
  const described = describeError(error)
  return described.message.startsWith(name) ? described : { ...described, message: `${name}: ${described.message}` }
}
