// Rate limits on the account calls (server/limits/rate-limit.ts, budgets in server/config.ts), with the
// production budgets. Time is the server's injectable clock, moved by the test: no sleeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../server/config'
import { startTestServer, type TestServer } from './support'

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

let now = Date.parse('2026-11-23T09:00:00Z')
let server: TestServer
beforeAll(async () => {
  // Behind a proxy the client address comes from X-Forwarded-For: lets one test be two phones.
  server = await startTestServer({ server: { clock: () => now, trustProxy: true } })
})
afterAll(() => server.close())

let addresses = 0
/** A phone on its own address; every call of the test goes through one of these. */
function phone() {
  addresses += 1
  const forwardedFor = `102.89.${Math.floor(addresses / 250)}.${addresses % 250}`
  return (method: string, path: string, body?: unknown) =>
    server.call(method, path, { body, headers: { 'X-Forwarded-For': `203.0.113.9, ${forwardedFor}` } })
}

function expectTooMany(response: Awaited<ReturnType<TestServer['call']>>, message = TOO_MANY, maxSeconds = 3600) {
  expect(response.status).toBe(429)
  expect(response.json).toEqual({ message })
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
}

const latestCode = async (email: string, kind: 'verify' | 'reset') => {
  const mailbox = await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
  return mailbox.json.messages.find((message: { kind: string }) => message.kind === kind).code as string
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('login', () => {
  it('limits wrong passwords per address and account; others, and the same shopper elsewhere, still log in', async () => {
    const ada = await server.shopper('ada')
    const bola = await server.shopper('bola')
    const attacker = phone()
    const { limit, windowMs } = RATE_LIMITS.loginFailuresPerAccount
    for (let i = 0; i < limit; i++) {
      const response = await attacker('POST', '/account/app-user/login', { email: ada.email, password: `guess-${i}` })
      expect(response.status).toBe(401)
    }
    // Spent: even the right password waits, and the answer says how long.
    const blocked = await attacker('POST', '/account/app-user/login', {
      email: ` ${ada.email.toUpperCase()} `,
      password: ada.password,
    })
    expectTooMany(blocked, TOO_MANY, windowMs / 1000)
    // Another account from the same address has its own budget…
    expect(
      (await attacker('POST', '/account/app-user/login', { email: bola.email, password: 'nope-nope' })).status,
    ).toBe(401)
    expect(
      (await attacker('POST', '/account/app-user/login', { email: bola.email, password: bola.password })).status,
    ).toBe(200)
    // …and Ada on her own phone is not locked out by a stranger.
    const ownPhone = phone()
    expect(
      (await ownPhone('POST', '/account/app-user/login', { email: ada.email, password: ada.password })).status,
    ).toBe(200)

    now += windowMs
    expect(
      (await attacker('POST', '/account/app-user/login', { email: ada.email, password: ada.password })).status,
    ).toBe(200)
  })

  it("a correct password clears its address's count of earlier typos", async () => {
    const shopper = await server.shopper('typo')
    const device = phone()
    // Two rounds: the account's slowdown still counts every typo (login-bursts.test.ts), and a
    // third round would pass its free failures.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccount.limit - 1; i++)
        await device('POST', '/account/app-user/login', { email: shopper.email, password: 'fat-finger' })
      expect(
        (await device('POST', '/account/app-user/login', { email: shopper.email, password: shopper.password })).status,
      ).toBe(200)
    }
  })

  it('limits one address spraying many accounts, not other addresses', async () => {
    const shopper = await server.shopper('spray')
    const sprayer = phone()
    const { limit, windowMs } = RATE_LIMITS.loginFailuresPerAddress
    for (let i = 0; i < limit; i++) {
      const response = await sprayer('POST', '/account/app-user/login', {
        email: `victim.${i}@example.ng`,
        password: 'Password1',
      })
      expect(response.status).toBe(401)
    }
    expectTooMany(
      await sprayer('POST', '/account/app-user/login', { email: 'victim.new@example.ng', password: 'Password1' }),
    )
    expectTooMany(
      await sprayer('POST', '/account/app-user/login', { email: shopper.email, password: shopper.password }),
    )
    expect(
      (await phone()('POST', '/account/app-user/login', { email: shopper.email, password: shopper.password })).status,
    ).toBe(200)
    now += windowMs
    expect(
      (await sprayer('POST', '/account/app-user/login', { email: shopper.email, password: shopper.password })).status,
    ).toBe(200)
  })
})

