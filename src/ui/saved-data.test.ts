import { describe, expect, it } from 'vitest'
import { showsSavedData } from './saved-data'

const answered = { data: ['a store'], fetchStatus: 'idle', isError: false, failureReason: null }

describe('showsSavedData', () => {
  it('is false for a fresh answer, and for no data at all', () => {
    expect(showsSavedData(answered)).toBe(false)
    expect(showsSavedData({ ...answered, data: undefined, isError: true, failureReason: new Error('x') })).toBe(false)
  })

  it('is true offline, after a failed refetch, and for the worker’s saved copy (kept failure reason)', () => {
    expect(showsSavedData({ ...answered, fetchStatus: 'paused' })).toBe(true)
    expect(showsSavedData({ ...answered, isError: true })).toBe(true)
    expect(showsSavedData({ ...answered, failureReason: new Error('no answer') })).toBe(true)
  })
})
