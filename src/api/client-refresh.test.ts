// The client after a 401: one shared refresh, the retry, and what a refused or lost refresh does.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { call, refreshAccessToken, requestTokenRefresh } from './client'
import { bearer, connect, DEALS_PATH, disconnectSessions, errors, REFRESH_PATH, wait } from './client.test-support'

afterEach(() => {
  disconnectSessions()
  vi.unstubAllGlobals()
})

describe('call after a 401', () => {
  it('refreshes once for three concurrent calls, saves the new tokens and retries each once with them', async () => {
    const session = connect({ access: 'old-access', refresh: 'old-refresh' })
    const sent = stubFetch(async (request) => {
      if (request.path === REFRESH_PATH) {
        // Slow enough that all three 401s arrive while the refresh is in flight.
        await wait(20)
        return json({ access: 'new-access', refresh: 'new-refresh' })
      }
      return bearer(request) === 'Bearer new-access' ? json({ path: request.path }) : json({ detail: 'expired' }, 401)
    })

    const results = await Promise.all([
      call('/deals/one', { auth: true, expect: 200 }, errors),
      call('/deals/two', { auth: true, expect: 200 }, errors),
      call('/deals/three', { auth: true, expect: 200 }, errors),
    ])

    expect(results.map((result) => result.data)).toEqual([
      { path: '/beta/deals/one' },
      { path: '/beta/deals/two' },
      { path: '/beta/deals/three' },
    ])
    const refreshes = sent.filter((request) => request.path === REFRESH_PATH)
    expect(refreshes).toHaveLength(1)
    expect(refreshes[0]?.method).toBe('POST')
    expect(refreshes[0]?.body).toEqual({ token: 'old-refresh' })
    expect(bearer(refreshes[0])).toBeNull()
    expect(sent).toHaveLength(7)
    for (const path of ['/beta/deals/one', '/beta/deals/two', '/beta/deals/three']) {
      expect(sent.filter((request) => request.path === path).map(bearer)).toEqual([
        'Bearer old-access',
        'Bearer new-access',
      ])
    }
    expect(session.saved).toEqual([{ access: 'new-access', refresh: 'new-refresh' }])
    expect(session.state).toEqual({ access: 'new-access', refresh: 'new-refresh' })
    expect(session.loggedOut).toBe(0)
  })

  it('retries only once: a second 401 is reported, not refreshed again', async () => {
    const session = connect({ access: 'old-access', refresh: 'old-refresh' })
    const sent = stubFetch((request) =>
      request.path === REFRESH_PATH
        ? json({ access: 'new-access', refresh: 'new-refresh' })
        : json({ message: 'Still not allowed.' }, 401),
    )
    const error = await failure(call('/deals/mine', { auth: true }, errors))
    expect(error.status).toBe(401)
    expect(error.message).toBe('Still not allowed.')
    expect(sent.map((request) => request.path)).toEqual([DEALS_PATH, REFRESH_PATH, DEALS_PATH])
    expect(session.loggedOut).toBe(0)
  })

  it('does not refresh for a 401 on a public call', async () => {
    const session = connect({ access: 'old-access', refresh: 'old-refresh' })
    const sent = stubFetch(() => json({}, 401))
    const error = await failure(call('/deals/mine', {}, errors))
    expect(error.status).toBe(401)
    expect(sent).toHaveLength(1)
    expect(session.loggedOut).toBe(0)
  })

  it('signs the shopper out when the server refuses the refresh, and rejects with the 401', async () => {
    const session = connect({ access: 'old-access', refresh: 'revoked-refresh' })
    const sent = stubFetch((request) =>
      request.path === REFRESH_PATH ? json({ detail: 'Token is blacklisted' }, 401) : json({}, 401),
    )
    const error = await failure(call('/deals/mine', { auth: true }, errors))
    expect(error.status).toBe(401)
    expect(error.kind).toBe('http')
    expect(error.message).toBe('Failed to load deals')
    expect(session.loggedOut).toBe(1)
    expect(session.saved).toEqual([])
    expect(sent.map((request) => request.path)).toEqual([DEALS_PATH, REFRESH_PATH])
  })

  it('signs the shopper out once when concurrent calls meet a refused refresh', async () => {
    const session = connect({ access: 'old-access', refresh: 'revoked-refresh' })
    const sent = stubFetch(async (request) => {
      if (request.path !== REFRESH_PATH) return json({}, 401)
      await wait(20)
      return json({}, 401)
    })
    const outcomes = await Promise.allSettled([
      call('/deals/one', { auth: true }, errors),
      call('/deals/two', { auth: true }, errors),
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected'])
    expect(sent.filter((request) => request.path === REFRESH_PATH)).toHaveLength(1)
    expect(session.loggedOut).toBe(1)
  })

  it('signs the shopper out when the server refuses the refresh with any 4xx', async () => {
    const session = connect({ access: 'old-access', refresh: 'old-refresh' })
    stubFetch((request) => (request.path === REFRESH_PATH ? json({}, 400) : json({}, 401)))
    const error = await failure(call('/deals/mine', { auth: true }, errors))
    expect(error.status).toBe(401)
    expect(session.loggedOut).toBe(1)
  })

  it('keeps the session when the refresh meets a server failure (5xx), and reports an outage', async () => {
    const session = connect({ access: 'old-access', refresh: 'old-refresh' })
    stubFetch((request) => (request.path === REFRESH_PATH ? json({}, 503) : json({}, 401)))
    const error = await failure(call('/deals/mine', { auth: true }, errors))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Failed to load deals')
    expect(session.loggedOut).toBe(0)
    expect(session.state).toEqual({ access: 'old-access', refresh: 'old-refresh' })
  })

  it('signs the shopper out without asking the server when there is no refresh token', async () => {
    const session = connect({ access: 'old-access' })
    const sent = stubFetch(() => json({}, 401))
    const error = await failure(call('/deals/mine', { auth: true }, errors))
    expect(error.status).toBe(401)
    expect(error.message).toBe('Failed to load deals')
    expect(session.loggedOut).toBe(1)
    expect(sent.map((request) => request.path)).toEqual([DEALS_PATH])
  })

  it('keeps the session when the refresh never reached the server, and reports an outage', async () => {
    const session = connect({ access: 'old-access', refresh: 'old-refresh' })
    const sent = stubFetch((request) => (request.path === REFRESH_PATH ? offline() : json({}, 401)))
    const error = await failure(call('/deals/mine', { auth: true }, errors))
    expect(error.kind).toBe('network')
    expect(error.status).toBeUndefined()
    expect(error.message).toBe('Failed to load deals')
    expect(error.isRetryable).toBe(true)
    expect(session.loggedOut).toBe(0)
    expect(session.state).toEqual({ access: 'old-access', refresh: 'old-refresh' })
    expect(sent.map((request) => request.path)).toEqual([DEALS_PATH, REFRESH_PATH])
  })

  it('a later 401 starts a new refresh once the first has settled', async () => {
    const session = connect({ access: 'stale', refresh: 'r1' })
    let issued = 1
    let valid = 'none'
    const sent = stubFetch((request) => {
      if (request.path !== REFRESH_PATH) return bearer(request) === `Bearer ${valid}` ? json({}) : json({}, 401)
      issued += 1
      valid = `a${issued}`
      return json({ access: valid, refresh: `r${issued}` })
    })
    await call('/deals/mine', { auth: true }, errors)
    session.state.access = 'stale'
    await call('/deals/mine', { auth: true }, errors)
    const refreshes = sent.filter((request) => request.path === REFRESH_PATH)
    expect(refreshes.map((request) => request.body)).toEqual([{ token: 'r1' }, { token: 'r2' }])
    expect(session.saved).toEqual([
      { access: 'a2', refresh: 'r2' },
      { access: 'a3', refresh: 'r3' },
    ])
  })
})

describe('refreshAccessToken and requestTokenRefresh', () => {
  it('posts {token} to /account/token/refresh and returns the rotated access token', async () => {
    const session = connect({ access: 'old-access', refresh: 'old-refresh' })
    const sent = stubFetch(() => json({ access: 'new-access', refresh: 'new-refresh' }))
    await expect(refreshAccessToken()).resolves.toBe('new-access')
    expect(sent[0]?.path).toBe(REFRESH_PATH)
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ token: 'old-refresh' })
    expect(session.saved).toEqual([{ access: 'new-access', refresh: 'new-refresh' }])
  })

  it("words a refused refresh with the server's message, or 'Token refresh failed'", async () => {
    stubFetch(() => json({ detail: 'Your session has ended.' }, 401))
    expect((await failure(requestTokenRefresh('r'))).message).toBe('Your session has ended.')
    // Developer words ("token") are not a shopper's: the error catalogue's fallback instead (docs/errors.md).
    stubFetch(() => json({ detail: 'Token is invalid or expired' }, 401))
    expect((await failure(requestTokenRefresh('r'))).message).toBe('Token refresh failed')
    stubFetch(() => json({}, 400))
    expect((await failure(requestTokenRefresh('r'))).message).toBe('Token refresh failed')
    stubFetch(() => json({ access: 'a' }))
    const malformed = await failure(requestTokenRefresh('r'))
    expect(malformed.message).toBe('Token refresh failed')
    expect(malformed.kind).toBe('unexpected')
    stubFetch(offline)
    const down = await failure(requestTokenRefresh('r'))
    expect(down.message).toBe('Token refresh failed')
    expect(down.kind).toBe('network')
  })
})
