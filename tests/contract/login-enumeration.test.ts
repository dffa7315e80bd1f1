// Follow-up to docs/history.md#issue-26: counting wrong passwords told who has an account. The
// login's answers and timing were made alike for a known and an unknown email (login-cost.test.ts),
// but the slow-down was kept only for real accounts: after its free wrong passwords a real email
// got 429 with Retry-After while an unknown one answered 401 for ever. An attacker who types N
// wrong passwords for an email must learn nothing from the sequence of answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../server/config'
import { startTestServer, type TestServer } from './support'

let now = Date.parse('2026-11-23T09:00:00Z')
let server: TestServer
beforeAll(async () => {
  // Behind a proxy the client address comes from X-Forwarded-For: one test can be many phones.
  server = await startTestServer({ server: { clock: () => now, trustProxy: true } })
})
afterAll(() => server.close())

let networks = 0
/** A fresh IPv6 /64 in a /48 of its own: no per-address or per-network budget is shared. */
const freshAddress = () => {
  networks += 1
  return `2001:db8:${(0x100 + networks).toString(16)}:1::1`
}

type Seen = { status: number; body: unknown; retryAfter: string | null }
async function login(email: string, password: string, address: string): Promise<Seen> {
  const answer = await server.call('POST', '/account/app-user/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': address },
  })
  return { status: answer.status, body: answer.json, retryAfter: answer.headers.get('retry-after') }
}

/**
 * `rounds` wrong passwords for each email, the two emails taking turns at the same server time;
 * `addressFor` gives each attempt its address (one per email, or a new one every time). Every
 * other attempt types the email as a phone keyboard might, with a capital and a stray space.
 * `obey`: after a round in which either was told to wait, the clock moves by the longer wait.
 */
async function guess(
  emails: { known: string; unknown: string },
  rounds: number,
  addressFor: (who: 'known' | 'unknown') => string,
  obey = false,
) {
  const seen: Record<'known' | 'unknown', Seen[]> = { known: [], unknown: [] }
  for (let round = 0; round < rounds; round++) {
    for (const who of ['known', 'unknown'] as const) {
      const email = emails[who]
      const typed = round % 2 ? ` ${email.charAt(0).toUpperCase()}${email.slice(1)}` : email
      seen[who].push(await login(typed, `guess-${round}`, addressFor(who)))
    }
    const waits = [seen.known.at(-1), seen.unknown.at(-1)].map((answer) => Number(answer?.retryAfter ?? 0))
    if (obey) now += Math.max(...waits) * 1000
  }
  return seen
}

const statuses = (answers: Seen[]) => answers.map((answer) => answer.status)

