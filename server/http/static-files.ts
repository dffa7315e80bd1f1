// Serves the built app: right types, long caching for hashed assets, none for the worker and
// the shell, brotli or gzip as the browser asks. The build writes both next to each file
// (scripts/precompress.mjs); a file without them (an older dist/, a file changed since) is
// compressed once, off the event loop, and kept in memory. Nothing on the request path blocks:
// every stat, read and compression is asynchronous.
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { Context } from 'hono'
import { createHash } from 'node:crypto'
import { NETWORK_COPIES } from '../../contract/first-load'
import { compressBody, encodingFor, type Encoding } from './compression'
import { NO_INLINE, type InlineHashes } from './security-headers'
import { filledPage, type PageFill } from '../catalog/shared-words'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map'])
const noCache = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js'])

const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
type Entry = { raw: Buffer; etag: string; mtime: number; br?: Promise<Buffer>; gzip?: Promise<Buffer> }
type Found = { file: string; path: string; mtime: number; shared?: string }

/** The file's modification time, or null when there is no such file (or it is a folder). */
async function fileMtime(file: string): Promise<number | null> {
  try {
    const info = await stat(file)
    return info.isFile() ? info.mtimeMs : null
  } catch {
    return null
  }
}

/** The build's compressed copy of a file, unless it is missing or older than the file. */
async function precompressed(file: string, mtime: number): Promise<Buffer | null> {
  const copyMtime = await fileMtime(file)
  if (copyMtime === null || copyMtime < mtime) return null
  try {
    return await readFile(file)
  } catch {
    return null
  }
}

/** What the server adds to a first-load page at this path (server/shared-words.ts), or null for nothing. */
export type PageFillLookup = (shared: string, pathname: string) => Promise<PageFill | null>

export function createStaticHandler(root: string, pageFill?: PageFillLookup) {
  // One entry per file and modification time; concurrent first requests share one read.
  const cache = new Map<string, Promise<Entry>>()

  async function load(found: Found): Promise<Entry | null> {
    const cached = cache.get(found.file)
    if (cached) {
      const entry = await cached.catch(() => null)
      if (entry && entry.mtime === found.mtime) return entry
    }
    const loading = readFile(found.file).then((raw) => ({
      raw,
      etag: `"${raw.length.toString(16)}-${Math.floor(found.mtime).toString(16)}"`,
      mtime: found.mtime,
    }))
    cache.set(found.file, loading)
    try {
      return await loading
    } catch {
      // Gone between the stat and the read: not found now, and nothing cached.
      if (cache.get(found.file) === loading) cache.delete(found.file)
      return null
    }
  }

  function encoded(entry: Entry, file: string, encoding: Encoding): Promise<Buffer> {
    entry[encoding] ??= precompressed(file + suffix[encoding], entry.mtime).then(
      (copy) => copy ?? compressBody(entry.raw, encoding, 'best'),
    )
    return entry[encoding]
  }

  // The main routes' prerendered pages (scripts/build/first-load-plugins.ts writes the table).
  const prerenderedPages = buildJsonFile(join(root, 'prerendered', 'routes.json'), [], (raw) =>
    (raw as { pattern: string; readsSearch: boolean; file: string; shared?: string }[]).map((row) => ({
      ...row,
      pattern: new RegExp(row.pattern),
    })),
  )

  /** The page's own prerendered HTML, when the build made one the app can hydrate as it is. */
  async function prerenderedPage(path: string, search: string): Promise<Found | null> {
    const page = (await prerenderedPages()).find((candidate) => candidate.pattern.test(path))
    if (!page || (page.readsSearch && search !== '')) return null
    const file = join(root, page.file)
    const mtime = await fileMtime(file)
    return mtime === null ? null : { file, path: page.file, mtime, ...(page.shared ? { shared: page.shared } : {}) }
  }

  async function resolve(pathname: string, search: string): Promise<Found | null> {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return null
    }
    if (decoded.includes('\0')) return null
    // The build's .br and .gz copies are sent for their originals (Accept-Encoding), never as files.
    if (/\.(br|gz)$/i.test(decoded)) return null
    // A main route (no extension) is answered with its own prerendered page when there is one.
    const page = extname(decoded) ? null : await prerenderedPage(decoded, search)
    if (page) return page
    const path = decoded === '/' ? '/index.html' : decoded
    const file = normalize(join(root, path))
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return null
    // The network copies are sent for their pages, never at an address of their own.
    if (file.startsWith(join(root, NETWORK_COPIES) + sep)) return null
    const mtime = await fileMtime(file)
    if (mtime !== null) return { file, path, mtime }
    // Other client-side routes (no extension) get the app shell; the router shows not-found itself.
    if (!extname(path)) {
      const index = join(root, 'index.html')
      const indexMtime = await fileMtime(index)
      if (indexMtime !== null) return { file: index, path: '/index.html', mtime: indexMtime }
    }
    return null
  }

  /**
   * The copy of a page the build made for a navigation that reaches the server, or null. A first
   * visit (or any visit the service worker does not answer) has nothing cached, so the page
   * carries its stylesheet inline: the first paint waits for no second request. The worker's
   * copies, and anything asked for by fetch(), are the pages as they are, with the stylesheet
   * every page shares from its cache.
   */
  async function networkCopy(found: Found): Promise<Found | null> {
    if (extname(found.path) !== '.html') return null
    const file = join(root, NETWORK_COPIES, found.path)
    const mtime = await fileMtime(file)
    return mtime === null ? null : { ...found, file, mtime }
  }

  return async function serve(c: Context): Promise<Response | null> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null
    const rootExists = await stat(root).then(
      () => true,
      () => false,
    )
    if (!rootExists) {
      return c.text('The app is not built yet. Run `npm run build` (npm start does it for you).', 503)
    }
    const url = new URL(c.req.url)
    const resolved = await resolve(url.pathname, url.search)
    if (!resolved) return null
    const navigation = c.req.header('sec-fetch-dest') === 'document'
    const found = (navigation ? await networkCopy(resolved) : null) ?? resolved
    const entry = await load(found)
    if (!entry) return null
    const ext = extname(found.file)
    const headers: Record<string, string> = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      ETag: entry.etag,
      'Cache-Control': found.path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : noCache.has(found.path) || found.path.startsWith('/prerendered/')
          ? 'no-cache'
          : 'public, max-age=3600',
      // A page's network copy goes to navigations only (Fetch Metadata; a browser that sends none gets the page as it is).
      Vary: ext === '.html' ? 'Accept-Encoding, Sec-Fetch-Dest' : 'Accept-Encoding',
    }
    let raw = entry.raw
    let precompressedOk = true
    // A shared deal's or store's page carries its words, a store front and the home page what
    // their early script can use at once (docs/history.md#issue-23): a body of its own, tagged by
    // its content, compressed here (it is small) rather than with the build's copies.
    const fill = found.shared ? await pageFill?.(found.shared, url.pathname) : null
    const savesData = c.req.header('save-data')?.trim().toLowerCase() === 'on'
    const filled = fill ? filledPage(entry.raw.toString('utf8'), fill, savesData) : null
    if (filled !== null) {
      raw = Buffer.from(filled, 'utf8')
      precompressedOk = false
      headers.ETag = `"w-${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`
      // Its preloads depend on the browser's Save-Data.
      headers.Vary = 'Accept-Encoding, Sec-Fetch-Dest, Save-Data'
    }
    if (c.req.header('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers })
    let body = raw
    if (compressible.has(ext) && raw.length > 512) {
      const encoding = encodingFor(c.req.header('accept-encoding'))
      if (encoding) {
        body = precompressedOk ? await encoded(entry, found.file, encoding) : await compressBody(raw, encoding, 'quick')
        headers['Content-Encoding'] = encoding
      }
    }
    headers['Content-Length'] = String(body.length)
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
  }
}

