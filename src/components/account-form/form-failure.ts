import { NEXT_STEPS, nextStep, type NextStepOverrides } from '@/api/error-advice'
import { messageOf, STATUS_MESSAGES } from '@/api/errors'

/** What an account form shows after a failed call: the error catalogue's message (docs/errors.md), and what to do next. */
export type FormFailure = { message: string; hint?: string }

export function formFailure(error: unknown, fallback: string, overrides?: NextStepOverrides): FormFailure {
  const hint = nextStep(error, overrides)
  return hint ? { message: messageOf(error, fallback), hint } : { message: messageOf(error, fallback) }
}

/** A failure that is only words (the code resend reports its message). */
export const failureFromMessage = (message: string | null): FormFailure | null => (message ? { message } : null)

/** For wrong or expired emailed codes. */
export const CODE_HINT = 'Check the newest email from us (look in spam too), or tap Resend code for a new one.'

/**
 * After a failed login, by what the session kept of it (its message): no answer, our fault, or
 * the server's refusal of these details. A 403 has its own "verify your email" line.
 */
export function loginHint(message: string): string | undefined {
  if (message === STATUS_MESSAGES[403]) return undefined
  if (message === 'Login failed') return NEXT_STEPS.network
  if (message === STATUS_MESSAGES[500]) return NEXT_STEPS[500]
  return 'Check the email and password, or tap Forgot password? below to choose a new one.'
}

/** After a failed signup, by its message. */
export function signupHint(message: string): string | undefined {
  if (message === 'Signup failed') return NEXT_STEPS.network
  if (message === STATUS_MESSAGES[500]) return NEXT_STEPS[500]
  if (/exist/i.test(message))
    return 'Already have an account with this email? Log in below, or sign up with another email.'
  return undefined
}
