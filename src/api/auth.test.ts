import { afterEach, describe, expect, it, vi } from 'vitest'
import { stamp, userActivities } from '@/test/fixtures'
import { failure, refused } from '@/test/outcomes'
import { empty, json, offline, stubFetch } from '@/test/stub-fetch'
import { signInPerTest } from '@/test/session'
import {
  enterPasswordResetCode,
  fetchUserActivities,
  login,
  logout,
  refreshTokens,
  requestPasswordReset,
  resendVerificationEmail,
  setNewPassword,
  signup,
  verifyEmail,
} from './auth'

const FORBIDDEN = 'Access Forbidden - You may not have the required permissions.'
const NOT_FOUND = 'The requested resource was not found.'
const SERVER_ERROR = 'Internal Server Error - Try again later.'

const signedIn = signInPerTest()
afterEach(() => vi.unstubAllGlobals())

const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada', last_name: 'Obi', username: 'ada' }

describe('input checks (SPEC §5), with no request made', () => {
  it.each([
    ['no credentials', () => login(undefined)],
    ['null credentials', () => login(null)],
    ['no email', () => login({ password: 'secret' })],
    ['a blank email', () => login({ email: '   ', password: 'secret' })],
    ['no password', () => login({ email: 'ada@example.ng' })],
    ['an empty password', () => login({ email: 'ada@example.ng', password: '' })],
  ])("login refuses %s with 'Credentials are required.'", async (_label, attempt) => {
    const sent = stubFetch(() => json({}))
    await refused(attempt(), 'Credentials are required.')
    expect(sent).toEqual([])
  })

  it.each([
    ['signup with nothing', () => signup(undefined)],
    ['signup without an email', () => signup({ password: 'secret', first_name: 'Ada', last_name: 'Obi' })],
    ['signup with a blank email', () => signup({ email: ' ', password: 'secret' })],
    ['signup without a password', () => signup({ email: 'ada@example.ng' })],
    ['verifyEmail with nothing', () => verifyEmail(null)],
    ['verifyEmail without an email', () => verifyEmail({ otp: '123456' })],
    ['verifyEmail with a blank email', () => verifyEmail({ email: '  ', otp: '123456' })],
    ['enterPasswordResetCode with nothing', () => enterPasswordResetCode(undefined)],
    ['enterPasswordResetCode without an email', () => enterPasswordResetCode({ code: '1234' })],
    ['setNewPassword with nothing', () => setNewPassword(null)],
    ['setNewPassword without a password', () => setNewPassword({ email: 'ada@example.ng' })],
    ['setNewPassword without an email', () => setNewPassword({ password: 'new-secret' })],
  ])("%s: 'User information is required.'", async (_label, attempt) => {
    const sent = stubFetch(() => json({}))
    await refused(attempt(), 'User information is required.')
    expect(sent).toEqual([])
  })

  it.each([
    ['refreshTokens', () => refreshTokens(undefined)],
    ['refreshTokens with an empty token', () => refreshTokens('')],
    ['logout', () => logout(null)],
    ['logout with a blank token', () => logout('  ')],
  ])("%s: 'Refresh token is required.'", async (_label, attempt) => {
    const sent = stubFetch(() => json({}))
    await refused(attempt(), 'Refresh token is required.')
    expect(sent).toEqual([])
  })

  it.each([
    ['resendVerificationEmail', () => resendVerificationEmail(undefined)],
    ['resendVerificationEmail with a blank email', () => resendVerificationEmail('  ')],
    ['requestPasswordReset', () => requestPasswordReset(null)],
    ['requestPasswordReset with an empty email', () => requestPasswordReset('')],
  ])("%s: 'Email is required.'", async (_label, attempt) => {
    const sent = stubFetch(() => json({}))
    await refused(attempt(), 'Email is required.')
    expect(sent).toEqual([])
  })
})

