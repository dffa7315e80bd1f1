import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/http-error'
import { accountKey, createRateLimiter } from './rate-limit'

const rule = { limit: 3, windowMs: 60_000 }

describe('createRateLimiter', () => {
  it('allows the limit in a window, then says how long to wait, then starts again', () => {
    let now = 0
    const limiter = createRateLimiter({ clock: () => now })
    for (let i = 0; i < 3; i++) expect(limiter.hit('k', rule)).toEqual({ allowed: true })
    now = 15_500
    expect(limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.count('k')).toBe(3)
    now = 60_000
    expect(limiter.check('k', rule)).toEqual({ allowed: true })
    expect(limiter.count('k')).toBe(0)
  })

  it('take() counts against every budget or none, and throws a 429 with Retry-After', () => {
    const limiter = createRateLimiter({ clock: () => 0 })
    const small = { limit: 1, windowMs: 10_000 }
    limiter.take(['a', small], ['b', rule])
    let thrown: unknown
    try {
      limiter.take(['a', small], ['b', rule])
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(HttpError)
    expect(thrown).toMatchObject({ status: 429, headers: { 'Retry-After': '10' } })
    expect(limiter.count('b')).toBe(1)
  })

  it('keeps memory bounded: expired keys go first, then the oldest', () => {
    let now = 0
    const limiter = createRateLimiter({ clock: () => now, maxKeys: 100 })
    for (let i = 0; i < 100; i++) limiter.hit(`old-${i}`, { limit: 5, windowMs: 1000 })
    now = 2000
    limiter.hit('new', rule)
    expect(limiter.size).toBe(1)
    for (let i = 0; i < 1000; i++) limiter.hit(`flood-${i}`, rule)
    expect(limiter.size).toBeLessThanOrEqual(100)
    expect(limiter.count('flood-999')).toBe(1)
  })

  it('address churn cannot evict an account key: the pools are apart', () => {
    const limiter = createRateLimiter({ clock: () => 0, maxKeys: 100, maxAccountKeys: 100 })
    const account = accountKey('writes:comment:7')
    for (let i = 0; i < 3; i++) limiter.hit(account, rule)
    for (let i = 0; i < 10_000; i++) limiter.hit(`logins:10.0.${i >> 8}.${i & 255}`, rule)
    expect(limiter.count(account)).toBe(3)
    expect(limiter.check(account, rule).allowed).toBe(false)
    expect(limiter.size).toBeLessThanOrEqual(101)
  })

  it('a full account pool drops its emptiest budgets first, keeping a spent one', () => {
    const limiter = createRateLimiter({ clock: () => 0, maxAccountKeys: 100 })
    const spent = accountKey('code:1')
    for (let i = 0; i < 3; i++) limiter.hit(spent, rule)
    for (let i = 0; i < 1000; i++) limiter.hit(accountKey(`writes:comment:${i}`), rule)
    expect(limiter.count(spent)).toBe(3)
    expect(limiter.size).toBeLessThanOrEqual(100)
  })
})
