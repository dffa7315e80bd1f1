// The account forms' field rules, checked before anything is sent. The limits are the
// contract's (contract/rules.ts), which the server checks on arrival: the password's length,
// the username's; the messages say what to do, in the shopper's words. The email rule is
// every form's: emailError in contract/rules.ts.

import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, TEXT_LIMITS } from '@contract/rules'
import type { FieldError } from '@/ui/use-form'

export { CODE_LENGTH, PASSWORD_MIN }

/** The server's words for a login before the email is verified (a 400; docs/errors.md#auth shows them as sent). */
export const UNVERIFIED_LOGIN = 'Verify your email before logging in.'

export function requiredError(value: string, label: string): FieldError {
  return value.trim() === '' ? `${label} is required.` : undefined
}

export function usernameError(value: string): FieldError {
  const username = value.trim()
  if (username.length > TEXT_LIMITS.username) return `Username must be at most ${TEXT_LIMITS.username} characters.`
  if (/\s/.test(username)) return 'Username cannot contain spaces.'
  return undefined
}

export function passwordError(value: string): FieldError {
  if (value === '') return 'Password is required.'
  if (value.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`
  if (value.length > PASSWORD_MAX) return PASSWORD_TOO_LONG
  return undefined
}

export function confirmError(value: string, password: string): FieldError {
  if (value === '') return 'Type the new password again.'
  return value === password ? undefined : 'The passwords do not match.'
}

export function codeError(value: string): FieldError {
  if (value === '') return `Enter the ${CODE_LENGTH}-digit code from the email.`
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value) ? undefined : `The code is ${CODE_LENGTH} digits.`
}

/** Keeps only digits, so a pasted "123 456" or "123-456" still works. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH)
}

export { collectErrors, type Errors, type FieldError } from '@/ui/use-form'
