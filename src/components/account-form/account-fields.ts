import * as v from 'valibot'
import { ruleUnder } from '@contract/fields'
import { CODE_LENGTH, PASSWORD_MIN } from '@contract/rules'

// What the account forms add to the contract's fields (contract/fields.ts): the new password
// typed a second time, which never leaves the phone, and the code field's tidying.

export { CODE_LENGTH, PASSWORD_MIN }
export { UNVERIFIED_LOGIN } from '@contract/messages'

export const TYPE_AGAIN = 'Type the new password again.'
export const PASSWORDS_DIFFER = 'The passwords do not match.'

/** The new password's second typing. */
export const confirmField = v.pipe(v.string(), v.nonEmpty(TYPE_AGAIN))

type Confirming = { password: string; confirm: string }

/** The second typing must be the first: said under the second, whatever the first's own error. */
export const passwordsMatch = <T extends Confirming>() =>
  ruleUnder<T>('confirm', (values) => values.confirm === values.password, PASSWORDS_DIFFER)

/** Keeps only digits, so a pasted "123 456" or "123-456" still works. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH)
}