describe('login', () => {
  it('posts the credentials and returns the tokens and the user', async () => {
    const sent = stubFetch(() => json({ access: 'a', refresh: 'r', user: ada, extra: true }))
    await expect(login({ email: 'ada@example.ng', password: 'secret' })).resolves.toEqual({
      access: 'a',
      refresh: 'r',
      user: ada,
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe('/beta/account/app-user/login')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng', password: 'secret' })
    expect(sent[0]?.headers.has('Authorization')).toBe(false)
  })

  it("reports the server's message, or 'Login failed'", async () => {
    stubFetch(() => json({ message: 'Invalid email or password.' }, 400))
    expect((await failure(login({ email: 'ada@example.ng', password: 'x' }))).message).toBe(
      'Invalid email or password.',
    )
    stubFetch(() => json({ detail: 'Your account is locked for 15 minutes.' }, 401))
    expect((await failure(login({ email: 'ada@example.ng', password: 'x' }))).message).toBe(
      'Your account is locked for 15 minutes.',
    )
    // A server's developer words ("credentials") give the error catalogue's own fallback instead (docs/errors.md).
    stubFetch(() => json({ detail: 'No active account found with the given credentials' }, 401))
    expect((await failure(login({ email: 'ada@example.ng', password: 'x' }))).message).toBe('Login failed')
    stubFetch(() => json({}, 400))
    expect((await failure(login({ email: 'ada@example.ng', password: 'x' }))).message).toBe('Login failed')
    stubFetch(offline)
    expect((await failure(login({ email: 'ada@example.ng', password: 'x' }))).message).toBe('Login failed')
  })

  it.each([
    ['a user without an id', { access: 'a', refresh: 'r', user: { email: 'ada@example.ng' } }],
    ['no refresh token', { access: 'a', user: ada }],
    ['a body that is not JSON', 'ok'],
  ])("treats an answer with %s as 'Login failed'", async (_label, body) => {
    stubFetch(() => json(body))
    const error = await failure(login({ email: 'ada@example.ng', password: 'secret' }))
    expect(error.message).toBe('Login failed')
    expect(error.kind).toBe('unexpected')
  })

  it("treats a status other than 200 as 'Login failed'", async () => {
    stubFetch(() => json({ access: 'a', refresh: 'r', user: ada }, 201))
    expect((await failure(login({ email: 'ada@example.ng', password: 'secret' }))).message).toBe('Login failed')
  })

  it.each([
    [403, FORBIDDEN],
    [404, NOT_FOUND],
    [500, SERVER_ERROR],
  ])('words status %i with the catalogue', async (status, message) => {
    stubFetch(() => json({ message: 'raw' }, status))
    expect((await failure(login({ email: 'ada@example.ng', password: 'secret' }))).message).toBe(message)
  })
})

describe('signup', () => {
  const details = { email: 'ada@example.ng', password: 'secret', first_name: 'Ada', last_name: 'Obi' }

  it("posts the details and returns the server's detail", async () => {
    const sent = stubFetch(() => json({ detail: 'Check your email for the verification code.' }, 201))
    await expect(signup(details)).resolves.toBe('Check your email for the verification code.')
    expect(sent[0]?.path).toBe('/beta/account/app-user/signup')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual(details)
  })

  it('accepts 200 too, and gives an empty detail when the server sent none', async () => {
    stubFetch(() => json({}, 200))
    await expect(signup(details)).resolves.toBe('')
  })

  it("reports the server's message, or 'Signup failed'", async () => {
    stubFetch(() => json({ message: 'A user with that email already exists.' }, 400))
    expect((await failure(signup(details))).message).toBe('A user with that email already exists.')
    stubFetch(() => json({}, 400))
    expect((await failure(signup(details))).message).toBe('Signup failed')
    stubFetch(offline)
    expect((await failure(signup(details))).message).toBe('Signup failed')
    stubFetch(() => json({ detail: 'ok' }, 202))
    expect((await failure(signup(details))).message).toBe('Signup failed')
    stubFetch(() => json({}, 500))
    expect((await failure(signup(details))).message).toBe(SERVER_ERROR)
  })
})

describe('refreshTokens', () => {
  it('posts {token} and returns the rotated tokens', async () => {
    const sent = stubFetch(() => json({ access: 'a2', refresh: 'r2' }))
    await expect(refreshTokens('r1')).resolves.toEqual({ access: 'a2', refresh: 'r2' })
    expect(sent[0]?.path).toBe('/beta/account/token/refresh')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ token: 'r1' })
  })

  it("reports the server's message, or 'Token refresh failed'", async () => {
    stubFetch(() => json({ detail: 'Your session has ended.' }, 401))
    expect((await failure(refreshTokens('r1'))).message).toBe('Your session has ended.')
    stubFetch(() => json({ detail: 'Token is invalid or expired' }, 401))
    expect((await failure(refreshTokens('r1'))).message).toBe('Token refresh failed')
    stubFetch(() => json({}, 400))
    expect((await failure(refreshTokens('r1'))).message).toBe('Token refresh failed')
    stubFetch(offline)
    expect((await failure(refreshTokens('r1'))).message).toBe('Token refresh failed')
    stubFetch(() => json({ access: 'a2' }))
    expect((await failure(refreshTokens('r1'))).message).toBe('Token refresh failed')
  })
})

