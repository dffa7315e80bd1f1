import { describe, expect, it } from 'vitest'
import { compactPhone, isEmail, isPhoneNumber } from './rules'

describe('contact rules (the app checks them before sending, the server on arrival)', () => {
  it('takes an email address that looks like one', () => {
    expect(isEmail('ada@example.ng')).toBe(true)
    expect(isEmail('ada obi@example.ng')).toBe(false)
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

  it('reads a number without what people write between its digits', () => {
    expect(compactPhone(' +234 (803) 123-4567 ')).toBe('+2348031234567')
  })
})
