import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { notFound } from '../http/http-error'
import { SERVED_TYPES } from '../media/media-types'
import { placeholderSvg } from '../media/svg'

const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' }

type ByteRange = { start: number; end: number }

/**
 * One `bytes=` range of a file of `size` bytes (first-last, first-, or -suffix). Null: serve
 * the whole file (no Range, several ranges, or one we cannot read, as RFC 9110 allows);
 * 'unsatisfiable': it starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [, first = '', last = ''] = match
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable'
  if (end < start) return null
  return { start, end }
}

/** Generated SVGs for seeded logos, covers and products; uploaded blog media from disk. */
export function mediaRoutes() {
  const app = new Hono<AppEnv>()
  // Media are shown in our pages, never run as one (a stored file opened directly stays a
  // picture), and other sites may not embed them.
  app.use(async (c, next) => {
    await next()
    c.res.headers.set('Content-Disposition', 'inline')
    c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  })
  const svg = (body: string) => new Response(body, { headers: { 'Content-Type': 'image/svg+xml', ...immutable } })
  for (const folder of ['logo', 'cover', 'item'] as const)
    app.get(`/${folder}/:name{[a-z0-9-]+\\.svg}`, (c) =>
      svg(placeholderSvg(folder, c.req.param('name').replace(/\.svg$/, ''))),
    )
  // Streamed from disk, a range at a time: a video is never read whole into memory, and a
  // phone seeking in it, or resuming, asks for the part it needs.
  app.get('/uploads/:file{[0-9a-f-]+\\.(jpg|png|webp|gif|mp4|webm)}', async (c) => {
    const file = c.req.param('file')
    const path = join(c.get('deps').mediaDir, file)
    let size: number
    try {
      size = (await stat(path)).size
    } catch {
      throw notFound()
    }
    const headers: Record<string, string> = {
      'Content-Type': SERVED_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
      'Accept-Ranges': 'bytes',
      ...immutable,
    }
    const range = parseRange(c.req.header('range'), size)
    if (range === 'unsatisfiable')
      return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } })
    const { start, end } = range ?? { start: 0, end: size - 1 }
    headers['Content-Length'] = String(Math.max(0, end - start + 1))
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    const body =
      c.req.method === 'HEAD' || size === 0
        ? null
        : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>)
    return new Response(body, { status: range ? 206 : 200, headers })
  })
  return app
}