describe('logout', () => {
  it('posts the refresh token with the bearer token', async () => {
    signedIn('access-1', 'refresh-1')
    const sent = stubFetch(() => empty(204))
    await expect(logout('refresh-1')).resolves.toBeUndefined()
    expect(sent[0]?.path).toBe('/beta/account/app-user/logout')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ refresh: 'refresh-1' })
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-1')
    stubFetch(() => json({ detail: 'Logged out.' }, 200))
    await expect(logout('refresh-1')).resolves.toBeUndefined()
  })

  it("reports a failed request as 'Unable to log out. Please try again.'", async () => {
    stubFetch(() => json({}, 400))
    expect((await failure(logout('refresh-1'))).message).toBe('Unable to log out. Please try again.')
    stubFetch(offline)
    const down = await failure(logout('refresh-1'))
    expect(down.message).toBe('Unable to log out. Please try again.')
    expect(down.kind).toBe('network')
  })

  it("reports an unexpected status as 'Logout failed'", async () => {
    stubFetch(() => json({}, 202))
    const error = await failure(logout('refresh-1'))
    expect(error.message).toBe('Logout failed')
    expect(error.kind).toBe('unexpected')
  })

  it('words a server failure with the catalogue', async () => {
    stubFetch(() => json({}, 500))
    expect((await failure(logout('refresh-1'))).message).toBe(SERVER_ERROR)
  })
})

describe('fetchUserActivities', () => {
  const activities = userActivities({
    ...ada,
    coupon_likes: [{ id: 1, likes: 4, user: 7, ...stamp }],
    discount_ratings: [{ id: 2, rating: 5, ratings: 9, user: 7, ...stamp }],
  })

  it('gets the signed-in shopper activities with the bearer token', async () => {
    signedIn('access-9')
    const sent = stubFetch(() => json(activities))
    await expect(fetchUserActivities()).resolves.toEqual(activities)
    expect(sent[0]?.path).toBe('/beta/account/app-user/data-jwt')
    expect(sent[0]?.method).toBe('GET')
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-9')
  })

  it("reports a failed request as 'Error fetching user activities', or the server's message", async () => {
    stubFetch(() => json({}, 400))
    expect((await failure(fetchUserActivities())).message).toBe('Error fetching user activities')
    stubFetch(offline)
    expect((await failure(fetchUserActivities())).message).toBe('Error fetching user activities')
    stubFetch(() => json({ message: 'Bad request.' }, 400))
    expect((await failure(fetchUserActivities())).message).toBe('Bad request.')
  })

  it.each([
    ['a list missing', { ...activities, subscribed_restaurants: undefined }],
    ['no id', { ...activities, id: undefined }],
    ['a list that is not a list', { ...activities, coupon_likes: {} }],
    ['a body that is not JSON', 'oops'],
  ])("treats an answer with %s as 'Failed to fetch user activities'", async (_label, body) => {
    stubFetch(() => json(body))
    const error = await failure(fetchUserActivities())
    expect(error.message).toBe('Failed to fetch user activities')
    expect(error.kind).toBe('unexpected')
  })

  it("treats a status other than 200 as 'Failed to fetch user activities'", async () => {
    stubFetch(() => json(activities, 201))
    expect((await failure(fetchUserActivities())).message).toBe('Failed to fetch user activities')
  })

  it.each([
    [403, FORBIDDEN],
    [404, NOT_FOUND],
    [500, SERVER_ERROR],
    [502, SERVER_ERROR],
  ])('words status %i with the catalogue', async (status, message) => {
    stubFetch(() => json({ message: 'raw' }, status))
    const error = await failure(fetchUserActivities())
    expect(error.message).toBe(message)
    expect(error.status).toBe(status)
  })
})
