// An upload's body, streamed to temporary files under MEDIA_DIR as it arrives (routes/blog-uploads.ts).
//
// Nothing of a body is held in memory: busboy parses the multipart stream and each file goes to its
// own file in MEDIA_DIR/.incoming. What no account, pair or trio of accounts may do is keep others
// from uploading: each account has one upload in flight at a time (the route's lane), the bytes on
// disk in flight across all uploads have a budget (503 past it, sized for many accounts' largest
// uploads), and a body must keep coming: at least UPLOAD_PACE's floor over every window of
// `graceMs`, never `idleMs` without a byte, done within `deadlineMs` (408, and the connection
// closed). Sending fast and then stalling holds nothing for longer than two windows. Files a crash
// left behind are swept (sweepIncoming).
import { randomUUID } from 'node:crypto'
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import Busboy from 'busboy'
import { UPLOAD_PACE } from '../config'
import type { AppContext, UploadPace } from './context'
import { HttpError } from './http-error'

const BUSY = 'The server is busy with other uploads. Try again in a minute.'
const TOO_SLOW = 'The upload was too slow. Try again on a better connection.'

/** An early answer on a body still arriving: the connection is closed after it (request-body.ts). */
const refuse = (status: 408 | 503, message: string, headers: Record<string, string> = {}) =>
  new HttpError(status, message, { ...headers, Connection: 'close' })

/** One file of the form, on disk: its field, the client's name and type, and its first bytes. */
export type ReceivedFile = { field: string; name: string; type: string; path: string; size: number; head: Buffer }
export type ReceivedForm = {
  fields: Map<string, string>
  files: ReceivedFile[]
  /** More files than `maxFiles`, or one over `fileBytes`: refused by the caller, nothing kept. */
  tooMany: boolean
  tooLarge: string | undefined
  /** Removes what is left in .incoming and gives the budgets back; call it once, when done. */
  discard(): Promise<void>
}

export const incomingDir = (mediaDir: string) => join(mediaDir, '.incoming')

/** Temporary files older than an upload can last: left by a crash or a lost instance. */
export const ABANDONED_MS = UPLOAD_PACE.deadlineMs + 60_000

/**
 * Removes .incoming files older than any upload can last (their names start with the server clock's
 * time they were made, so every instance of a shared MEDIA_DIR reads their age alike).
 */
export async function sweepIncoming(mediaDir: string, nowMs: number): Promise<number> {
  const dir = incomingDir(mediaDir)
  mkdirSync(dir, { recursive: true })
  let removed = 0
  for (const name of await readdir(dir)) {
    const made = Number(/^(\d+)-/.exec(name)?.[1])
    if (Number.isFinite(made) && nowMs - made > ABANDONED_MS) {
      await unlink(join(dir, name)).catch(() => undefined)
      removed += 1
    }
  }
  return removed
}

type Limits = { maxFiles: number; fileBytes: number }

/** Streams the request's multipart body into .incoming; see the top of this file for its limits. */
export async function receiveUpload(c: AppContext, limits: Limits): Promise<ReceivedForm> {
  const deps = c.get('deps')
  const disk = deps.uploadDisk
  const dir = incomingDir(deps.mediaDir)
  mkdirSync(dir, { recursive: true })
  let reserved = 0
  const writes: Array<Promise<void>> = []
  const streams: WriteStream[] = []
  const form: ReceivedForm = {
    fields: new Map(),
    files: [],
    tooMany: false,
    tooLarge: undefined,
    async discard() {
      for (const stream of streams) stream.destroy()
      await Promise.allSettled(writes)
      await Promise.all(form.files.map((file) => unlink(file.path).catch(() => undefined)))
      disk.inUse -= reserved
      reserved = 0
    },
  }
  let parser: Busboy.Busboy
  try {
    parser = Busboy({
      headers: Object.fromEntries(c.req.raw.headers),
      limits: { files: limits.maxFiles, fileSize: limits.fileBytes, fields: 10, fieldSize: 1024 },
    })
  } catch {
    throw new HttpError(400, 'Send the files as multipart/form-data.')
  }
  const parsed = collectInto(parser, form, { dir, clock: deps.clock, streams, writes })
  parsed.catch(() => undefined)
  try {
    await pump(c, deps.uploadPace, deps.clock, parser, (bytes) => {
      if (disk.inUse + bytes > disk.budgetBytes) throw refuse(503, BUSY, { 'Retry-After': '30' })
      disk.inUse += bytes
      reserved += bytes
    })
    await parsed
    await Promise.all(writes)
  } catch (error) {
    parser.destroy()
    await form.discard()
    throw error instanceof HttpError ? error : new HttpError(400, 'Send the files as multipart/form-data.')
  }
  return form
}

