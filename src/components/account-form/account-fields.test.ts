import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { newPasswordField } from '@contract/fields'
import { formErrors } from '@/ui/form-errors'
import { confirmField, digitsOnly, passwordsMatch } from './account-fields'

const typedTwice = v.pipe(v.object({ password: newPasswordField, confirm: confirmField }), passwordsMatch())
const confirmError = (confirm: string, password: string) => formErrors(typedTwice, { password, confirm }).confirm

describe('account fields', () => {
  it('asks for the new password twice, the same both times', () => {
    expect(confirmError('', 'x')).toBe('Type the new password again.')
    expect(confirmError('y', 'x')).toBe('The passwords do not match.')
    expect(confirmError('x', 'x')).toBeUndefined()
    // The first typing's own error does not hide the second's.
    expect(formErrors(typedTwice, { password: 'short', confirm: 'other' })).toEqual({
      password: 'Password must be at least 8 characters.',
      confirm: 'The passwords do not match.',
    })
  })

  it('keeps only the digits of a typed or pasted code', () => {
    expect(digitsOnly('12 34-56 78')).toBe('123456')
  })
})
