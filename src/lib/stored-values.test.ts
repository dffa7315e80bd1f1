import { describe, expect, it } from 'vitest'
import { isPositiveInteger, isRecord } from './stored-values'

describe('stored values', () => {
  it('takes a plain object for a record, not null, an array or a primitive', () => {
    expect(isRecord({ id: 1 })).toBe(true)
    for (const value of [null, undefined, [], [1], 'text', 3]) expect(isRecord(value), String(value)).toBe(false)
  })

  it('takes a whole number from 1 up, exact in a double, and nothing else', () => {
    for (const value of [1, 42, Number.MAX_SAFE_INTEGER]) expect(isPositiveInteger(value), String(value)).toBe(true)
    for (const value of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity, '2', null])
      expect(isPositiveInteger(value), String(value)).toBe(false)
  })
})