/** Sends each file of the form to its own file in `dir`, and keeps the fields; settles when parsed. */
function collectInto(
  parser: Busboy.Busboy,
  form: ReceivedForm,
  {
    dir,
    clock,
    streams,
    writes,
  }: { dir: string; clock: () => number; streams: WriteStream[]; writes: Array<Promise<void>> },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => form.fields.set(name, value))
    parser.on('filesLimit', () => (form.tooMany = true))
    parser.on('file', (field, stream, info) => {
      const path = join(dir, `${clock()}-${randomUUID()}.part`)
      const file: ReceivedFile = {
        field,
        name: info.filename,
        type: info.mimeType,
        path,
        size: 0,
        head: Buffer.alloc(0),
      }
      form.files.push(file)
      const out = createWriteStream(path)
      streams.push(out)
      stream.on('data', (chunk: Buffer) => {
        if (file.head.length < 64) file.head = Buffer.concat([file.head, chunk.subarray(0, 64 - file.head.length)])
        file.size += chunk.length
      })
      stream.on('limit', () => (form.tooLarge = file.name || 'A file'))
      // A body cut off ends its open file in an error: the file is dropped with the rest.
      stream.on('error', (error) => out.destroy(error))
      writes.push(
        new Promise((done, fail) => {
          out.on('error', fail)
          // 'close' comes after 'finish', and alone when the upload was cut off (destroyed).
          out.on('close', () => (out.writableFinished ? done() : fail(new Error('The file was not written.'))))
        }),
      )
      stream.pipe(out)
    })
    parser.on('close', () => resolve())
    parser.on('error', () => reject(new HttpError(400, 'Send the files as multipart/form-data.')))
  })
}

/** Waits for the parser to take more, or to have ended (closed, failed): never for ever. */
function drained(parser: Busboy.Busboy): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ['drain', 'close', 'error']) parser.off(event, done)
      resolve()
    }
    for (const event of ['drain', 'close', 'error']) parser.once(event, done)
  })
}

/**
 * Feeds the request's bytes to `parser` as they come, reserving each chunk first (`reserve` throws
 * past the disk budget), and cuts a body that breaks the pace (408). Times are the server's clock;
 * the timers only wake the loop.
 */
async function pump(
  c: AppContext,
  pace: UploadPace,
  clock: () => number,
  parser: Busboy.Busboy,
  reserve: (bytes: number) => void,
): Promise<void> {
  const stream = c.req.raw.body
  if (!stream) {
    parser.end()
    return
  }
  const reader = stream.getReader()
  const started = clock()
  let lastByte = started
  let windowStart = started
  let windowBytes = 0
  const floor = (pace.minBytesPerSecond * pace.graceMs) / 1000
  try {
    for (;;) {
      const now = clock()
      const wait = Math.min(lastByte + pace.idleMs, windowStart + pace.graceMs, started + pace.deadlineMs) - now
      let timer: NodeJS.Timeout | undefined
      const next = await Promise.race([
        reader.read(),
        new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(1, wait)))),
      ]).finally(() => clearTimeout(timer))
      const at = clock()
      if (next !== 'late') {
        if (next.done) break
        reserve(next.value.length)
        windowBytes += next.value.length
        lastByte = at
        // Busboy buffers what its files have not taken yet: wait for it before reading on.
        if (!parser.write(next.value)) await drained(parser)
      }
      if (at - started >= pace.deadlineMs || at - lastByte >= pace.idleMs) throw refuse(408, TOO_SLOW)
      if (at - windowStart >= pace.graceMs) {
        if (windowBytes < floor) throw refuse(408, TOO_SLOW)
        windowStart = at
        windowBytes = 0
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    throw error
  }
  parser.end()
}
