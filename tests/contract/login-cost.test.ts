// docs/history.md#issue-14, items 3 and 11: what a login costs the server, and what its timing tells.
// The old server hashed passwords on the event loop (every other request waited), let correct
// logins run without any budget, and refused an unknown email at once while a wrong password
// took a full hash: the timing told who has an account.
import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../server/config'
import { startTestServer, type TestServer } from './support'

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'
// Every login the shopper() helper makes comes from 127.0.0.1 and counts here too.
const PER_ADDRESS = 24
let server: TestServer
beforeAll(async () => {
  // Behind a proxy the client address comes from X-Forwarded-For: one test can be many phones.
  server = await startTestServer({
    server: { trustProxy: true, rateLimits: { loginsPerAddress: { limit: PER_ADDRESS, windowMs: 15 * 60_000 } } },
  })
})
afterAll(() => server.close())

let addresses = 0
const freshAddress = () => `102.90.${Math.floor(++addresses / 250)}.${addresses % 250}`
const login = (email: string, password: string, address = freshAddress()) =>
  server.call('POST', '/account/app-user/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': address },
  })
const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now()
  await work()
  return performance.now() - started
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('login budgets', () => {
  it('limits correct logins of one account, from any address', async () => {
    const shopper = await server.shopper('budget')
    const { limit } = RATE_LIMITS.loginsPerAccount
    const statuses: number[] = []
    // The shopper() helper logged in once already.
    for (let i = 1; i < limit; i++) statuses.push((await login(shopper.email, shopper.password)).status)
    expect(statuses.every((status) => status === 200)).toBe(true)
    const over = await login(shopper.email, shopper.password)
    expect(over).toMatchObject({ status: 429, json: { message: TOO_MANY } })
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('limits every login attempt from one address, right or wrong, across accounts', async () => {
    const address = freshAddress()
    const shoppers = await Promise.all(Array.from({ length: 3 }, (_, i) => server.shopper(`spray-${i}`)))
    const statuses: number[] = []
    for (let i = 0; i < PER_ADDRESS; i++) {
      const shopper = shoppers[i % 3] as (typeof shoppers)[number]
      statuses.push((await login(shopper.email, shopper.password, address)).status)
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect((await login(shoppers[0]?.email ?? '', shoppers[0]?.password ?? '', address)).status).toBe(429)
    expect((await login(shoppers[0]?.email ?? '', shoppers[0]?.password ?? '')).status).toBe(200)
  })
})

describe('login hashing', () => {
  it('hashes off the event loop: the loop stays mostly idle through a burst of logins', async () => {
    // Eight accounts: one account's password is hashed one attempt at a time (login-guard.ts).
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => server.shopper(`busy-${i}`)))
    // The server runs in this process. Hashing on its event loop would keep the loop busy for
    // the whole burst (utilization near 1), and every other request would wait behind it.
    const before = performance.eventLoopUtilization()
    const logins = await Promise.all(shoppers.map((shopper) => login(shopper.email, shopper.password)))
    const { utilization } = performance.eventLoopUtilization(before)
    expect(logins.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    console.info(`event loop utilization through 8 logins: ${utilization.toFixed(2)}`)
    expect(utilization).toBeLessThan(0.5)
  })

  it('takes as long to refuse an unknown email as a wrong password', async () => {
    const shopper = await server.shopper('timing')
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 9; i++) {
      known.push(await timed(() => login(shopper.email, `wrong-${i}`)))
      unknown.push(await timed(() => login(`nobody.${i}.${Date.now()}@example.ng`, `wrong-${i}`)))
    }
    expect(median(unknown)).toBeGreaterThan(0.6 * median(known))
  })
})
