import { describe, expect, it } from 'vitest'
import { codeError, confirmError, digitsOnly, passwordError, requiredError, usernameError } from './account-rules'

describe('account field rules', () => {
  it("holds passwords to the server's floor of 8 characters", () => {
    expect(passwordError('')).toBe('Password is required.')
    expect(passwordError('1234567')).toBe('Password must be at least 8 characters.')
    expect(passwordError('12345678')).toBeUndefined()
    expect(confirmError('', 'x')).toBe('Type the new password again.')
    expect(confirmError('y', 'x')).toBe('The passwords do not match.')
    expect(confirmError('x', 'x')).toBeUndefined()
  })

  it('takes names, an optional username and 6-digit codes', () => {
    expect(requiredError(' ', 'First name')).toBe('First name is required.')
    expect(usernameError('')).toBeUndefined()
    expect(usernameError('ada obi')).toBe('Username cannot contain spaces.')
    expect(usernameError('a'.repeat(61))).toBe('Username must be at most 60 characters.')
    expect(codeError('')).toBe('Enter the 6-digit code from the email.')
    expect(codeError('12345')).toBe('The code is 6 digits.')
    expect(codeError('123456')).toBeUndefined()
    expect(digitsOnly('12 34-56 78')).toBe('123456')
  })
})
