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
