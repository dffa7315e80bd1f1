// docs/history.md#issue-49, L3: forgot-password answered 1.5 ms faster for an e-mail with no account: the known one
// waited for its code to be written and "mailed", the unknown one did not. A real mailer makes that gap hundreds of
// milliseconds. Here the mailer holds every mail until the test lets it go: known or not, the answer to a code request
// must come while its mail is still held (an answer that waited for the mailer would never come), and the mail (or
// none) follows once the mailer goes on. No time is measured, so a loaded host cannot fail it (a 300 ms bound did, at
// load 10 under `faketime`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Mail } from '../../server/auth/outbox'
import { startTestServer, type TestServer } from './support'

const sent: Mail[] = []
/** While set, the mailer waits for it before it sends anything. */
let held: { released: Promise<void>; release(): void } | undefined
let server: TestServer
let known: { email: string }
let unverified: string
beforeAll(async () => {
  server = await startTestServer({
    server: {
      mailer: async (mail) => {
        await held?.released
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
afterAll(async () => {
  held?.release()
  await server.close()
})

/** The mailer holds every mail from now on, until `release()`. */
function holdTheMail(): { release(): void } {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  held = { released, release }
  return held
}

/** The answer to `path`, or null when it had not come in 30 s (it waits for a mail that is held). */
async function answerWhileHeld(path: string, body: Record<string, string>) {
  const never = new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000).unref())
  return Promise.race([server.call('POST', path, { body }), never])
}

describe('a code request, with a mailer that takes its time', () => {
  it('answers a known and an unknown e-mail alike, without waiting for the mail, and the mail follows', async () => {
    const stranger = `nobody.${Date.now()}@example.ng`
    const requests = [
      ['/account/password-reset', { email: known.email }],
      ['/account/password-reset', { email: stranger }],
      ['/account/email/resend-verification-email', { email: unverified }],
      ['/account/email/resend-verification-email', { email: stranger }],
      ['/account/app-user/signup', { email: known.email, password: 'strangers-pass', first_name: 'M', last_name: 'B' }],
    ] as const
    const mailer = holdTheMail()
    for (const [path, body] of requests) {
      const answer = await answerWhileHeld(path, body)
      expect(answer, `${path} ${body.email}`).not.toBeNull()
      expect(answer?.status).toBeLessThan(300)
    }
    // Every answer came while the mailer held its mail.
    expect(sent).toEqual([])
    mailer.release()
    // The dev mailbox waits for the queued mail: the known addresses have theirs, the stranger none.
    await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(stranger)}`)
    expect(sent.map((mail) => [mail.to, mail.kind])).toEqual([
      [known.email, 'reset'],
      [unverified, 'verify'],
      [known.email, 'signup-attempt'],
    ])
  }, 60_000)
})