/**
 * A JSON file the build writes, parsed once and again only when a new build replaces it (its
 * modification time is looked at once a second at most, asynchronously; callers in that second
 * share the look). `empty` while there is none. The same value is returned until the file changes.
 */
function buildJsonFile<T>(file: string, empty: T, parse: (raw: unknown) => T): () => Promise<T> {
  let cached = { mtime: -1, value: empty }
  let checked = Number.NEGATIVE_INFINITY
  let checking: Promise<T> | undefined
  async function check(): Promise<T> {
    try {
      const { mtimeMs } = await stat(file)
      if (mtimeMs !== cached.mtime) cached = { mtime: mtimeMs, value: parse(JSON.parse(await readFile(file, 'utf8'))) }
    } catch {
      cached = { mtime: -1, value: empty }
    }
    return cached.value
  }
  return () => {
    const now = Date.now()
    if (now - checked < 1000) return checking ?? Promise.resolve(cached.value)
    checked = now
    const current = check().finally(() => {
      if (checking === current) checking = undefined
    })
    checking = current
    return current
  }
}

/** The CSP hashes of the build's inline scripts and styles (dist/csp.json, from scripts/build/first-load-plugins.ts). */
export function createInlineHashes(root: string): () => Promise<InlineHashes> {
  const hashes = (list: unknown) =>
    Array.isArray(list)
      ? list.filter((hash): hash is string => typeof hash === 'string' && /^'sha256-[\w+/=]+'$/.test(hash))
      : []
  return buildJsonFile<InlineHashes>(join(root, 'csp.json'), NO_INLINE, (raw) => {
    const { scriptHashes, styleHashes } = raw as { scriptHashes?: unknown; styleHashes?: unknown }
    return { scripts: hashes(scriptHashes), styles: hashes(styleHashes) }
  })
}
