import { get as idbGet } from 'idb-keyval'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchUserActivities } from '@/api/auth'
import { ApiError } from '@/api/errors'
import { clearPersistedAtoms, persistedWritesSettled, type AppStore } from '@/stores/persisted-atom'
import { userActivities } from '@/test/fixtures'
import { empty, json, offline, stubFetch } from '@/test/stub-fetch'
import {
  accessTokenAtom,
  connectSessionToApi,
  isSignedInAtom,
  loginErrorAtom,
  loginStatusAtom,
  logoutErrorAtom,
  refreshTokenAtom,
  signupStatusAtom,
  userAtom,
  type LoginStatus,
} from './session'
import { logIn, logOut, signUp } from './session-actions'

const LOGIN = '/beta/account/app-user/login'
const LOGOUT = '/beta/account/app-user/logout'
const REFRESH = '/beta/account/token/refresh'
const ACTIVITIES = '/beta/account/app-user/data-jwt'

const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada', last_name: 'Obi', username: 'ada' }
const activities = userActivities(ada)

let store: AppStore
let disconnect: () => void

beforeEach(() => {
  store = createStore()
  disconnect = connectSessionToApi(store)
})

afterEach(async () => {
  disconnect()
  vi.unstubAllGlobals()
  await persistedWritesSettled()
  await clearPersistedAtoms(store)
})

/** A shopper already signed in on this device. */
function signIn(access = 'old-access', refresh = 'old-refresh') {
  store.set(userAtom, ada)
  store.set(accessTokenAtom, access)
  store.set(refreshTokenAtom, refresh)
}

function sessionOf(current: AppStore) {
  return {
    user: current.get(userAtom),
    access: current.get(accessTokenAtom),
    refresh: current.get(refreshTokenAtom),
  }
}

describe('logIn', () => {
  it("goes 'pending' then 'success', and keeps the user and tokens on this device", async () => {
    const sent = stubFetch(() => json({ access: 'access-1', refresh: 'refresh-1', user: ada }))
    const statuses: LoginStatus[] = []
    const stop = store.sub(loginStatusAtom, () => statuses.push(store.get(loginStatusAtom)))

    const pending = logIn({ email: 'ada@example.ng', password: 'secret' }, store)
    expect(store.get(loginStatusAtom)).toBe('pending')
    await expect(pending).resolves.toBe(true)
    stop()

    expect(statuses).toEqual(['pending', 'success'])
    expect(sent[0]?.path).toBe(LOGIN)
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng', password: 'secret' })
    expect(sessionOf(store)).toEqual({ user: ada, access: 'access-1', refresh: 'refresh-1' })
    expect(store.get(isSignedInAtom)).toBe(true)
    expect(store.get(loginErrorAtom)).toBeNull()

    await persistedWritesSettled()
    expect(await idbGet('user')).toEqual(ada)
    expect(await idbGet('access')).toBe('access-1')
    expect(await idbGet('refresh')).toBe('refresh-1')
  })

  it("goes 'failed' with the server's message and signs nobody in", async () => {
    stubFetch(() => json({ message: 'Invalid email or password.' }, 400))
    const statuses: LoginStatus[] = []
    const stop = store.sub(loginStatusAtom, () => statuses.push(store.get(loginStatusAtom)))
    await expect(logIn({ email: 'ada@example.ng', password: 'wrong' }, store)).resolves.toBe(false)
    stop()
    expect(statuses).toEqual(['pending', 'failed'])
    expect(store.get(loginErrorAtom)).toBe('Invalid email or password.')
    expect(sessionOf(store)).toEqual({ user: null, access: null, refresh: null })
    expect(store.get(isSignedInAtom)).toBe(false)
  })

  it("says 'Login failed' when the server says nothing, and 'Credentials are required.' without asking it", async () => {
    stubFetch(() => json({}, 400))
    await logIn({ email: 'ada@example.ng', password: 'wrong' }, store)
    expect(store.get(loginErrorAtom)).toBe('Login failed')

    const sent = stubFetch(() => json({}, 400))
    await logIn({ email: '', password: '' }, store)
    expect(store.get(loginStatusAtom)).toBe('failed')
    expect(store.get(loginErrorAtom)).toBe('Credentials are required.')
    expect(sent).toEqual([])
  })

  it('clears the previous error when trying again', async () => {
    stubFetch(() => json({}, 500))
    await logIn({ email: 'ada@example.ng', password: 'x' }, store)
    expect(store.get(loginErrorAtom)).toBe('Internal Server Error - Try again later.')
    stubFetch(() => json({ access: 'a', refresh: 'r', user: ada }))
    const pending = logIn({ email: 'ada@example.ng', password: 'secret' }, store)
    expect(store.get(loginErrorAtom)).toBeNull()
    await pending
    expect(store.get(loginStatusAtom)).toBe('success')
    expect(store.get(loginErrorAtom)).toBeNull()
  })
})

describe('signUp', () => {
  const details = { email: 'ada@example.ng', password: 'secret', first_name: 'Ada', last_name: 'Obi' }

  it("keeps the server's detail in signupStatus", async () => {
    stubFetch(() => json({ detail: 'Check your email for the verification code.' }, 201))
    await expect(signUp(details, store)).resolves.toBe(true)
    expect(store.get(signupStatusAtom)).toBe('Check your email for the verification code.')
    expect(store.get(userAtom)).toBeNull()
  })

  it('keeps the error message in signupStatus when signup fails', async () => {
    stubFetch(() => json({ message: 'A user with that email already exists.' }, 400))
    await expect(signUp(details, store)).resolves.toBe(false)
    expect(store.get(signupStatusAtom)).toBe('A user with that email already exists.')
    stubFetch(offline)
    await signUp(details, store)
    expect(store.get(signupStatusAtom)).toBe('Signup failed')
    const sent = stubFetch(() => json({}))
    await signUp({ email: 'ada@example.ng' }, store)
    expect(store.get(signupStatusAtom)).toBe('User information is required.')
    expect(sent).toEqual([])
  })
})

