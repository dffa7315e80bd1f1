import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'
import { accountEndpoints } from '../../contract/endpoints/account'
import { formErrors } from '../../src/ui/form-errors'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('accounts', () => {
  it('signup → OTP from the dev mailbox → verify → login → refresh → logout', async () => {
    const email = `ada.${Date.now()}@example.ng`
    const signup = await server.call('POST', '/account/app-user/signup', {
      body: { email, password: 'suya-and-chapman', first_name: 'Ada', last_name: 'Obi' },
    })
    expect(signup.status).toBe(201)
    expect(signup.json.detail).toMatch(/signup successful/i)

    // Not verified yet: a 400 whose words say what to do (403 is for permission failures).
    const early = await server.call('POST', '/account/app-user/login', {
      body: { email, password: 'suya-and-chapman' },
    })
    expect(early).toMatchObject({ status: 400, json: { message: 'Verify your email before logging in.' } })
    const wrongPassword = await server.call('POST', '/account/app-user/login', { body: { email, password: 'x' } })
    expect(wrongPassword.status).toBe(401)

    const wrongCode = await server.call('POST', '/account/email/verify-email-app-user', {
      body: { email, otp: '000000x' },
    })
    expect(wrongCode.status).toBe(400)
    await server.call('POST', '/account/email/resend-verification-email', { body: { email } })
    const mailbox = await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
    expect(mailbox.json.messages).toHaveLength(2)
    const otp = mailbox.json.messages[0].code
    expect(otp).toMatch(/^\d{6}$/)
    expect(
      (
        await server.call('POST', '/account/email/verify-email-app-user', {
          body: { email, otp, password: 'suya-and-chapman' },
        })
      ).status,
    ).toBe(200)

    const login = await server.call('POST', '/account/app-user/login', {
      body: { email, password: 'suya-and-chapman' },
    })
    expect(login.status).toBe(200)
    expect(login.json).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { email, first_name: 'Ada' },
    })

    const refreshed = await server.call('POST', '/account/token/refresh', { body: { token: login.json.refresh } })
    expect(refreshed.status).toBe(200)
    expect(refreshed.json.refresh).not.toBe(login.json.refresh)
    // The old refresh token is rotated out.
    expect((await server.call('POST', '/account/token/refresh', { body: { token: login.json.refresh } })).status).toBe(
      401,
    )

    expect(
      (await server.call('POST', '/account/app-user/logout', { body: { refresh: refreshed.json.refresh } })).status,
    ).toBe(200)
    expect(
      (await server.call('POST', '/account/token/refresh', { body: { token: refreshed.json.refresh } })).status,
    ).toBe(401)
    // The OTP appears in the log for developers; tokens never do.
    expect(server.logs.some((line) => line.includes(otp))).toBe(true)
    expect(server.logs.some((line) => line.includes(login.json.access) || line.includes(login.json.refresh))).toBe(
      false,
    )
  })

  it('answers bad signups and logins with clear messages', async () => {
    const missing = await server.call('POST', '/account/app-user/signup', {
      body: { password: 'longenough', first_name: 'A', last_name: 'B' },
    })
    expect(missing).toMatchObject({ status: 400, json: { message: 'Email is required.' } })
    const short = await server.call('POST', '/account/app-user/signup', {
      body: { email: 'a@b.ng', password: 'short', first_name: 'A', last_name: 'B' },
    })
    expect(short.json.message).toMatch(/at least 8/)
    const shopper = await server.shopper()
    const duplicate = await server.call('POST', '/account/app-user/signup', {
      body: { email: shopper.email, password: 'longenough', first_name: 'A', last_name: 'B' },
    })
    // The same answer as a new signup (signup-squatting.test.ts): nothing said about the account.
    expect(duplicate.status).toBe(201)
    const wrong = await server.call('POST', '/account/app-user/login', {
      body: { email: shopper.email, password: 'not-the-password' },
    })
    expect(wrong).toMatchObject({ status: 401, json: { message: 'Invalid email or password' } })
    const empty = await server.call('POST', '/account/app-user/login', { body: {} })
    expect(empty).toMatchObject({ status: 400, json: { message: 'Credentials are required.' } })
    expect((await server.call('POST', '/account/token/refresh', { body: {} })).json.message).toBe(
      'Refresh token is required.',
    )
  })

  it('refuses a username with a space in the words the signup form shows, and takes a one-word one', async () => {
    // The signup form checks its fields with the call's own schema (src/features/auth/signup-page.tsx).
    const signupSchema = accountEndpoints.signup.request
    const typed = {
      first_name: 'Ada',
      last_name: 'Obi',
      email: `spaced.${Date.now()}@example.ng`,
      password: 'longenough',
      username: 'ada obi',
    }
    const shown = formErrors(signupSchema, typed).username
    expect(shown).toBe('Username cannot contain spaces.')
    const refused = await server.call('POST', '/account/app-user/signup', { body: typed })
    expect(refused).toMatchObject({ status: 400, json: { message: shown } })
    const oneWord = { ...typed, username: 'ada.obi' }
    expect(formErrors(signupSchema, oneWord)).toEqual({})
    expect((await server.call('POST', '/account/app-user/signup', { body: oneWord })).status).toBe(201)
  })

  it('resets a password with a code, and only after the code', async () => {
    const shopper = await server.shopper('reset')
    const unknown = await server.call('POST', '/account/password-reset', { body: { email: 'nobody@example.ng' } })
    expect(unknown.status).toBe(200)
    expect((await server.call('POST', '/account/password-reset', { body: { email: shopper.email } })).status).toBe(200)
    const early = await server.call('POST', '/account/password-reset-enter-new-password-app-user', {
      body: { email: shopper.email, password: 'new-password-1' },
    })
    expect(early.status).toBe(400)
    const mailbox = await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(shopper.email)}`)
    const code = mailbox.json.messages.find((message: { kind: string }) => message.kind === 'reset').code
    const accepted = await server.call('POST', '/account/password-reset-enter-code', {
      body: { email: shopper.email, code },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.json.reset_token).toEqual(expect.any(String))
    expect(
      (
        await server.call('POST', '/account/password-reset-enter-new-password-app-user', {
          body: { email: shopper.email, password: 'new-password-1', reset_token: accepted.json.reset_token },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await server.call('POST', '/account/app-user/login', {
          body: { email: shopper.email, password: 'new-password-1' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await server.call('POST', '/account/app-user/login', {
          body: { email: shopper.email, password: shopper.password },
        })
      ).status,
    ).toBe(401)
  })

  it('returns every user-activities field of SPEC §3 to the token holder only', async () => {
    const shopper = await server.shopper()
    expect((await server.call('GET', '/account/app-user/data-jwt')).status).toBe(401)
    expect((await server.call('GET', '/account/app-user/data-jwt', { token: 'not-a-token' })).status).toBe(401)
    const activities = await server.call('GET', '/account/app-user/data-jwt', { token: shopper.access })
    expect(activities.status).toBe(200)
    for (const list of [
      'coupon_likes',
      'coupon_rating',
      'discount_likes',
      'discount_ratings',
      'featureddeals_likes',
      'featureddeals_ratings',
      'liked_blogpost',
      'liked_restaurants',
      'rated_restaurants',
      'subscribed_restaurants',
    ]) {
      expect(activities.json[list]).toEqual([])
    }
    expect(activities.json).toMatchObject({
      id: shopper.id,
      email: shopper.email,
      first_name: 'Tola',
      last_name: 'Adeyemi',
      referral_count: 0,
      unique_referral_code: expect.any(String),
      user_created_at: expect.any(String),
      user_updated_at: expect.any(String),
    })
    expect(activities.json).toHaveProperty('username')
  })
})
