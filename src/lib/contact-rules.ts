import { REQUIRED } from '@contract/messages'

// How a shopper's (or their friend's) email and phone number are checked before anything is
// sent, and the words for each problem: one rule and one wording for every form in the app.
// The required messages are SPEC §5's; the others say what to type, with an example.

export const INVALID_EMAIL = 'Enter an email address like name@example.com.'
export const INVALID_PHONE = 'Enter a phone number like 0803 123 4567 or +234 803 123 4567.'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim())
}

/** The number without the spaces, dashes, dots and brackets people write between digits. */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s\-.()]/g, '')
}

/**
 * A Nigerian number: 0 and ten digits (0803 123 4567), or the country code and the same ten
 * digits (+234 803 123 4567, 234 803…, and the often written +234 0803…).
 */
export function isPhoneNumber(value: string): boolean {
  return /^(?:\+?2340?|0)[1-9]\d{9}$/.test(compactPhone(value))
}

/** 'Email is required.', a malformed address, or undefined when it will do. */
export function emailError(value: string): string | undefined {
  if (value.trim() === '') return REQUIRED.email
  return isEmail(value) ? undefined : INVALID_EMAIL
}

/** 'Phone Number is required.', a number that is not Nigerian, or undefined when it will do. */
export function phoneError(value: string): string | undefined {
  if (value.trim() === '') return REQUIRED.phoneNumber
  return isPhoneNumber(value) ? undefined : INVALID_PHONE
}
