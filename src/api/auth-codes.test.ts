// Emailed codes (verify the email, reset the password), and the server's rate limits on the account calls.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import {
  enterPasswordResetCode,
  login,
  requestPasswordReset,
  resendVerificationEmail,
  setNewPassword,
  signup,
  verifyEmail,
} from './auth'

const NOT_FOUND = 'The requested resource was not found.'
const SERVER_ERROR = 'Internal Server Error - Try again later.'

afterEach(() => vi.unstubAllGlobals())

describe('email verification and password reset', () => {
  it('verifyEmail posts the body as passed and returns the detail', async () => {
    const sent = stubFetch(() => json({ detail: 'Email verified.' }))
    await expect(verifyEmail({ email: 'ada@example.ng', otp: '123456' })).resolves.toBe('Email verified.')
    expect(sent[0]?.path).toBe('/beta/account/email/verify-email-app-user')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng', otp: '123456' })
  })

  it('resendVerificationEmail posts {email}', async () => {
    const sent = stubFetch(() => json({ detail: 'Code sent.' }))
    await expect(resendVerificationEmail('ada@example.ng')).resolves.toBe('Code sent.')
    expect(sent[0]?.path).toBe('/beta/account/email/resend-verification-email')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng' })
  })

  it('requestPasswordReset posts {email}', async () => {
    const sent = stubFetch(() => json({ detail: 'Reset code sent.' }))
    await expect(requestPasswordReset('ada@example.ng')).resolves.toBe('Reset code sent.')
    expect(sent[0]?.path).toBe('/beta/account/password-reset')
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng' })
  })

  it('enterPasswordResetCode posts the body as passed and returns the reset token', async () => {
    const sent = stubFetch(() => json({ detail: 'Code accepted.', reset_token: 'tok-123' }))
    await expect(enterPasswordResetCode({ email: 'ada@example.ng', code: '4321' })).resolves.toEqual({
      detail: 'Code accepted.',
      resetToken: 'tok-123',
    })
    expect(sent[0]?.path).toBe('/beta/account/password-reset-enter-code')
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng', code: '4321' })
    stubFetch(() => json({ detail: 'Code accepted.' }))
    await expect(enterPasswordResetCode({ email: 'ada@example.ng', code: '4321' })).resolves.toEqual({
      detail: 'Code accepted.',
      resetToken: null,
    })
  })

  it('setNewPassword posts {email, password} with the reset token, else the code, and nothing else', async () => {
    const sent = stubFetch(() => json({ detail: 'Password changed.' }))
    const details = { email: 'ada@example.ng', password: 'new-secret', first_name: 'Ada' }
    await expect(setNewPassword({ ...details, reset_token: 'tok-123', code: '4321' })).resolves.toBe(
      'Password changed.',
    )
    expect(sent[0]?.path).toBe('/beta/account/password-reset-enter-new-password-app-user')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng', password: 'new-secret', reset_token: 'tok-123' })
    await setNewPassword({ ...details, reset_token: null, code: '4321' })
    expect(sent[1]?.body).toEqual({ email: 'ada@example.ng', password: 'new-secret', code: '4321' })
    await setNewPassword(details)
    expect(sent[2]?.body).toEqual({ email: 'ada@example.ng', password: 'new-secret' })
  })

  it.each([
    ['verifyEmail', 'Error Verifying OTP:', () => verifyEmail({ email: 'ada@example.ng', otp: '1' })],
    ['resendVerificationEmail', 'Error Resending OTP:', () => resendVerificationEmail('ada@example.ng')],
    ['requestPasswordReset', 'Error Forgot Password:', () => requestPasswordReset('ada@example.ng')],
    ['enterPasswordResetCode', 'Error Reset Password:', () => enterPasswordResetCode({ email: 'a@b.ng', code: '1' })],
    ['setNewPassword', 'Error Reset Password:', () => setNewPassword({ email: 'a@b.ng', password: 'x' })],
  ])('%s wraps its failures in %s', async (_label, prefix, attempt) => {
    stubFetch(() => json({ message: 'The code is wrong.' }, 400))
    expect((await failure(attempt())).message).toBe(`${prefix} The code is wrong.`)
    stubFetch(() => json({}, 404))
    expect((await failure(attempt())).message).toBe(`${prefix} ${NOT_FOUND}`)
    stubFetch(() => json({}, 500))
    expect((await failure(attempt())).message).toBe(`${prefix} ${SERVER_ERROR}`)
    stubFetch(() => json({}, 400))
    const bare = (await failure(attempt())).message
    expect(bare.startsWith(`${prefix} `)).toBe(true)
    expect(bare.length).toBeGreaterThan(prefix.length + 1)
    stubFetch(offline)
    expect((await failure(attempt())).message.startsWith(`${prefix} `)).toBe(true)
  })
})

describe('rate limits (429 from the server)', () => {
  const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'
  const tooMany = (message = TOO_MANY) =>
    new Response(JSON.stringify({ message }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
    })

  it.each([
    ['login', '', 'Login failed', () => login({ email: 'ada@example.ng', password: 'secret' })],
    ['signup', '', 'Signup failed', () => signup({ email: 'ada@example.ng', password: 'secret-123' })],
    ['verifyEmail', 'Error Verifying OTP: ', 'Verification failed', () => verifyEmail({ email: 'a@b.ng', otp: '1' })],
    [
      'resendVerificationEmail',
      'Error Resending OTP: ',
      'Could not resend the code',
      () => resendVerificationEmail('a@b.ng'),
    ],
    [
      'requestPasswordReset',
      'Error Forgot Password: ',
      'Could not send the reset code',
      () => requestPasswordReset('a@b.ng'),
    ],
    [
      'enterPasswordResetCode',
      'Error Reset Password: ',
      'Could not reset the password',
      () => enterPasswordResetCode({ email: 'a@b.ng', code: '1' }),
    ],
    [
      'setNewPassword',
      'Error Reset Password: ',
      'Could not reset the password',
      () => setNewPassword({ email: 'a@b.ng', password: 'new-secret' }),
    ],
  ])(
    "%s shows the server's words, or its own failure message when a proxy sent none",
    async (_label, prefix, own, attempt) => {
      stubFetch(() => tooMany())
      const error = await failure(attempt())
      expect(error.message).toBe(`${prefix}${TOO_MANY}`)
      expect(error.status).toBe(429)
      stubFetch(
        () =>
          new Response('<html>429 Too Many Requests</html>', { status: 429, headers: { 'Content-Type': 'text/html' } }),
      )
      expect((await failure(attempt())).message).toBe(`${prefix}${own}`)
    },
  )

  it('passes on the words for a voided code', async () => {
    stubFetch(() => tooMany('Too many wrong codes. Ask for a new code and try again.'))
    expect((await failure(verifyEmail({ email: 'a@b.ng', otp: '123456' }))).message).toBe(
      'Error Verifying OTP: Too many wrong codes. Ask for a new code and try again.',
    )
  })
})