describe('connectSessionToApi', () => {
  it('rotates the stored tokens when a call meets a 401, and the call succeeds', async () => {
    signIn('old-access', 'old-refresh')
    const sent = stubFetch((request) => {
      if (request.path === REFRESH) return json({ access: 'new-access', refresh: 'new-refresh' })
      return request.headers.get('Authorization') === 'Bearer new-access' ? json(activities) : json({}, 401)
    })
    await expect(fetchUserActivities()).resolves.toEqual(activities)
    expect(sent.map((request) => request.path)).toEqual([ACTIVITIES, REFRESH, ACTIVITIES])
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer old-access')
    expect(sent[1]?.body).toEqual({ token: 'old-refresh' })
    expect(sessionOf(store)).toEqual({ user: ada, access: 'new-access', refresh: 'new-refresh' })
    await persistedWritesSettled()
    expect(await idbGet('access')).toBe('new-access')
    expect(await idbGet('refresh')).toBe('new-refresh')
  })

  it('signs the shopper out when the server refuses the refresh', async () => {
    signIn('old-access', 'revoked')
    store.set(loginStatusAtom, 'success')
    stubFetch((request) => (request.path === REFRESH ? json({ detail: 'Token is blacklisted' }, 401) : json({}, 401)))
    const error: unknown = await fetchUserActivities().then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(sessionOf(store)).toEqual({ user: null, access: null, refresh: null })
    expect(store.get(isSignedInAtom)).toBe(false)
    expect(store.get(loginStatusAtom)).toBe('idle')
  })

  it('keeps the shopper signed in when the refresh cannot reach the server', async () => {
    signIn('old-access', 'old-refresh')
    stubFetch((request) => (request.path === REFRESH ? offline() : json({}, 401)))
    await expect(fetchUserActivities()).rejects.toBeInstanceOf(ApiError)
    expect(sessionOf(store)).toEqual({ user: ada, access: 'old-access', refresh: 'old-refresh' })
  })

  it('stops reading this store once disconnected', async () => {
    signIn('old-access', 'old-refresh')
    disconnect()
    const sent = stubFetch(() => json(activities))
    await fetchUserActivities()
    expect(sent[0]?.headers.has('Authorization')).toBe(false)
  })
})

describe('logOut', () => {
  function withStatusFields() {
    store.set(loginStatusAtom, 'success')
    store.set(loginErrorAtom, 'old error')
    store.set(signupStatusAtom, 'Check your email.')
    store.set(logoutErrorAtom, 'Earlier logout error')
  }

  function expectSignedOut() {
    expect(sessionOf(store)).toEqual({ user: null, access: null, refresh: null })
    expect(store.get(isSignedInAtom)).toBe(false)
    expect(store.get(loginStatusAtom)).toBe('idle')
    expect(store.get(loginErrorAtom)).toBeNull()
    expect(store.get(signupStatusAtom)).toBeNull()
    expect(store.get(logoutErrorAtom)).toBeNull()
  }

  it('asks the server to revoke the refresh token, then forgets the shopper and resets the status fields', async () => {
    signIn('access-1', 'refresh-1')
    withStatusFields()
    const sent = stubFetch(() => empty(204))
    await expect(logOut(store)).resolves.toBe(true)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe(LOGOUT)
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ refresh: 'refresh-1' })
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-1')
    expectSignedOut()
    await persistedWritesSettled()
    expect(await idbGet('user')).toBeUndefined()
    expect(await idbGet('access')).toBeUndefined()
    expect(await idbGet('refresh')).toBeUndefined()
  })

  it('still signs the shopper out on this device when offline', async () => {
    signIn()
    withStatusFields()
    stubFetch(offline)
    await expect(logOut(store)).resolves.toBe(true)
    expectSignedOut()
  })

  it('signs out an expired session whose refresh the server refuses', async () => {
    signIn()
    stubFetch(() => json({}, 401))
    await expect(logOut(store)).resolves.toBe(true)
    expectSignedOut()
  })

  it('keeps the shopper signed in and says why when the server refuses', async () => {
    signIn('access-1', 'refresh-1')
    store.set(loginStatusAtom, 'success')
    stubFetch(() => json({}, 500))
    await expect(logOut(store)).resolves.toBe(false)
    expect(store.get(logoutErrorAtom)).toBe('Internal Server Error - Try again later.')
    expect(sessionOf(store)).toEqual({ user: ada, access: 'access-1', refresh: 'refresh-1' })
    expect(store.get(loginStatusAtom)).toBe('success')
  })

  it("says 'Unable to log out. Please try again.' when the server refuses without a reason", async () => {
    signIn()
    stubFetch(() => json({}, 400))
    await expect(logOut(store)).resolves.toBe(false)
    expect(store.get(logoutErrorAtom)).toBe('Unable to log out. Please try again.')
    expect(store.get(userAtom)).toEqual(ada)
  })

  it('clears a stale session without a request when there is no refresh token', async () => {
    store.set(userAtom, ada)
    const sent = stubFetch(() => empty(204))
    await expect(logOut(store)).resolves.toBe(true)
    expect(sent).toEqual([])
    expectSignedOut()
  })
})
