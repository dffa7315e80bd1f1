// Compression made per answer: brotli or gzip as the client accepts, at a level that costs about
// a millisecond (the app's own files are compressed once, at the build's best, by
// scripts/precompress.mjs). The static files use it for a page made for one request
// (./static-files.ts), the API for its GET answers (`compressAnswers`): a phone on 2G pays for
// every byte, and the lists are JSON that shrinks five- to sixfold (near me's first page of stores
// is 13.5 KB, 2.2 KB in gzip).
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/**
 * What the client's Accept-Encoding allows: brotli first, then gzip, else nothing. A coding
 * given `q=0` is refused, and `*` stands for any coding the header does not name.
 */
export function encodingFor(accept: string | undefined): Encoding | null {
  const weights = new Map<string, number>()
  for (const part of (accept ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const allowed = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null
}

/**
 * `raw` in that coding: `quick` (about a millisecond: a body made for one request) or `best` (a
 * file compressed once and kept, as the build's copies are).
 */
export function compressBody(raw: Buffer, encoding: Encoding, effort: 'quick' | 'best'): Promise<Buffer> {
  const best = effort === 'best'
  return encoding === 'br'
    ? brotli(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipAsync(raw, { level: best ? 9 : 6 })
}

/** Smaller answers go as they are: compressed, they would save a few dozen bytes at most. */
export const MIN_COMPRESSED_ANSWER = 1024

/**
 * Compresses the API's successful GET answers in JSON, as the client accepts. A write's answer is
 * left as it is: those are small, and a login's carries the session's tokens, which no compressed
 * body should hold beside what a request sent (the BREACH attack reads secrets from the sizes of
 * such bodies). An answer marked `no-transform` is left alone too.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.req.method !== 'GET' || c.res.status !== 200) return
    const headers = c.res.headers
    if (!/^application\/json\b/i.test(headers.get('Content-Type') ?? '') || headers.has('Content-Encoding')) return
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(headers.get('Cache-Control') ?? '')) return
    // Whether compressed or not, the answer depends on the header: a cache must know.
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding')
    const encoding = encodingFor(c.req.header('Accept-Encoding'))
    if (!encoding) return
    const raw = Buffer.from(await c.res.clone().arrayBuffer())
    if (raw.length < MIN_COMPRESSED_ANSWER) return
    const body = await compressBody(raw, encoding, 'quick')
    c.res = new Response(new Uint8Array(body), c.res)
    c.res.headers.set('Content-Encoding', encoding)
    c.res.headers.set('Content-Length', String(body.length))
    const etag = c.res.headers.get('ETag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
  }
}
