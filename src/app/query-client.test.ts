import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { createQueryClient } from './query-client'

describe("the app's one retry rule (createQueryClient)", () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry
  const retries = (error: Error) => {
    if (typeof retry !== 'function') throw new Error('retry is a rule')
    let times = 0
    while (retry(times, error)) times += 1
    return times
  }

  it('retries a failure twice (SPEC §9)', () => {
    expect(retries(new ApiError('Internal Server Error - Try again later.', 'http', 500))).toBe(2)
    expect(retries(new ApiError('Failed to load deals', 'network'))).toBe(2)
  })

  it('never retries a 404: an unknown id stays unknown', () => {
    expect(retries(new ApiError('The requested resource was not found.', 'http', 404))).toBe(0)
  })
})
