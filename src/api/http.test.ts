import { afterEach, describe, expect, it, vi } from 'vitest'
import { empty, json, offline, stubFetch } from '@/test/stub-fetch'
import { FetchError } from 'ofetch'
import { SERVER_NOW_HEADER } from '@contract/deals'
import { noteServerNow, serverClockOffset } from '@/lib/format/server-clock'
import { SAVED_AT_HEADER } from '@/lib/query/saved-at-header'
import { request } from './http'

afterEach(() => {
  vi.unstubAllGlobals()
  delete (globalThis as { __gidiEarly?: unknown }).__gidiEarly
})

/** What src/first-load/boot/early-reads.ts leaves on the page once its reads have started. */
function earlyAnswers(answers: Record<string, Promise<Response>>) {
  const early = { at: Date.now(), ready: Promise.resolve(), answers }
  ;(globalThis as { __gidiEarly?: unknown }).__gidiEarly = early
  return early
}

describe('the query', () => {
  it('appends the defined values, encoded, after any query the path already has', async () => {
    const sent = stubFetch(() => json({}))
    await request('/beta/api/x', { query: { q: 'Mama & Cass', page: 2, hot: true, skip: undefined } })
    await request('/beta/api/x?a=1', { query: { b: 0 } })
    await request('/beta/api/x', { query: { skip: undefined } })
    expect(sent.map((request) => request.url.href)).toEqual([
      expect.stringMatching(/\/beta\/api\/x\?q=Mama\+%26\+Cass&page=2&hot=true$/),
      expect.stringMatching(/\/beta\/api\/x\?a=1&b=0$/),
      expect.stringMatching(/\/beta\/api\/x$/),
    ])
  })
})

describe('request', () => {
  it('sends a plain object as JSON and parses a JSON answer', async () => {
    const sent = stubFetch(() => json({ ok: 1 }, 201))
    const answer = await request('/beta/a', { method: 'POST', body: { user: 1 }, headers: { 'Idempotency-Key': 'k' } })
    expect(answer).toEqual({ status: 201, data: { ok: 1 } })
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ user: 1 })
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json')
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('k')
  })

  it('sends FormData as it is, so the browser sets the multipart boundary', async () => {
    const sent = stubFetch(() => empty(204))
    const form = new FormData()
    form.append('title', 'x')
    const answer = await request('/beta/upload', { method: 'POST', body: form })
    expect(answer).toEqual({ status: 204, data: undefined })
    expect(sent[0]?.body).toBe(form)
    expect(sent[0]?.headers.get('Content-Type')).toBeNull()
  })

  it("rejects a 4xx or 5xx with ofetch's FetchError carrying the status and the parsed body", async () => {
    stubFetch(() => json({ message: 'Nope' }, 429))
    const error: unknown = await request('/beta/a').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(FetchError)
    expect(error).toMatchObject({ status: 429, data: { message: 'Nope' } })
  })

  it('keeps a body that is not JSON as text', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }))
    await expect(request('/beta/a')).rejects.toMatchObject({ status: 502, data: 'Bad gateway' })
  })

  it('passes on the network failure when there is no answer', async () => {
    stubFetch(offline)
    const error: unknown = await request('/beta/a').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(TypeError)
  })

  it("rethrows the caller's abort reason when the request is aborted", async () => {
    // A fetch that only ends when its signal aborts, as a stalled connection does.
    stubFetch(
      (sent) =>
        new Promise((_, reject) => {
          const stop = () => reject(sent.signal?.reason)
          if (sent.signal?.aborted) stop()
          else sent.signal?.addEventListener('abort', stop)
        }),
    )
    const controller = new AbortController()
    const answer = request('/beta/a', { signal: controller.signal })
    const reason = new DOMException('The request timed out.', 'TimeoutError')
    controller.abort(reason)
    await expect(answer).rejects.toBe(reason)
  })
})

describe('request and the reads the page HTML started', () => {
  it('takes the answer the HTML already has for the same URL, whatever the order of its query', async () => {
    const sent = stubFetch(() => json({ fresh: true }))
    earlyAnswers({ '/beta/api/nearme-aws?latitude=6.602&longitude=3.352': Promise.resolve(json({ early: true })) })
    const answer = await request('/beta/api/nearme-aws', { query: { longitude: 3.352, latitude: 6.602 } })
    expect(answer.data).toEqual({ early: true })
    expect(sent).toHaveLength(0)
    // Once: the next read of that URL asks the server.
    expect((await request('/beta/api/nearme-aws', { query: { longitude: 3.352, latitude: 6.602 } })).data).toEqual({
      fresh: true,
    })
  })

  it('asks again when the early read failed, and never gives it to a request with a token', async () => {
    const sent = stubFetch(() => json({ fresh: true }))
    earlyAnswers({ '/beta/a': Promise.reject(new TypeError('Failed to fetch')), '/beta/b': Promise.resolve(json({})) })
    expect((await request('/beta/a')).data).toEqual({ fresh: true })
    expect((await request('/beta/b', { headers: { Authorization: 'Bearer t' } })).data).toEqual({ fresh: true })
    expect(sent.map((request) => request.path)).toEqual(['/beta/a', '/beta/b'])
  })

  it('drops every early answer once the shopper writes something', async () => {
    const sent = stubFetch(() => json({ fresh: true }))
    const early = earlyAnswers({ '/beta/store': Promise.resolve(json({ early: true })) })
    await request('/beta/comment', { method: 'POST', body: { content: 'hi' } })
    expect(early.answers).toEqual({})
    expect((await request('/beta/store')).data).toEqual({ fresh: true })
    expect(sent).toHaveLength(2)
  })

  it('waits for a read the HTML starts from another answer (the store by id, after its slug)', async () => {
    const sent = stubFetch(() => json({ fresh: true }))
    let chainStarted: () => void = () => undefined
    const early = earlyAnswers({ '/beta/api/search-store/jollof-republic': Promise.resolve(json({ early: 'search' })) })
    Object.assign(early, { chained: new Promise<void>((resolve) => (chainStarted = resolve)) })
    expect((await request('/beta/api/search-store/jollof-republic')).data).toEqual({ early: 'search' })
    // The app asks for the store a moment before the page's script has started that read.
    const store = request('/beta/api/nearme-single-store-aws/16')
    await new Promise((resolve) => setTimeout(resolve, 20))
    early.answers['/beta/api/nearme-single-store-aws/16'] = Promise.resolve(json({ early: 'store' }))
    chainStarted()
    expect((await store).data).toEqual({ early: 'store' })
    expect(sent).toHaveLength(0)
  })
})

describe("the server's clock", () => {
  const DAY = 86_400_000
  const stamped = (serverMs: number, headers: Record<string, string> = {}) =>
    new Response('{}', {
      headers: { 'Content-Type': 'application/json', [SERVER_NOW_HEADER]: String(serverMs), ...headers },
    })
  afterEach(() => noteServerNow(Date.now()))

  it("an answer from the network sets how far the server's clock is from the phone's; a saved copy does not", async () => {
    stubFetch(() => stamped(Date.now() - 30 * DAY))
    await request('/beta/api/x')
    expect(Math.round(serverClockOffset() / DAY)).toBe(-30)

    stubFetch(() => stamped(Date.now() + 5 * DAY, { [SAVED_AT_HEADER]: String(Date.now()) }))
    await request('/beta/api/x')
    expect(Math.round(serverClockOffset() / DAY)).toBe(-30)

    stubFetch(() => stamped(Date.now() + 1000))
    await request('/beta/api/x')
    expect(serverClockOffset()).toBe(0)
  })
})
