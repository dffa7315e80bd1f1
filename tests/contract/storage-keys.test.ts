import { describe, expect, it } from 'vitest'
import { DEVICE_KEYS, PERSONAL_KEYS, STORAGE_KEYS } from '../../contract/storage'

describe('storage keys', () => {
  it('puts every key either with the account (cleared at logout) or with the device, never both', () => {
    const personal = new Set<string>(PERSONAL_KEYS)
    const device = new Set<string>(DEVICE_KEYS)
    for (const key of Object.values(STORAGE_KEYS)) {
      expect(personal.has(key) !== device.has(key), `${key} is decided once`).toBe(true)
    }
  })

  it('keeps the anonymous cart on the device and the shopper with the account', () => {
    expect(DEVICE_KEYS).toContain(STORAGE_KEYS.cart)
    for (const key of [
      'user',
      'access',
      'refresh',
      'userActivities',
      'order_history',
      'checkout_draft',
      'pending_payment',
    ])
      expect(PERSONAL_KEYS).toContain(key)
  })
})