// Each case is 50–70 logins, each a real hash: on a busy 2-core host that is tens of seconds.
describe('counting wrong passwords tells nothing about who has an account', { timeout: 60_000 }, () => {
  // Past the free wrong passwords, into the growing wait.
  const rounds = RATE_LIMITS.loginSlowdown.free + 6

  it('from many addresses (one per guess): the same answers, 429s and Retry-Afters for both', async () => {
    const owner = await server.shopper('enumerated-many')
    const emails = { known: owner.email, unknown: `nobody.many.${Date.now()}@example.ng` }
    const seen = await guess(emails, rounds, () => freshAddress())
    console.info(`known:   ${statuses(seen.known).join(' ')}\nunknown: ${statuses(seen.unknown).join(' ')}`)
    // The slow-down engaged (so the comparison below means something)…
    expect(statuses(seen.known)).toContain(429)
    expect(seen.known.find((answer) => answer.status === 429)?.body).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
    })
    // …and an unknown email met exactly the same.
    expect(seen.unknown).toEqual(seen.known)
  })

  it('from many addresses, waiting whenever told to: the same sequence for both', async () => {
    const owner = await server.shopper('enumerated-patient')
    const emails = { known: owner.email, unknown: `nobody.patient.${Date.now()}@example.ng` }
    const seen = await guess(emails, rounds, () => freshAddress(), true)
    expect(statuses(seen.known)).toContain(429)
    expect(statuses(seen.known)).toContain(401)
    expect(seen.unknown).toEqual(seen.known)
  })

  // From one address the address + account budget answers 429 first; an attacker who waits out
  // its window goes on into the account's slow-down.
  it('from one address per email, waiting whenever told to: the same sequence for both', async () => {
    const owner = await server.shopper('enumerated-one')
    const emails = { known: owner.email, unknown: `nobody.one.${Date.now()}@example.ng` }
    const addresses = { known: freshAddress(), unknown: freshAddress() }
    const seen = await guess(emails, rounds + 4, (who) => addresses[who], true)
    expect(seen.known.filter((answer) => answer.status === 401).length).toBeGreaterThan(RATE_LIMITS.loginSlowdown.free)
    expect(statuses(seen.known)).toContain(429)
    expect(seen.unknown).toEqual(seen.known)
  })

  it('from one address for both emails, waiting whenever told to: the same sequence for both', async () => {
    const owner = await server.shopper('enumerated-shared')
    const emails = { known: owner.email, unknown: `nobody.shared.${Date.now()}@example.ng` }
    const address = freshAddress()
    const seen = await guess(emails, rounds + 4, () => address, true)
    expect(statuses(seen.known)).toContain(429)
    expect(seen.unknown).toEqual(seen.known)
  })
})

// Made-up emails now get a slow-down and a login lane each: they must stay bounded (in memory,
// and in the database's tables on PostgreSQL) without pushing out the record of a campaign
// against a real account. This server holds 20 of each, so 60 made-up emails overfill them.
describe('a flood of made-up emails', { timeout: 120_000 }, () => {
  const CAP = 20
  let small: TestServer
  beforeAll(async () => {
    small = await startTestServer({
      server: { clock: () => now, trustProxy: true, limiterKeys: { maxAccountKeys: CAP, maxSlowdownKeys: CAP } },
    })
  })
  afterAll(() => small.close())
  const attempt = async (email: string, password: string) => {
    const answer = await small.call('POST', '/account/app-user/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': freshAddress() },
    })
    return { status: answer.status, retryAfter: Number(answer.headers.get('retry-after')) }
  }
  /** Rows held in the database store (none in memory, which caps itself as it goes). */
  const rows = (query: string) => Number((small.db.prepare(query).get() as { n: number | string }).n)

  it("stays bounded and leaves a campaign's wait in place", async () => {
    const owner = await small.shopper('flooded')
    // The campaign guesses, waiting whenever told to, until the wait is over a minute.
    let told = { status: 401, retryAfter: 0 }
    for (let guess = 0; told.retryAfter <= 61 && guess < 60; guess++) {
      told = await attempt(owner.email, `guess-${guess}`)
      if (told.status === 429 && told.retryAfter <= 61) now += told.retryAfter * 1000
    }
    expect(told).toMatchObject({ status: 429 })

    for (let batch = 0; batch < 3 * CAP; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(`made.up.${batch + i}.${Date.now()}@example.ng`, 'Password1')),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401))
    }
    // A minute on, the next attempt has the database store prune (memory drops as it goes).
    now += 61_000
    await attempt(`made.up.last.${Date.now()}@example.ng`, 'Password1')
    await expect.poll(() => rows('SELECT count(*) AS n FROM slowdowns'), { timeout: 10_000 }).toBeLessThanOrEqual(CAP)
    await expect
      .poll(() => rows("SELECT count(*) AS n FROM budgets WHERE key LIKE 'account:%'"), { timeout: 10_000 })
      .toBeLessThanOrEqual(CAP)

    const after = await attempt(owner.email, 'one-more-guess')
    expect(after.status).toBe(429)
    expect(after.retryAfter).toBeGreaterThan(0)
  })
})
