import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure } from '@/test/outcomes'
import { json, offline, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { call, connectSession, refreshAccessToken, requestTokenRefresh, type SessionPort, type Tokens } from './client'
import { ApiError, type ErrorSpec } from './errors'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const REFRESH_PATH = '/beta/account/token/refresh'
const DEALS_PATH = '/beta/deals/mine'
const errors: ErrorSpec = { failure: 'Failed to load deals', unexpected: 'Deals came back wrong' }

/** A session kept in memory, recording what the client asks of it. */
function memorySession(tokens: Partial<Tokens> = {}) {
  const state = { access: tokens.access ?? null, refresh: tokens.refresh ?? null }
  const saved: Tokens[] = []
  let loggedOut = 0
  const port: SessionPort = {
    getAccess: () => state.access,
    getRefresh: () => state.refresh,
    saveTokens: (next) => {
      saved.push(next)
      state.access = next.access
      state.refresh = next.refresh
    },
    loggedOut: () => {
      loggedOut += 1
      state.access = null
      state.refresh = null
    },
  }
  return {
    port,
    state,
    saved,
    get loggedOut() {
      return loggedOut
    },
  }
}

const disconnects: Array<() => void> = []
function connect(tokens: Partial<Tokens> = {}) {
  const session = memorySession(tokens)
  disconnects.push(connectSession(session.port))
  return session
}

afterEach(() => {
  while (disconnects.length > 0) disconnects.pop()?.()
  vi.unstubAllGlobals()
})

const bearer = (request: SentRequest | undefined) => request?.headers.get('Authorization') ?? null

describe('call', () => {
  it('sends the bearer token only on authenticated calls', async () => {
    connect({ access: 'access-1', refresh: 'refresh-1' })
    const sent = stubFetch(() => json({ ok: true }))
    await call('/deals/mine', { auth: true }, errors)
    await call('/deals/mine', {}, errors)
    await call('/deals/mine', { auth: false }, errors)
    expect(sent.map((request) => request.path)).toEqual([DEALS_PATH, DEALS_PATH, DEALS_PATH])
    expect(bearer(sent[0])).toBe('Bearer access-1')
    expect(bearer(sent[1])).toBeNull()
    expect(bearer(sent[2])).toBeNull()
  })

  it('sends no Authorization header when nobody is signed in', async () => {
    connect()
    const sent = stubFetch(() => json({ ok: true }))
    await call('/deals/mine', { auth: true }, errors)
    expect(bearer(sent[0])).toBeNull()
  })

  it('sends the method, the JSON body, the query (without undefined values) and returns status and data', async () => {
    const sent = stubFetch(() => json({ id: 3 }, 201))
    const result = await call(
      '/deals/mine',
      { method: 'POST', body: { user: 1, likes: 3 }, query: { page: 2, q: undefined, hot: true } },
      errors,
    )
    expect(result).toEqual({ status: 201, data: { id: 3 } })
    expect(sent[0]?.path).toBe(DEALS_PATH)
    expect(sent[0]?.query).toEqual({ page: '2', hot: 'true' })
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ user: 1, likes: 3 })
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json')
  })

  it('sends the Idempotency-Key header when given one, and none otherwise', async () => {
    const sent = stubFetch(() => json({ id: 3 }, 201))
    await call('/deals/mine', { method: 'POST', body: {}, idempotencyKey: 'like-coupon-7-abc' }, errors)
    await call('/deals/mine', { method: 'POST', body: {} }, errors)
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('like-coupon-7-abc')
    expect(sent[1]?.headers.has('Idempotency-Key')).toBe(false)
  })

  it("accepts the promised statuses and reports any other as an unexpected response with the call's message", async () => {
    stubFetch(() => json({ id: 3 }, 200))
    await expect(call('/deals/mine', { expect: [200, 201] }, errors)).resolves.toEqual({
      status: 200,
      data: { id: 3 },
    })
    const error = await failure(call('/deals/mine', { expect: 201 }, errors))
    expect(error.kind).toBe('unexpected')
    expect(error.status).toBe(200)
    expect(error.message).toBe('Deals came back wrong')
    const plain = await failure(call('/deals/mine', { expect: 204 }, { failure: 'Failed to load deals' }))
    expect(plain.message).toBe('Failed to load deals')
  })

  it('maps a failed status and an outage to the call messages', async () => {
    stubFetch(() => json({}, 404))
    const notFound = await failure(call('/deals/mine', {}, errors))
    expect(notFound.message).toBe('The requested resource was not found.')
    expect(notFound.status).toBe(404)
    stubFetch(offline)
    const down = await failure(call('/deals/mine', {}, errors))
    expect(down.message).toBe('Failed to load deals')
    expect(down.kind).toBe('network')
  })

  it('rethrows an abort as it is, so React Query can drop it quietly', async () => {
    const sent = stubFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = request.signal
          if (signal?.aborted) reject(signal.reason)
          signal?.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const controller = new AbortController()
    const pending = call('/deals/mine', { signal: controller.signal }, errors).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    await wait(0)
    controller.abort()
    const error = await pending
    expect(sent).toHaveLength(1)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error).toBe(controller.signal.reason)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('call that never gets an answer', () => {
  /** A server that never answers; the request ends only when its signal aborts. */
  function hang() {
    return stubFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason))
        }),
    )
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  async function settledAfter15s(promise: Promise<unknown>) {
    let outcome: unknown = 'still waiting'
    void promise.then(
      () => (outcome = 'resolved'),
      (reason: unknown) => (outcome = reason),
    )
    await vi.advanceTimersByTimeAsync(15_000)
    return outcome
  }

  it('gives up after 15 seconds and reports an outage', async () => {
    vi.useFakeTimers()
    hang()
    const outcome = await settledAfter15s(call('/deals/mine', {}, errors))
    expect(outcome).toBeInstanceOf(ApiError)
    expect((outcome as ApiError).kind).toBe('network')
    expect((outcome as ApiError).message).toBe('Failed to load deals')
  })

  it('gives up after 15 seconds too when the caller passes its own signal (as React Query does)', async () => {
    vi.useFakeTimers()
    hang()
    const controller = new AbortController()
    const outcome = await settledAfter15s(call('/deals/mine', { signal: controller.signal }, errors))
    controller.abort()
    expect(outcome).toBeInstanceOf(ApiError)
    expect((outcome as ApiError).kind).toBe('network')
    expect((outcome as ApiError).message).toBe('Failed to load deals')
  })
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
    stubFetch(() => json({ detail: 'Token is invalid or expired' }, 401))
    expect((await failure(requestTokenRefresh('r'))).message).toBe('Token is invalid or expired')
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
