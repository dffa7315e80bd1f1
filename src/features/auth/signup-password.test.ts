import { describe, expect, it } from 'vitest'
import { holdSignupPassword, peekSignupPassword, takeSignupPassword } from './signup-password'

describe('the password held from signup', () => {
  it('is handed over once, to the same email, whatever its case and spaces', () => {
    holdSignupPassword('Ada@Example.ng', 'jollof-rice-2026', 1000)
    expect(takeSignupPassword(' ada@example.ng ', 2000)).toBe('jollof-rice-2026')
    expect(takeSignupPassword('ada@example.ng', 2000)).toBeUndefined()
  })

  it('is not handed to another email, and is forgotten then', () => {
    holdSignupPassword('ada@example.ng', 'jollof-rice-2026', 1000)
    expect(takeSignupPassword('tunde@example.ng', 2000)).toBeUndefined()
    expect(takeSignupPassword('ada@example.ng', 2000)).toBeUndefined()
  })

  it('can be read for the verify call without being handed over', () => {
    holdSignupPassword('ada@example.ng', 'jollof-rice-2026', 1000)
    expect(peekSignupPassword('tunde@example.ng', 2000)).toBeUndefined()
    expect(peekSignupPassword(' Ada@example.ng', 2000)).toBe('jollof-rice-2026')
    expect(peekSignupPassword('ada@example.ng', 30 * 60 * 1000 + 1001)).toBeUndefined()
    expect(takeSignupPassword('ada@example.ng', 2000)).toBe('jollof-rice-2026')
  })

  it('is forgotten after half an hour, as the emailed code would be', () => {
    holdSignupPassword('ada@example.ng', 'jollof-rice-2026', 0)
    expect(takeSignupPassword('ada@example.ng', 30 * 60 * 1000 + 1)).toBeUndefined()
  })
})
