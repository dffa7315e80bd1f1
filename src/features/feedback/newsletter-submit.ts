import { subscribeToNewsletter } from '@/api/feedback'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { emailField } from '@contract/fields'
import { fieldError } from '@/ui/form-errors'

// The newsletter form's work, loaded on the first subscribe so the footer (on every page) stays
// small: the checks, the call, and what to tell the shopper.

export const SUBSCRIBED = "You're subscribed. Look out for the best Lagos deals in your inbox."
export const ALREADY_SUBSCRIBED = "You're already subscribed — the deals will keep coming."

/** `hint`: what to do next after a failed call, said beside its message. */
export type NewsletterOutcome = { kind: 'error' | 'done'; text: string; hint?: string }

/** The email's first issue (contract/fields.ts), or the call's answer, in the shopper's words. */
export async function submitNewsletter(email: string): Promise<NewsletterOutcome> {
  const address = email.trim()
  const invalid = fieldError(emailField, address)
  if (invalid) return { kind: 'error', text: invalid }
  try {
    const result = await subscribeToNewsletter(address)
    return { kind: 'done', text: result.alreadySubscribed ? ALREADY_SUBSCRIBED : SUBSCRIBED }
  } catch (error) {
    const hint = nextStep(error)
    return hint ? { kind: 'error', text: messageOf(error), hint } : { kind: 'error', text: messageOf(error) }
  }
}
