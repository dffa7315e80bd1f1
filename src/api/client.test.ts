import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { call } from './client'
import { bearer, connect, DEALS_PATH, disconnectSessions, errors, wait } from './client.test-support'
import { ApiError } from './errors'

afterEach(() => {
  disconnectSessions()
  vi.unstubAllGlobals()
})

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
