// The account forms' field rules, checked before anything is sent. The server's own rules are
// the floor (server/routes/account.ts): password at least 8 characters, names required,
// username at most 60; the messages say what to do, in the shopper's words. The email rule is
// every form's: emailError in src/lib/contact-rules.

import { PASSWORD_MIN } from '@contract/rules'
import type { FieldError } from '@/ui/use-form'

export { PASSWORD_MIN }

/** The server's words for a login before the email is verified (a 400; SPEC §8 shows them as sent). */
export const UNVERIFIED_LOGIN = 'Verify your email before logging in.'

export const CODE_LENGTH = 6

export function requiredError(value: string, label: string): FieldError {
  return value.trim() === '' ? `${label} is required.` : undefined
}

export function usernameError(value: string): FieldError {
  const username = value.trim()
  if (username.length > 60) return 'Username must be at most 60 characters.'
  if (/\s/.test(username)) return 'Username cannot contain spaces.'
  return undefined
}

export function passwordError(value: string): FieldError {
  if (value === '') return 'Password is required.'
  if (value.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`
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
