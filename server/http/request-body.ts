// Request bodies: how large each route takes, and how a refused body leaves the connection.
//
// A body over its route's limit is refused before it is read (413). An answer given before
// the whole body arrived (a 413, a 401 on an upload, any early error) must still reach the
// client: closing a socket with unread bytes makes the kernel reset it, and the client then
// sees a network failure instead of the answer. So the rest of a body that is not much larger
// than the route allows is read and thrown away first; a far larger one gets its answer with
// `Connection: close` (a client sending 150 MB to a 100 KB route is not owed the bandwidth).
import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { API_BASE, BODY_DRAIN, JSON_BODY_LIMIT, UPLOAD_BODY_LIMITS } from '../config'
import type { AppContext, AppEnv } from './context'
import { HttpError } from './http-error'

export const TOO_LARGE = 'The request body is too large.'

/** The most a request to this route may send: an upload route's files, else a JSON body. */
export function bodyLimitFor(c: AppContext): number {
  if (c.req.method !== 'POST') return JSON_BODY_LIMIT
  const route = c.req.path.startsWith(API_BASE) ? c.req.path.slice(API_BASE.length) : ''
  return UPLOAD_BODY_LIMITS[route] ?? JSON_BODY_LIMIT
}

const declaredLength = (c: AppContext): number | null => {
  const header = c.req.header('content-length')
  if (header === undefined || c.req.header('transfer-encoding') !== undefined) return null
  const length = Number(header)
  return Number.isSafeInteger(length) && length >= 0 ? length : null
}

/**
 * 413 for a declared length over the route's limit, without reading the body. A body sent
 * without a length (chunked) is read here, up to the JSON limit on every route: browsers send
 * a length with every upload, and only a length lets a large body be refused unread.
 */
export function bodyLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const declared = declaredLength(c)
    if (declared !== null) {
      if (declared > bodyLimitFor(c)) throw new HttpError(413, TOO_LARGE)
      return next()
    }
    // Not `c.req.raw.body` before this point: on Node it opens a stream over the socket that
    // would then hold the body back from settleBody's drain.
    if (c.req.header('transfer-encoding') === undefined || !c.req.raw.body) return next()
    const limit = Math.min(bodyLimitFor(c), JSON_BODY_LIMIT)
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = c.req.raw.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      // The rest is never read: settleBody closes the connection after the answer.
      if (size > limit) throw new HttpError(413, TOO_LARGE)
      chunks.push(value)
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) })
    return next()
  }
}

/** Reads and discards the rest of `incoming`; false when it is longer or slower than allowed. */
function drain(incoming: IncomingMessage, maxBytes: number, maxMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0
    const finish = (drained: boolean) => {
      clearTimeout(timer)
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onFail)
      incoming.off('close', onClose)
      if (!drained) incoming.pause()
      resolve(drained)
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > maxBytes) finish(false)
    }
    const onEnd = () => finish(true)
    const onFail = () => finish(false)
    const onClose = () => finish(incoming.complete)
    const timer = setTimeout(() => finish(false), maxMs)
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onFail)
    incoming.on('close', onClose)
    incoming.resume()
  })
}

/**
 * After the answer is ready: if the client is still sending its body, take the rest of it
 * (up to the route's limit plus a little, within a time bound) so the answer arrives intact
 * and the connection stays usable; otherwise answer with `Connection: close`.
 */
export function settleBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
    if (!incoming || incoming.complete || c.req.method === 'GET' || c.req.method === 'HEAD') return
    // The answer itself asks to close (a trickling upload cut off): nothing more is taken.
    if (c.res.headers.get('connection') === 'close') return
    const allowed = bodyLimitFor(c) + BODY_DRAIN.slackBytes
    const declared = declaredLength(c)
    // A chunked body was read as far as its limit already; what is left is not taken.
    const drained = declared !== null && declared <= allowed && (await drain(incoming, allowed, BODY_DRAIN.maxMs))
    if (!drained) c.res.headers.set('Connection', 'close')
  }
}
