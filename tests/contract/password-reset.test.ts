// docs/history.md#issue-14, item 1: the password reset's last step belongs to the client that entered the code.
// The old server let anyone set a new password for an address while its owner was between
// entering the code and choosing the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let now = Date.parse('2026-11-23T09:00:00Z')
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => now } })
})
afterAll(() => server.close())

const NEW_PASSWORD = '/account/password-reset-enter-new-password-app-user'

async function resetCode(email: string): Promise<string> {
  expect((await server.call('POST', '/account/password-reset', { body: { email } })).status).toBe(200)
  const mailbox = await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
  return mailbox.json.messages.find((message: { kind: string }) => message.kind === 'reset').code
}

async function enterCode(email: string, code: string) {
  const accepted = await server.call('POST', '/account/password-reset-enter-code', { body: { email, code } })
  expect(accepted.status).toBe(200)
  return accepted.json.reset_token as string
}

const loginStatus = async (email: string, password: string) =>
  (await server.call('POST', '/account/app-user/login', { body: { email, password } })).status

describe('password reset', () => {
  it('an attacker polling the last step while the shopper is between steps cannot set the password', async () => {
    const shopper = await server.shopper('reset-victim')
    const token = await enterCode(shopper.email, await resetCode(shopper.email))

    // Meanwhile the attacker, who knows the email only: no token, a made-up one, an empty one.
    for (const body of [
      { email: shopper.email, password: 'attacker-owns-it' },
      { email: shopper.email, password: 'attacker-owns-it', reset_token: 'x'.repeat(43) },
      { email: shopper.email, password: 'attacker-owns-it', reset_token: '' },
    ]) {
      const attempt = await server.call('POST', NEW_PASSWORD, { body })
      expect(attempt.status, JSON.stringify(body)).toBe(400)
    }
    expect(await loginStatus(shopper.email, 'attacker-owns-it')).toBe(401)
    expect(await loginStatus(shopper.email, shopper.password)).toBe(200)

    // The shopper, holding the token, finishes.
    expect(token).toMatch(/^[\w-]{40,}$/)
    const finished = await server.call('POST', NEW_PASSWORD, {
      body: { email: shopper.email, password: 'mine-again-2026', reset_token: token },
    })
    expect(finished.status).toBe(200)
    expect(await loginStatus(shopper.email, 'mine-again-2026')).toBe(200)
  })

  it('a token works once, for ten minutes, for its own email, and a new request voids it', async () => {
    const shopper = await server.shopper('reset-token')
    const other = await server.shopper('reset-other')
    const token = await enterCode(shopper.email, await resetCode(shopper.email))
    const attempt = (email: string, password: string, resetToken: string) =>
      server.call('POST', NEW_PASSWORD, { body: { email, password, reset_token: resetToken } })

    // Not another account's token.
    expect((await attempt(other.email, 'not-yours-2026', token)).status).toBe(400)
    expect((await attempt(shopper.email, 'first-change-1', token)).status).toBe(200)
    expect((await attempt(shopper.email, 'second-change-2', token)).status).toBe(400)

    const late = await enterCode(shopper.email, await resetCode(shopper.email))
    now += 11 * 60_000
    expect((await attempt(shopper.email, 'too-late-2026', late)).status).toBe(400)

    const voided = await enterCode(shopper.email, await resetCode(shopper.email))
    await resetCode(shopper.email)
    expect((await attempt(shopper.email, 'voided-2026', voided)).status).toBe(400)
    expect(await loginStatus(shopper.email, 'first-change-1')).toBe(200)
  })

  it('takes the code itself again instead of the token, and a wrong code counts as a wrong try', async () => {
    const shopper = await server.shopper('reset-code')
    const code = await resetCode(shopper.email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(
      (await server.call('POST', NEW_PASSWORD, { body: { email: shopper.email, password: 'guess-2026', code: wrong } }))
        .status,
    ).toBe(400)
    const changed = await server.call('POST', NEW_PASSWORD, {
      body: { email: shopper.email, password: 'by-the-code-1', code },
    })
    expect(changed.status).toBe(200)
    expect(await loginStatus(shopper.email, 'by-the-code-1')).toBe(200)
    // Used: the same code does not change it twice.
    expect(
      (await server.call('POST', NEW_PASSWORD, { body: { email: shopper.email, password: 'twice-2026', code } }))
        .status,
    ).toBe(400)
  })
})
