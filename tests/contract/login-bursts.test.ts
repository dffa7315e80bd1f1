// docs/history.md#issue-22, item 1: parallel guesses against the login budgets. The old server checked the
// budgets and the slowdown before hashing but counted a failure only after it, so every request
// of a burst passed the checks: 40 parallel wrong passwords from one address were all tried
// (budget 10), and a burst that held the right password cleared the account's slowdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../server/config'
import { startTestServer, type TestServer } from './support'

const now = Date.parse('2026-11-23T09:00:00Z')
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => now, trustProxy: true } })
})
afterAll(() => server.close())

let networks = 0
const freshAddress = () => `2001:db8:22:${(++networks).toString(16)}::1`
const login = (email: string, password: string, address = freshAddress(), cookie?: string) =>
  server.call('POST', '/account/app-user/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) },
  })
const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status)
const count = (list: number[], status: number) => list.filter((value) => value === status).length

describe('a burst of parallel guesses', () => {
  it('from one address: at most the budget of passwords is checked, the rest get 429', async () => {
    const owner = await server.shopper('burst-one-address')
    const address = freshAddress()
    const burst = statuses(
      await Promise.all(Array.from({ length: 40 }, (_, i) => login(owner.email, `guess-${i}`, address))),
    )
    console.info(`40 parallel guesses from one address: ${count(burst, 401)} checked`)
    expect(count(burst, 401)).toBeLessThanOrEqual(RATE_LIMITS.loginFailuresPerAccount.limit)
    expect(count(burst, 401) + count(burst, 429)).toBe(40)
    // Sequentially afterwards, the address's budget for the account is spent for good.
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccount.limit; i++) await login(owner.email, `more-${i}`, address)
    expect((await login(owner.email, 'one-more', address)).status).toBe(429)
  })

  it('from many addresses: one password is checked at a time, and the owner still gets in', async () => {
    const owner = await server.shopper('burst-many')
    const earlier = await login(owner.email, owner.password)
    const device = earlier.headers.getSetCookie().find((cookie) => cookie.startsWith('gd_device='))
    const guesses = Array.from({ length: 100 }, (_, i) => login(owner.email, `guess-${i}`))
    const own = login(owner.email, owner.password, freshAddress(), device?.split(';')[0])
    const burst = statuses(await Promise.all(guesses))
    console.info(`100 parallel guesses from 100 addresses: ${count(burst, 401)} checked`)
    expect(count(burst, 401)).toBeLessThanOrEqual(RATE_LIMITS.loginSlowdown.free)
    expect((await own).status).toBe(200)
  })

  it("a success (the owner's, or a guess that hit) does not wipe the campaign's record", async () => {
    const owner = await server.shopper('campaign')
    const earlier = await login(owner.email, owner.password)
    const device = earlier.headers.getSetCookie().find((cookie) => cookie.startsWith('gd_device='))
    // The campaign spends the free guesses and is made to wait.
    let guess = 0
    while ((await login(owner.email, `guess-${guess++}`)).status === 401 && guess < 100);
    expect((await login(owner.email, 'still-guessing')).status).toBe(429)
    // The owner's phone logs in meanwhile (its own lane, no wait).
    expect((await login(owner.email, owner.password, freshAddress(), device?.split(';')[0])).status).toBe(200)
    // The campaign is still made to wait: the old server's success had cleared its record.
    const next = await login(owner.email, 'after-the-owner')
    expect(next.status).toBe(429)
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
