// An upload's body, read into memory as it arrives (routes/blog-uploads.ts).
//
// Memory is reserved for bytes that have arrived, never for a declared length: an upload that
// declares 50 MB and sends a byte a second holds a byte, not 50 MB. Each account's uploads in
// flight hold at most its share of the pool, so one account cannot fill it. And a body must
// keep coming (UPLOAD_PACE): a trickle is cut off, its memory given back.
import type { AppContext } from './context'
import { HttpError } from './http-error'

const BUSY = 'The server is busy with other uploads. Try again in a minute.'
const TOO_SLOW = 'The upload was too slow. Try again on a better connection.'

/** An early answer on a body still arriving: the connection is closed after it (request-body.ts). */
const refuse = (status: 408 | 503, message: string, headers: Record<string, string> = {}) =>
  new HttpError(status, message, { ...headers, Connection: 'close' })

/** The body's bytes as a Request to parse, and what gives their memory back. */
export async function readUploadBody(c: AppContext, userId: number): Promise<{ body: Request; release(): void }> {
  const { uploadMemory: pool, uploadPace: pace } = c.get('deps')
  let held = 0
  const release = () => {
    pool.inUse -= held
    const left = (pool.byUser.get(userId) ?? 0) - held
    if (left > 0) pool.byUser.set(userId, left)
    else pool.byUser.delete(userId)
    held = 0
  }
  const reserve = (bytes: number) => {
    const mine = pool.byUser.get(userId) ?? 0
    if (pool.inUse + bytes > pool.max || mine + bytes > pool.share) throw refuse(503, BUSY, { 'Retry-After': '30' })
    pool.inUse += bytes
    pool.byUser.set(userId, mine + bytes)
    held += bytes
  }
  const stream = c.req.raw.body
  const chunks: Uint8Array[] = []
  try {
    if (stream) {
      const reader = stream.getReader()
      const started = performance.now()
      for (;;) {
        const elapsed = performance.now() - started
        const left = Math.min(pace.idleMs, pace.deadlineMs - elapsed)
        let timer: NodeJS.Timeout | undefined
        const next = await Promise.race([
          reader.read(),
          new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(0, left)))),
        ]).finally(() => clearTimeout(timer))
        if (next === 'late') throw refuse(408, TOO_SLOW)
        if (next.done) break
        reserve(next.value.length)
        chunks.push(next.value)
        const now = performance.now() - started
        if (now > pace.graceMs && (held * 1000) / now < pace.minBytesPerSecond) throw refuse(408, TOO_SLOW)
      }
    }
  } catch (error) {
    release()
    throw error
  }
  const body = new Request(c.req.raw.url, {
    method: 'POST',
    headers: c.req.raw.headers,
    body: Buffer.concat(chunks),
  })
  return { body, release }
}
