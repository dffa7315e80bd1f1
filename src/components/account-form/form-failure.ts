import { LOGIN_ERRORS, SIGNUP_ERRORS } from '@/api/auth'
import { NEXT_STEPS, nextStep, type NextStepOverrides } from '@/api/error-advice'
import { failureMessage, messageOf, STATUS_MESSAGES, type ErrorSpec } from '@/api/errors'

/** What an account form shows after a failed call: the error catalogue's message (docs/errors.md), and what to do next. */
export type FormFailure = { message: string; hint?: string }

/** `error` as the form shows it; `call` names the failed call's words for an error that has none. */
export function formFailure(error: unknown, call: ErrorSpec, overrides?: NextStepOverrides): FormFailure {
  const message = messageOf(error, failureMessage(call))
  const hint = nextStep(error, overrides)
  return hint ? { message, hint } : { message }
}

/** For wrong or expired emailed codes. */
export const CODE_HINT = 'Check the newest email from us (look in spam too), or tap Resend code for a new one.'

/**
 * After a failed login, by what the session kept of it (its message): no answer, our fault, or
 * the server's refusal of these details. A 403 has its own "verify your email" line.
 */
export function loginHint(message: string): string | undefined {
  if (message === STATUS_MESSAGES[403]) return undefined
  if (message === failureMessage(LOGIN_ERRORS)) return NEXT_STEPS.network
  if (message === STATUS_MESSAGES[500]) return NEXT_STEPS[500]
  return 'Check the email and password, or tap Forgot password? below to choose a new one.'
}

/** After a failed signup, by its message. */
export function signupHint(message: string): string | undefined {
  if (message === failureMessage(SIGNUP_ERRORS)) return NEXT_STEPS.network
  if (message === STATUS_MESSAGES[500]) return NEXT_STEPS[500]
  if (/exist/i.test(message))
    return 'Already have an account with this email? Log in below, or sign up with another email.'
  return undefined
}