describe('signup and emailed codes', () => {
  it('limits codes asked for one account from one address: signup, resend and reset share the budget', async () => {
    const device = phone()
    const email = `kemi.${Date.now()}@example.ng`
    const { limit, windowMs } = RATE_LIMITS.codeRequestsPerAccount
    expect(
      (
        await device('POST', '/account/app-user/signup', {
          email,
          password: 'plantain-chips',
          first_name: 'Kemi',
          last_name: 'A',
        })
      ).status,
    ).toBe(201)
    for (let i = 1; i < limit; i++)
      expect((await device('POST', '/account/email/resend-verification-email', { email })).status).toBe(200)
    expectTooMany(await device('POST', '/account/email/resend-verification-email', { email }))
    expectTooMany(await device('POST', '/account/password-reset', { email: email.toUpperCase() }))
    // A different email from the same address has its own budget.
    expect((await device('POST', '/account/password-reset', { email: `other.${email}` })).status).toBe(200)
    // The five codes sent are all there is.
    const mailbox = await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
    expect(mailbox.json.messages).toHaveLength(limit)
    now += windowMs
    expect((await device('POST', '/account/email/resend-verification-email', { email })).status).toBe(200)
  })

  it('limits resend and reset requests from one address across accounts', async () => {
    const device = phone()
    const { limit } = RATE_LIMITS.codeRequestsPerAddress
    for (let i = 0; i < limit; i++)
      expect((await device('POST', '/account/password-reset', { email: `someone.${i}@example.ng` })).status).toBe(200)
    expectTooMany(await device('POST', '/account/email/resend-verification-email', { email: 'one.more@example.ng' }))
    expect((await phone()('POST', '/account/password-reset', { email: 'one.more@example.ng' })).status).toBe(200)
  })

  it('limits signups from one address', async () => {
    const device = phone()
    const { limit, windowMs } = RATE_LIMITS.signupsPerAddress
    const signup = (i: number) =>
      device('POST', '/account/app-user/signup', {
        email: `bulk.${i}.${now}@example.ng`,
        password: 'egusi-and-fufu',
        first_name: 'Bulk',
        last_name: 'Signup',
      })
    for (let i = 0; i < limit; i++) expect((await signup(i)).status).toBe(201)
    expectTooMany(await signup(limit))
    expect(
      (
        await phone()('POST', '/account/app-user/signup', {
          email: `elsewhere.${now}@example.ng`,
          password: 'egusi-and-fufu',
          first_name: 'Else',
          last_name: 'Where',
        })
      ).status,
    ).toBe(201)
    now += windowMs
    expect((await signup(limit + 1)).status).toBe(201)
  })
})

describe('code entry', () => {
  it('voids an OTP after five wrong tries; a new code works; the right code never gets through a guessing run', async () => {
    const device = phone()
    const email = `otp.${Date.now()}@example.ng`
    await device('POST', '/account/app-user/signup', {
      email,
      password: 'moi-moi-leaf',
      first_name: 'Otp',
      last_name: 'Test',
    })
    const code = await latestCode(email, 'verify')
    for (let i = 0; i < RATE_LIMITS.wrongTriesPerCode; i++) {
      const response = await device('POST', '/account/email/verify-email-app-user', { email, otp: wrong(code) })
      expect(response).toMatchObject({ status: 400, json: { message: 'The code is invalid or has expired.' } })
    }
    // This address has spent its tries at the code: the right code is too late from here.
    const late = await device('POST', '/account/email/verify-email-app-user', { email, otp: code })
    expectTooMany(late, 'Too many wrong codes. Ask for a new code and try again.', 15 * 60)
    expect((await device('POST', '/account/app-user/login', { email, password: 'moi-moi-leaf' })).status).toBe(400)

    expect((await device('POST', '/account/email/resend-verification-email', { email })).status).toBe(200)
    const fresh = await latestCode(email, 'verify')
    expect(
      (await device('POST', '/account/email/verify-email-app-user', { email, otp: fresh, password: 'moi-moi-leaf' }))
        .status,
    ).toBe(200)
    expect((await device('POST', '/account/app-user/login', { email, password: 'moi-moi-leaf' })).status).toBe(200)
  })

  it('voids a password-reset code after five wrong tries and limits new-password calls', async () => {
    const shopper = await server.shopper('reset-limit')
    const device = phone()
    await device('POST', '/account/password-reset', { email: shopper.email })
    const code = await latestCode(shopper.email, 'reset')
    for (let i = 0; i < RATE_LIMITS.wrongTriesPerCode; i++)
      expect(
        (await device('POST', '/account/password-reset-enter-code', { email: shopper.email, code: wrong(code) }))
          .status,
      ).toBe(400)
    expectTooMany(
      await device('POST', '/account/password-reset-enter-code', { email: shopper.email, code }),
      'Too many wrong codes. Ask for a new code and try again.',
      15 * 60,
    )
    // Without an accepted code (its reset token) there is no new password.
    const { limit, windowMs } = RATE_LIMITS.newPasswordsPerAccount
    for (let i = 0; i < limit; i++) {
      const response = await device('POST', '/account/password-reset-enter-new-password-app-user', {
        email: shopper.email,
        password: 'taken-over-1',
      })
      expect(response.status).toBe(400)
    }
    expectTooMany(
      await device('POST', '/account/password-reset-enter-new-password-app-user', {
        email: shopper.email,
        password: 'taken-over-1',
      }),
      TOO_MANY,
      windowMs / 1000,
    )
    now += windowMs
    await device('POST', '/account/password-reset', { email: shopper.email })
    const fresh = await latestCode(shopper.email, 'reset')
    const accepted = await device('POST', '/account/password-reset-enter-code', { email: shopper.email, code: fresh })
    expect(accepted.status).toBe(200)
    expect(
      (
        await device('POST', '/account/password-reset-enter-new-password-app-user', {
          email: shopper.email,
          password: 'new-and-mine',
          reset_token: accepted.json.reset_token,
        })
      ).status,
    ).toBe(200)
    expect(
      (await device('POST', '/account/app-user/login', { email: shopper.email, password: 'new-and-mine' })).status,
    ).toBe(200)
  })

  it('limits wrong codes from one address across accounts', async () => {
    const device = phone()
    const { limit } = RATE_LIMITS.wrongCodesPerAddress
    for (let i = 0; i < limit; i++) {
      const response = await device('POST', '/account/email/verify-email-app-user', {
        email: `nobody.${i}@example.ng`,
        otp: '123456',
      })
      expect(response.status).toBe(400)
    }
    expectTooMany(
      await device('POST', '/account/password-reset-enter-code', { email: 'nobody.x@example.ng', code: '123456' }),
    )
  })
})
