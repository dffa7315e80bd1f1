import { Hono } from 'hono'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressAnswers, encodingFor, MIN_COMPRESSED_ANSWER } from './compression'

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR ; Q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (accept, expected) => {
    expect(encodingFor(accept)).toBe(expected)
  })
})

describe('compressAnswers', () => {
  const big = { results: Array.from({ length: 80 }, (_, id) => ({ id, name: `Store ${id}` })) }
  const app = new Hono()
  app.use(compressAnswers())
  app.get('/list', (c) => c.json(big))
  app.get('/tagged', (c) => c.json(big, 200, { ETag: '"v1"' }))
  app.get('/small', (c) => c.json({ ok: true }))
  app.get('/as-is', (c) => c.json(big, 200, { 'Cache-Control': 'private, no-transform' }))
  app.get('/missing', (c) => c.json({ message: 'x'.repeat(2 * MIN_COMPRESSED_ANSWER) }, 404))
  app.get('/page', (c) => c.html(`<p>${'page '.repeat(500)}</p>`))
  app.post('/login', (c) => c.json(big))
  const get = (path: string, accept?: string, method = 'GET') =>
    app.request(path, { method, headers: accept === undefined ? {} : { 'Accept-Encoding': accept } })

  it('sends a GET answer in brotli or gzip, with its length and Vary', async () => {
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await get('/list', accept)
      expect(answer.headers.get('content-encoding')).toBe(accept)
      expect(answer.headers.get('vary')).toBe('Accept-Encoding')
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      const bytes = Buffer.from(await answer.arrayBuffer())
      expect(answer.headers.get('content-length')).toBe(String(bytes.length))
      expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 3)
      expect(JSON.parse(decode(bytes).toString('utf8'))).toEqual(big)
    }
  })

  it('weakens a strong ETag, as the bytes are no longer the ones it named', async () => {
    expect((await get('/tagged', 'br')).headers.get('etag')).toBe('W/"v1"')
  })

  it('leaves alone what it should not compress, still saying the answer varies where it could', async () => {
    const plain = await get('/list')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.json()).toEqual(big)
    for (const [path, accept, method] of [
      ['/list', 'identity', 'GET'],
      ['/small', 'br', 'GET'],
      ['/as-is', 'br', 'GET'],
      ['/missing', 'br', 'GET'],
      ['/page', 'br', 'GET'],
      ['/login', 'br', 'POST'],
    ]) {
      const answer = await get(path!, accept, method)
      expect(answer.headers.get('content-encoding'), `${method} ${path}`).toBeNull()
      expect((await answer.text()).length, `${method} ${path}`).toBeGreaterThan(10)
    }
  })
})
