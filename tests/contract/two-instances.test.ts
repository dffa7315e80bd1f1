// docs/history.md#issue-26: two server processes on one database (PostgreSQL in server-pg, one SQLite file in
// server) behave as one server for the state they share: sessions, rate-limit budgets,
// Idempotency-Keys, payment fulfilment and every acknowledged write. A is this test's in-process server; B (and the
// instance killed mid-write) run in processes of their own (crash-server.ts).
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../server/config'
import type { CrashPoint } from '../../server/http/context'
import { TOO_MANY_ATTEMPTS } from '../../server/limits/rate-limit'
import { menuOf, northOf, pay, quoteAndOrder, storesWithHours } from './checkout-support'
import { testNow } from '../support/test-clock'
import { startTestServer, type TestServer } from './support'

// Both instances read the run's clock (Tuesday noon in Lagos at the run's start, at real speed:
// tests/support/test-clock.ts), so a store that closes at 10 pm takes the order whatever hour the
// tests run, and a token one instance issues is never from the other's future.
const sharedClock = testNow

/** Another instance on A's database, in its own process. */
async function instance(env: Record<string, string>, crashAt?: CrashPoint) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/contract/crash-server.ts'], {
    env: { ...process.env, ...env, CRASH_AT: crashAt ?? '', CLOCK_OFFSET_MS: '0', CLOCK_START_MS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = createInterface({ input: child.stdout })
  const url = String((await lines[Symbol.asyncIterator]().next()).value)
  lines.close()
  return {
    base: `${url}/beta`,
    async kill() {
      child.kill('SIGKILL')
      await exited
    },
  }
}

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

let a: TestServer
let b: Awaited<ReturnType<typeof instance>>
// Budgets in the database on both engines (PostgreSQL's default; on SQLite the processes share
// the file's, as an operator running several processes on one file would set LIMITS_STORE).
const SHARED_LIMITS = { LIMITS_STORE: 'database' }
beforeAll(async () => {
  a = await startTestServer({ server: { limitsStore: 'database', clock: sharedClock } })
  b = await instance({ ...a.databaseEnv, ...SHARED_LIMITS })
}, 60_000)
afterAll(async () => {
  await b.kill()
  await a.close()
})

