import { afterEach, describe, expect, it, vi } from 'vitest'
import { empty, json, offline, stubFetch } from '@/test/stub-fetch'
import { HttpError, request, withQuery } from './http'

afterEach(() => vi.unstubAllGlobals())

describe('withQuery', () => {
  it('appends the defined values, encoded, after any query the path already has', () => {
    expect(withQuery('/beta/api/x', { q: 'Mama & Cass', page: 2, hot: true, skip: undefined })).toBe(
      '/beta/api/x?q=Mama+%26+Cass&page=2&hot=true',
    )
    expect(withQuery('/beta/api/x?a=1', { b: 0 })).toBe('/beta/api/x?a=1&b=0')
    expect(withQuery('/beta/api/x', { skip: undefined })).toBe('/beta/api/x')
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

  it('rejects a 4xx or 5xx with HttpError carrying the status and the parsed body', async () => {
    stubFetch(() => json({ message: 'Nope' }, 429))
    const error: unknown = await request('/beta/a').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(HttpError)
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
})
