import { describe, expect, it } from 'vitest'
import { normalizeAddress } from './client-address'

describe('normalizeAddress', () => {
  it('unwraps IPv4-mapped addresses and keys IPv6 by its /64', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normalizeAddress('102.89.3.7')).toBe('102.89.3.7')
    expect(normalizeAddress('2001:DB8:0:0:1234::1')).toBe('2001:db8:0:0::/64')
    expect(normalizeAddress('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(normalizeAddress('2001:db8:0:0:ffff::9')).toBe(normalizeAddress('2001:0db8::1'))
  })
})