describe('two instances on one database', () => {
  it('log in on A, refresh on B, log out on A: B refuses the old tokens', async () => {
    const shopper = await a.shopper('two-sessions')
    const refreshed = await post(b.base, '/account/token/refresh', { token: shopper.refresh })
    expect(refreshed.status).toBe(200)
    const tokens = (await refreshed.json()) as { access: string; refresh: string }
    // The token B rotated out is refused on A too, and ends the session there.
    expect((await a.call('POST', '/account/app-user/logout', { body: { refresh: tokens.refresh } })).status).toBe(200)
    const data = (access: string) =>
      fetch(`${b.base}/account/app-user/data-jwt`, { headers: { Authorization: `Bearer ${access}` } })
    expect((await data(tokens.access)).status).toBe(401)
    expect((await data(shopper.access)).status).toBe(401)
    expect((await post(b.base, '/account/token/refresh', { token: tokens.refresh })).status).toBe(401)
    expect((await post(b.base, '/account/token/refresh', { token: shopper.refresh })).status).toBe(401)
  })

  it('a rate-limit budget spent across both instances is one budget', async () => {
    // Newsletter sign-ups: a budget per client address (both instances see this test's).
    const { limit } = RATE_LIMITS.newsletterPerAddress
    const subscribe = (base: string, n: number) =>
      post(base, '/subscribe/subscribe-to-newsletter/', { email: `two-budget.${n}.${Date.now()}@example.ng` })
    const onA = Math.ceil(limit / 2)
    for (let n = 0; n < onA; n++) expect((await subscribe(a.base, n)).status).toBe(201)
    for (let n = onA; n < limit; n++) expect((await subscribe(b.base, n)).status).toBe(201)
    // Per process, B would have spent only half its own budget.
    const refused = await subscribe(b.base, limit)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
    expect(await refused.json()).toEqual({ message: TOO_MANY_ATTEMPTS })
    expect((await subscribe(a.base, limit + 1)).status).toBe(429)
  })

  it('an idempotent write replayed on the other instance is applied once', async () => {
    const shopper = await a.shopper('two-replay')
    const postId = (
      await a.call('POST', '/blog/create-blog', {
        token: shopper.access,
        body: { title: 'Suya spots', categories: ['Food'], article: 'Allen Avenue.', location: 'Ikeja' },
      })
    ).json.data.id as number
    const content = `Once across instances ${Date.now()}`
    const body = { user: shopper.id, blog_post: postId, content }
    const headers = { Authorization: `Bearer ${shopper.access}`, 'Idempotency-Key': 'two-instances-1' }
    const first = await post(a.base, '/blog/create-comment', body, headers)
    const replay = await post(b.base, '/blog/create-comment', body, headers)
    expect(first.status).toBe(201)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replay')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    const comments = await a.call('GET', `/blog/blog-comments/${postId}?page_size=50`)
    expect(comments.json.data.results.filter((item: { content: string }) => item.content === content)).toHaveLength(1)
  })

  it('two instances verifying the same payment at once fulfil it once', async () => {
    const shopper = await a.shopper('two-pay')
    const [store] = storesWithHours(a, 'Daily 9am – 10pm')
    if (!store) throw new Error('the seed has no store open daily')
    const dish = menuOf(a, store.id)[0]
    if (!dish) throw new Error('the store has no menu')
    const { created } = await quoteAndOrder(a, shopper.access, {
      restaurant: store.id,
      items: [{ id: dish.id, quantity: 1 }],
      ...northOf(store, 2),
    })
    expect(created.status).toBe(201)
    await pay(a, created.json.data)
    const reference = created.json.data.reference as string
    const verify = (base: string) =>
      post(base, '/sales/sales-verify', { reference }, { Authorization: `Bearer ${shopper.access}` }).then(
        async (response) => ({ status: response.status, json: (await response.json()) as never }),
      )
    const answers = await Promise.all([verify(a.base), verify(b.base), verify(a.base), verify(b.base)])
    const fulfilled = answers.map((answer) => {
      expect(answer.status).toBe(200)
      return (answer.json as { data: { order: { fulfilled_at: string | null } } }).data.order.fulfilled_at
    })
    expect(fulfilled[0]).toEqual(expect.any(String))
    expect(new Set(fulfilled).size).toBe(1)
  })

  it('kill -9 of an instance mid-write loses nothing it acknowledged', async () => {
    const shopper = await a.shopper('two-crash')
    const postId = (
      await a.call('POST', '/blog/create-blog', {
        token: shopper.access,
        body: { title: 'Bole corner', categories: ['Food'], article: 'Lekki.', location: 'Lekki' },
      })
    ).json.data.id as number
    const doomed = await instance({ ...a.databaseEnv, ...SHARED_LIMITS })
    const acknowledged: string[] = []
    const headers = { Authorization: `Bearer ${shopper.access}` }
    // Comments one after another; the instance is killed while they are being written.
    const writing = (async () => {
      // At most a page of comments (the list below reads one page of 50).
      for (let i = 0; i < 40; i++) {
        const content = `Comment ${i} before the crash`
        try {
          const answer = await post(
            doomed.base,
            '/blog/create-comment',
            { user: shopper.id, blog_post: postId, content },
            headers,
          )
          if (answer.status === 201) acknowledged.push(content)
        } catch {
          return
        }
      }
    })()
    let finished = false
    void writing.then(() => (finished = true))
    while (acknowledged.length < 5 && !finished) await new Promise((resolve) => setTimeout(resolve, 5))
    await doomed.kill()
    await writing
    expect(acknowledged.length).toBeGreaterThanOrEqual(5)
    const comments = await a.call('GET', `/blog/blog-comments/${postId}?page_size=50`)
    const stored = new Set(comments.json.data.results.map((item: { content: string }) => item.content))
    expect(acknowledged.filter((content) => !stored.has(content))).toEqual([])
  }, 60_000)
})
