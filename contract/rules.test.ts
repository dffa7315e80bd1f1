import { describe, expect, it } from 'vitest'
import {
  compactPhone,
  EMAIL_MAX,
  emailError,
  INVALID_EMAIL,
  INVALID_PHONE,
  isEmail,
  isPhoneNumber,
  phoneError,
} from './rules'

describe('contact rules (the app checks them before sending, the server on arrival)', () => {
  it("asks for an email address that looks like one, in SPEC §5's words when it is missing", () => {
    expect(emailError('  ')).toBe('Email is required.')
    expect(emailError('ada@example')).toBe(INVALID_EMAIL)
    expect(emailError('ada@')).toBe('Enter an email address like name@example.com.')
    expect(emailError(' ada@example.ng ')).toBeUndefined()
    expect(isEmail('ada obi@example.ng')).toBe(false)
  })

  it('refuses in the form an address longer than the server keeps', () => {
    const local = 'a'.repeat(64)
    const longest = `${local}@${'b'.repeat(EMAIL_MAX - local.length - 5)}.com`
    expect(longest).toHaveLength(EMAIL_MAX)
    expect(emailError(longest)).toBeUndefined()
    expect(emailError(`a${longest}`)).toBe(INVALID_EMAIL)
  })

  it('takes Nigerian numbers however they are written', () => {
    for (const good of [
      '0803 123 4567',
      '08031234567',
      '+234 803 123 4567',
      '234-803-123-4567',
      '+234 (0)803 123 4567',
      '0701.234.5678',
    ]) {
      expect(isPhoneNumber(good), good).toBe(true)
    }
    for (const bad of [
      '0803',
      '12ab',
      'call me',
      '0803 123 45678',
      '1803 123 4567',
      '+44 20 7946 0958',
      '0000 000 0000',
    ]) {
      expect(isPhoneNumber(bad), bad).toBe(false)
    }
  })

  it("says 'Phone Number is required.' when there is none, and what to type when it is wrong", () => {
    expect(phoneError(' ')).toBe('Phone Number is required.')
    expect(phoneError('080')).toBe(INVALID_PHONE)
    expect(phoneError('0803 123 4567')).toBeUndefined()
    expect(compactPhone(' +234 (803) 123-4567 ')).toBe('+2348031234567')
  })
})
