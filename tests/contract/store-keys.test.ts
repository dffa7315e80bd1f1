// docs/history.md#issue-49, M3: the deal post took one token shared by every store. Its holder posted a 100 %-off deal
// on another store (a shopper then bought 99 for ₦206), and wrong tokens were never rate-limited.
// Now each store has its own key (kept hashed, rotated by `npm run store -- key rotate`), a key
// posts for its store only, wrong keys spend a budget, and a deal's discount is bounded.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../server/config'
import { DEAL_TOO_CHEAP, DEAL_TOO_DEEP } from '../../contract/endpoints/deal-alerts'
import { startTestServer, type TestServer } from './support'

let server: TestServer
type Store = { id: number; slug: string }
let mine: Store
let theirs: Store

beforeAll(async () => {
  server = await startTestServer({ server: { trustProxy: true } })
  ;[mine, theirs] = server.db.prepare('SELECT id, slug FROM stores ORDER BY id LIMIT 2').all() as [Store, Store]
})
afterAll(() => server.close())

let addresses = 0
/** A post from its own address (behind the trusted proxy), unless one is given. */
const post = (key: string, body: unknown, address = `198.51.100.${++addresses}`) =>
  server.call('POST', '/push/deals', { body, headers: { 'X-Store-Key': key, 'X-Forwarded-For': address } })
const deals = (storeId: number, title: string) =>
  (
    server.db.prepare('SELECT count(*) AS n FROM items WHERE store_id = ? AND title = ?').get(storeId, title) as {
      n: number
    }
  ).n

describe('a store’s key', () => {
  it('posts for its own store only: another store’s deal is refused and nothing is written', async () => {
    const key = await server.storeKey(mine.id)
    const attack = await post(key, { store: theirs.id, title: 'Everything free', price: 100, was: 1000 })
    expect(attack.status).toBe(403)
    expect(await post(key, { store: theirs.slug, title: 'Everything free', price: 100 })).toMatchObject({ status: 403 })
    expect(deals(theirs.id, 'Everything free')).toBe(0)
    expect((await post(key, { store: mine.id, title: 'Moin moin', price: 900 })).status).toBe(201)
    expect(deals(mine.id, 'Moin moin')).toBe(1)
  })

  it('bounds a deal: at least ₦100 and at most 90 % off', async () => {
    const key = await server.storeKey(mine.id)
    const free = await post(key, { store: mine.id, title: 'Jollof for nothing', price: 1, was: 20_000 })
    expect(free.status).toBe(400)
    expect(free.json.message).toBe(DEAL_TOO_CHEAP)
    const deep = await post(key, { store: mine.id, title: 'Jollof for nothing', price: 1_999, was: 20_000 })
    expect(deep.json.message).toBe(DEAL_TOO_DEEP)
    expect(deals(mine.id, 'Jollof for nothing')).toBe(0)
    expect((await post(key, { store: mine.id, title: 'Jollof at 90 % off', price: 2_000, was: 20_000 })).status).toBe(
      201,
    )
  })

  it('is kept only as a hash, and wrong keys from one address meet a budget (then the right one waits too)', async () => {
    const key = await server.storeKey(mine.id)
    const rows = server.db.prepare('SELECT key_hash FROM store_keys WHERE store_id = ?').all(mine.id) as Array<{
      key_hash: string
    }>
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(key.slice(-20))

    const guesser = '203.0.113.77'
    const limit = RATE_LIMITS.storeKeyFailuresPerAddress.limit
    const statuses: number[] = []
    for (let i = 0; i < limit + 2; i++)
      statuses.push(
        (await post(`gdsk_${mine.id}_${'A'.repeat(42)}${i % 10}`, { store: mine.id, title: 'x', price: 500 }, guesser))
          .status,
      )
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(limit)).toEqual([429, 429])
    const waits = await post(key, { store: mine.id, title: 'Akara', price: 500 }, guesser)
    expect(waits.status).toBe(429)
    expect(Number(waits.headers.get('retry-after'))).toBeGreaterThan(0)
    // The store's own site, elsewhere, is not held up.
    expect((await post(key, { store: mine.id, title: 'Akara', price: 500 })).status).toBe(201)
  })

  it('is rotated by `npm run store -- key rotate <store>`: the new key works, the old one no longer', async () => {
    const old = await server.storeKey(theirs.id)
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/store-api/store-command.ts', 'key', 'rotate', theirs.slug],
      { env: { ...process.env, ...server.databaseEnv }, timeout: 60_000 },
    )
    const fresh = /^(gdsk_\d+_[\w-]{43})$/m.exec(stdout)?.[1] ?? ''
    expect(fresh).toMatch(new RegExp(`^gdsk_${theirs.id}_`))
    expect((await post(old, { store: theirs.id, title: 'Zobo', price: 300 })).status).toBe(401)
    expect((await post(fresh, { store: theirs.id, title: 'Zobo', price: 300 })).status).toBe(201)
  }, 60_000)
})

describe('keys given at seed', () => {
  it('a server that is not a development one (no dev mailbox) prints no key, only how to get one', async () => {
    const quiet = await startTestServer({ server: { seedStores: 3, devMailbox: undefined } })
    try {
      expect(quiet.logs.some((line) => /gdsk_/.test(line))).toBe(false)
      expect(quiet.logs.some((line) => line.includes('3 store keys given') && line.includes('key rotate'))).toBe(true)
    } finally {
      await quiet.close()
    }
  })

  it('every store of a new database gets a key, shown once in the log, and it posts for its store', async () => {
    const fresh = await startTestServer({ server: { seedStores: 3 } })
    try {
      const shown = fresh.logs.flatMap((line) => [...line.matchAll(/^store key: (\S+) (gdsk_\S+)$/gm)])
      expect(shown).toHaveLength(3)
      const [, slug, key] = shown[0] ?? []
      const answer = await fresh.call('POST', '/push/deals', {
        body: { store: slug, title: 'Ofada rice', price: 2500 },
        headers: { 'X-Store-Key': key ?? '' },
      })
      expect(answer.status).toBe(201)
      // A restart gives no key again: each was shown once.
      const again = await startTestServer({ databasePath: fresh.databasePath, server: { seedStores: 3 } })
      await again.close()
      expect(again.logs.some((line) => line.includes('store key:'))).toBe(false)
    } finally {
      await fresh.close()
    }
  })
})
