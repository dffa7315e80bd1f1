// docs/history.md#issue-49, L3: forgot-password answered 1.5 ms faster for an e-mail with no account: the known one
// waited for its code to be written and "mailed", the unknown one did not. A real mailer makes that
// gap hundreds of milliseconds, and here the mailer takes 600 ms: known or not, the answers to a code
// request must come at once, and the mail (or none) follow through the mailer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Mail } from '../../server/auth/outbox'
import { startTestServer, type TestServer } from './support'

const MAILER_MS = 600
const sent: Mail[] = []
let server: TestServer
let known: { email: string }
let unverified: string
beforeAll(async () => {
  server = await startTestServer({
    server: {
      mailer: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, MAILER_MS))
        sent.push(mail)
      },
    },
  })
  // Two accounts, made as the mailer saw them: one verified, one not.
  known = { email: `timing.${Date.now()}@example.ng` }
  unverified = `timing-unverified.${Date.now()}@example.ng`
  for (const email of [known.email, unverified])
    await server.call('POST', '/account/app-user/signup', {
      body: { email, password: 'long-enough-pass', first_name: 'Ada', last_name: 'Obi' },
    })
  await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(known.email)}`)
  const code = sent.find((mail) => mail.to === known.email)?.code
  await server.call('POST', '/account/email/verify-email-app-user', {
    body: { email: known.email, otp: code, password: 'long-enough-pass' },
  })
  sent.length = 0
})
afterAll(() => server.close())

/** The answer to `path`, or null when it had not come within `withinMs`. */
async function answeredWithin(path: string, body: Record<string, string>, withinMs: number) {
  const answer = server.call('POST', path, { body })
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), withinMs).unref())
  return { answer, first: await Promise.race([answer, late]) }
}

describe('a code request, with a mailer that takes its time', () => {
  it('answers a known and an unknown e-mail alike, at once, and the mail follows', async () => {
    const stranger = `nobody.${Date.now()}@example.ng`
    const requests = [
      ['/account/password-reset', { email: known.email }],
      ['/account/password-reset', { email: stranger }],
      ['/account/email/resend-verification-email', { email: unverified }],
      ['/account/email/resend-verification-email', { email: stranger }],
      ['/account/app-user/signup', { email: known.email, password: 'strangers-pass', first_name: 'M', last_name: 'B' }],
    ] as const
    // One at a time, each before the mailer could have finished the one before it.
    for (const [path, body] of requests) {
      const { first } = await answeredWithin(path, body, MAILER_MS / 2)
      expect(first, `${path} ${body.email}`).not.toBeNull()
      expect(first?.status).toBeLessThan(300)
    }
    // The dev mailbox waits for the queued mail: the known addresses have theirs, the stranger none.
    await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(stranger)}`)
    expect(sent.map((mail) => [mail.to, mail.kind])).toEqual([
      [known.email, 'reset'],
      [unverified, 'verify'],
      [known.email, 'signup-attempt'],
    ])
  })
})
