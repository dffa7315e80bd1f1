// The shared store (the database) and the in-process one answer alike: every case runs on both,
// the database on a SQLite file in memory (the PostgreSQL suite drives the same statements through
// the contract tests and tests/contract/two-instances.test.ts).
import { afterEach, describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database'
import { HttpError } from '../http/http-error'
import { databaseLimits } from './database-limits'
import { limitsStoreSetting, memoryLimiter, memorySlowdown, type Limiter, type SharedSlowdown } from './limits-store'
import { accountKey, createRateLimiter } from './rate-limit'
import { createSlowdown } from './slowdown'

const rule = { limit: 3, windowMs: 60_000 }
const slowRule = { free: 2, baseMs: 1000, maxMs: 8000, windowMs: 3_600_000 }

let opened: DatabaseHandle | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

type Stores = { limiter: Limiter; slowdown: SharedSlowdown; rows?: () => Promise<string[]> }
const stores: Record<string, (clock: () => number, maxKeys?: number) => Promise<Stores>> = {
  memory: async (clock, maxKeys) => ({
    limiter: memoryLimiter(createRateLimiter({ clock, maxKeys })),
    slowdown: memorySlowdown(createSlowdown({ clock })),
  }),
  database: async (clock, maxKeys) => {
    opened = openDatabase({ path: ':memory:' })
    await migrateToLatest(opened.kysely, opened.engine)
    const db = opened.kysely
    return {
      ...databaseLimits(db, { clock, maxKeys }),
      rows: async () => (await db.selectFrom('budgets').select('key').orderBy('key').execute()).map((row) => row.key),
    }
  },
}

describe.each(Object.keys(stores))('budgets in %s', (name) => {
  const open = stores[name] as (typeof stores)['memory']

  it('allows the limit in a window, then says how long to wait, then starts again', async () => {
    let now = 1_000_000
    const { limiter } = await open(() => now)
    for (let i = 0; i < 3; i++) expect(await limiter.hit(['k', rule])).toEqual({ allowed: true })
    now += 15_500
    expect(await limiter.hit(['k', rule])).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(await limiter.count('k')).toBe(3)
    expect(await limiter.check('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    now += 44_500
    expect(await limiter.check('k', rule)).toEqual({ allowed: true })
    expect(await limiter.count('k')).toBe(0)
    expect(await limiter.hit(['k', rule])).toEqual({ allowed: true })
    expect(await limiter.count('k')).toBe(1)
  })

  it('counts against every budget or none, and take() throws a 429 with Retry-After', async () => {
    const { limiter } = await open(() => 1_000_000)
    const small = { limit: 1, windowMs: 10_000 }
    await limiter.take(['a', small], ['b', rule])
    const thrown = await limiter.take(['b', rule], ['a', small]).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(HttpError)
    expect(thrown).toMatchObject({ status: 429, headers: { 'Retry-After': '10' } })
    expect(await limiter.count('b')).toBe(1)
    expect(await limiter.count('a')).toBe(1)
  })

  it('refund gives one back, clear forgets the key', async () => {
    const { limiter } = await open(() => 1_000_000)
    for (let i = 0; i < 3; i++) await limiter.hit(['k', rule])
    await limiter.refund('k')
    expect(await limiter.count('k')).toBe(2)
    expect((await limiter.hit(['k', rule])).allowed).toBe(true)
    await limiter.clear('k')
    expect(await limiter.count('k')).toBe(0)
    await limiter.refund('k')
    expect(await limiter.count('k')).toBe(0)
  })

  it('a parallel burst gets exactly the budget', async () => {
    const { limiter } = await open(() => 1_000_000)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit(['burst', rule], ['burst-2', { limit: 10, windowMs: 60_000 }])),
    )
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(3)
    expect(await limiter.count('burst-2')).toBe(3)
  })

  it('a slowdown counts free failures, then makes the next wait, and undo gives one back', async () => {
    let now = 1_000_000
    const { slowdown } = await open(() => now)
    for (let i = 0; i < 2; i++) expect((await slowdown.attempt('s', slowRule)).waitMs).toBe(0)
    // Two failures: the free ones are spent; the third must wait 1 s after the second.
    const third = await slowdown.attempt('s', slowRule)
    expect(third).toMatchObject({ waitMs: 1000 })
    now += 1000
    const fourth = await slowdown.attempt('s', slowRule)
    expect(fourth.waitMs).toBe(0)
    expect(await slowdown.failures('s')).toBe(3)
    now += 500
    expect((await slowdown.attempt('s', slowRule)).waitMs).toBe(1500)
    // A device the account knows is counted whatever the wait.
    const forced = await slowdown.attempt('s', slowRule, { force: true })
    expect(forced.waitMs).toBe(0)
    expect(await slowdown.failures('s')).toBe(4)
    await forced.undo?.()
    await fourth.undo?.()
    expect(await slowdown.failures('s')).toBe(2)
    // The marks went back with the failures: the wait runs from the second failure again.
    expect((await slowdown.attempt('s', slowRule)).waitMs).toBe(0)
  })
})

describe('budgets in the database', () => {
  it('prunes expired keys, then the oldest address keys past the cap, never an account key under its cap', async () => {
    let now = 1_000_000
    const { limiter, rows } = await stores.database!(() => now, 10)
    for (let i = 0; i < 5; i++) await limiter.hit([`old-${i}`, { limit: 5, windowMs: 1000 }])
    await limiter.hit([accountKey('spent'), { limit: 3, windowMs: 3_600_000 }])
    for (let i = 10; i < 40; i++) await limiter.hit([`flood-${i}`, { limit: 5, windowMs: 120_000 + i }])
    now += 61_000
    await limiter.hit(['new', rule])
    // The prune runs beside the request that started it.
    await expect.poll(async () => (await rows!()).length, { timeout: 5000 }).toBeLessThanOrEqual(11)
    const left = await rows!()
    expect(left).toContain(accountKey('spent'))
    expect(left.some((key) => key.startsWith('old-'))).toBe(false)
    expect(left).toContain('new')
    expect(left).toContain('flood-39')
  })
})

describe('login keys in the database', () => {
  // Every typed email now gets a login lane (an account key) and a slow-down, known or not
  // (../auth/login-guard.ts): a flood of made-up emails must stay bounded, and must not push out a
  // campaign's record. Without the caps both tables kept every row until it expired.
  it('caps account keys (the emptiest go) and slow-downs (the fewest failures go)', async () => {
    let now = 1_000_000
    opened = openDatabase({ path: ':memory:' })
    await migrateToLatest(opened.kysely, opened.engine)
    const db = opened.kysely
    const { limiter, slowdown } = databaseLimits(db, { clock: () => now, maxAccountKeys: 10, maxSlowdownKeys: 10 })
    const hour = { limit: 3, windowMs: 3_600_000 }
    for (let i = 0; i < 3; i++) await limiter.hit([accountKey('spent'), hour])
    for (let i = 0; i < 5; i++) await slowdown.attempt('login-slow:victim', slowRule, { force: true })
    // Made-up emails: each one's lane taken and given back, one wrong password each.
    for (let i = 0; i < 40; i++) {
      const lane = accountKey(`login-lane:flood-${i}`)
      await limiter.hit([lane, { limit: 1, windowMs: 3_600_000 }])
      await limiter.refund(lane)
      await slowdown.attempt(`login-slow:flood-${i}`, slowRule)
    }
    now += 61_000
    await limiter.hit(['new', rule])
    const accountRows = async () =>
      (await db.selectFrom('budgets').select('key').where('key', 'like', 'account:%').execute()).map((row) => row.key)
    const slowRows = async () => (await db.selectFrom('slowdowns').select('key').execute()).map((row) => row.key)
    // The prune runs beside the request that started it.
    await expect.poll(async () => (await accountRows()).length, { timeout: 5000 }).toBeLessThanOrEqual(10)
    await expect.poll(async () => (await slowRows()).length, { timeout: 5000 }).toBeLessThanOrEqual(10)
    expect(await accountRows()).toContain(accountKey('spent'))
    expect(await slowRows()).toContain('login-slow:victim')
    expect(await slowdown.failures('login-slow:victim')).toBe(5)
  })
})

describe('LIMITS_STORE', () => {
  it('names a store, or leaves the engine its default; anything else stops the server', () => {
    expect(limitsStoreSetting(undefined)).toBeUndefined()
    expect(limitsStoreSetting('')).toBeUndefined()
    expect(limitsStoreSetting('database')).toBe('database')
    expect(limitsStoreSetting('memory')).toBe('memory')
    expect(() => limitsStoreSetting('redis')).toThrow('LIMITS_STORE must be "memory" or "database", not "redis".')
  })
})
