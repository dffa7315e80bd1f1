// Serves the built app: right types, long caching for hashed assets, none for the worker and
// the shell, gzip or brotli as the browser asks (compressed once, kept in memory).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'

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

type Entry = { raw: Buffer; gzip?: Buffer; br?: Buffer; etag: string; mtime: number }

export function createStaticHandler(root: string) {
  const cache = new Map<string, Entry>()

  function load(file: string): Entry {
    const mtime = statSync(file).mtimeMs
    const cached = cache.get(file)
    if (cached && cached.mtime === mtime) return cached
    const raw = readFileSync(file)
    const entry: Entry = { raw, etag: `"${raw.length.toString(16)}-${Math.floor(mtime).toString(16)}"`, mtime }
    cache.set(file, entry)
    return entry
  }

  // The main routes' prerendered pages (scripts/prerender-plugin.ts writes the table).
  const prerenderedPages = buildJsonFile(join(root, 'prerendered', 'routes.json'), [], (raw) =>
    (raw as { pattern: string; readsSearch: boolean; file: string }[]).map((row) => ({
      ...row,
      pattern: new RegExp(row.pattern),
    })),
  )

  /** The page's own prerendered HTML, when the build made one the app can hydrate as it is. */
  function prerenderedPage(path: string, search: string): { file: string; path: string } | null {
    const page = prerenderedPages().find((candidate) => candidate.pattern.test(path))
    if (!page || (page.readsSearch && search !== '')) return null
    const file = join(root, page.file)
    return existsSync(file) ? { file, path: page.file } : null
  }

  function resolve(pathname: string, search: string): { file: string; path: string } | null {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return null
    }
    if (decoded.includes('\0')) return null
    // A main route (no extension) is answered with its own prerendered page when there is one.
    const page = extname(decoded) ? null : prerenderedPage(decoded, search)
    if (page) return page
    const path = decoded === '/' ? '/index.html' : decoded
    const file = normalize(join(root, path))
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return null
    if (existsSync(file) && statSync(file).isFile()) return { file, path }
    // Other client-side routes (no extension) get the app shell; the router shows not-found itself.
    if (!extname(path)) {
      const index = join(root, 'index.html')
      if (existsSync(index)) return { file: index, path: '/index.html' }
    }
    return null
  }

  return function serve(c: Context): Response | null {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null
    if (!existsSync(root)) {
      return c.text('The app is not built yet. Run `npm run build` (npm start does it for you).', 503)
    }
    const url = new URL(c.req.url)
    const found = resolve(url.pathname, url.search)
    if (!found) return null
    const entry = load(found.file)
    const ext = extname(found.file)
    const headers: Record<string, string> = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      ETag: entry.etag,
      'Cache-Control': found.path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : noCache.has(found.path) || found.path.startsWith('/prerendered/')
          ? 'no-cache'
          : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
    }
    if (c.req.header('if-none-match') === entry.etag) return new Response(null, { status: 304, headers })
    let body = entry.raw
    const accept = c.req.header('accept-encoding') ?? ''
    if (compressible.has(ext) && entry.raw.length > 512) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        body = entry.br
        headers['Content-Encoding'] = 'br'
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipSync(entry.raw, { level: 9 })
        body = entry.gzip
        headers['Content-Encoding'] = 'gzip'
      }
    }
    headers['Content-Length'] = String(body.length)
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
  }
}

/**
 * A JSON file the build writes, parsed once and again only when a new build replaces it (its
 * modification time is looked at once a second at most). `empty` while there is none. The same
 * value is returned until the file changes.
 */
function buildJsonFile<T>(file: string, empty: T, parse: (raw: unknown) => T): () => T {
  let cached = { mtime: -1, value: empty }
  let checked = Number.NEGATIVE_INFINITY
  return () => {
    const now = Date.now()
    if (now - checked < 1000) return cached.value
    checked = now
    try {
      const mtime = statSync(file).mtimeMs
      if (mtime !== cached.mtime) cached = { mtime, value: parse(JSON.parse(readFileSync(file, 'utf8'))) }
    } catch {
      cached = { mtime: -1, value: empty }
    }
    return cached.value
  }
}

/** The CSP hashes of the build's inline scripts (dist/csp.json, from scripts/prerender-plugin.ts). */
export function createScriptHashes(root: string): () => readonly string[] {
  return buildJsonFile<readonly string[]>(join(root, 'csp.json'), [], (raw) => {
    const hashes = (raw as { scriptHashes?: unknown }).scriptHashes
    return Array.isArray(hashes)
      ? hashes.filter((hash): hash is string => typeof hash === 'string' && /^'sha256-[\w+/=]+'$/.test(hash))
      : []
  })
}
