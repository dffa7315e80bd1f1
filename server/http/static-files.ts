// Serves the built app (STATIC_DIR). A request is resolved here to one file of the build: a main
// route's prerendered page (prerendered-pages.ts), a navigation's network copy, the shell for any
// other client-side route. @hono/node-server's serveStatic sends it, with the build's brotli or
// gzip copy as the browser asks (scripts/precompress.mjs). Around it, what it leaves out: each
// kind of file's caching (hashed assets a year; the worker, the shell and the pages revalidated),
// an ETag and its 304, and a file whose copies are missing or older than the file compressed once
// by the server, off the event loop, and kept in memory.
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context } from 'hono'
import { NETWORK_COPIES } from '../../contract/first-load'
import { fileStat, type BuildFile } from './build-files'
import { compressBody, encodingFor, type Encoding } from './compression'
import { prerenderedPages, SHELL_FILL, type PageFillLookup } from './prerendered-pages'

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map'])
const noCache = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js'])

/** A file's caching, and what its answer depends on, by the path it stands for. */
function cachingOf(path: string): Record<string, string> {
  return {
    'Cache-Control': path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : noCache.has(path) || path.startsWith('/prerendered/')
        ? 'no-cache'
        : 'public, max-age=3600',
    // A page's network copy goes to navigations only (Fetch Metadata; a browser that sends none gets the page as it
    // is).
    Vary: extname(path) === '.html' ? 'Accept-Encoding, Sec-Fetch-Dest' : 'Accept-Encoding',
  }
}

/** True unless the build's compressed copy of the file is older than the file (an edited file in a copied dist/). */
async function copiesFresh(found: BuildFile): Promise<boolean> {
  const copies = await Promise.all(['.br', '.gz'].map((suffix) => fileStat(found.file + suffix)))
  return copies.every((copy) => copy === null || copy.mtime >= found.mtime)
}

/** The file in that coding, compressed at the best level once per version of the file. */
function compressedOnce() {
  const made = new Map<string, { mtime: number; copies: Partial<Record<Encoding, Promise<Buffer>>> }>()
  return (found: BuildFile, encoding: Encoding): Promise<Buffer> => {
    let kept = made.get(found.file)
    if (kept?.mtime !== found.mtime) made.set(found.file, (kept = { mtime: found.mtime, copies: {} }))
    const { copies } = kept
    const copy = (copies[encoding] ??= readFile(found.file).then((raw) => compressBody(raw, encoding, 'best')))
    // A failed read or compression is not kept: the next request tries again.
    copy.catch(() => {
      if (copies[encoding] === copy) delete copies[encoding]
    })
    return copy
  }
}

type Pages = ReturnType<typeof prerenderedPages>
type Compressed = ReturnType<typeof compressedOnce>

/** The file of the build a path names, or null (404). */
async function resolve(root: string, pages: Pages, pathname: string, search: string): Promise<BuildFile | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  // The build's .br and .gz copies are sent for their originals (Accept-Encoding), never as files.
  if (decoded.includes('\0') || /\.(br|gz)$/i.test(decoded)) return null
  // A main route (no extension) is answered with its own prerendered page when there is one.
  const page = extname(decoded) ? null : await pages.pageFor(decoded, search)
  if (page) return page
  const path = decoded === '/' ? '/index.html' : decoded
  const file = normalize(join(root, path))
  // Nothing outside the build, and the network copies only for their pages (networkCopy).
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return null
  if (file.startsWith(join(root, NETWORK_COPIES) + sep)) return null
  const found = await fileStat(file)
  if (found) return { file, path, ...found }
  // Other client-side routes (no extension) get the app shell; the router shows not-found itself.
  const index = join(root, 'index.html')
  const shell = extname(path) ? null : await fileStat(index)
  // Looked up as the shell: a link the server knows (a blog post) gets its head written in.
  return shell && { file: index, path: '/index.html', ...shell, shared: SHELL_FILL }
}

/**
 * The copy of a page the build made for a navigation that reaches the server, or null. A first
 * visit (or any visit the service worker does not answer) has nothing cached, so the page
 * carries its stylesheet inline: the first paint waits for no second request. The worker's
 * copies, and anything asked for by fetch(), are the pages as they are, with the stylesheet
 * every page shares from its cache.
 */
async function networkCopy(root: string, found: BuildFile): Promise<BuildFile | null> {
  if (extname(found.path) !== '.html') return null
  const file = join(root, NETWORK_COPIES, found.path)
  const copy = await fileStat(file)
  return copy && { ...found, file, ...copy }
}

/** The file through serveStatic, compressed by the server when the build's copies cannot serve. */
async function send(
  c: Context,
  found: BuildFile,
  headers: Record<string, string>,
  compressed: Compressed,
): Promise<Response | null> {
  const sent = serveStatic({ path: found.file, precompressed: await copiesFresh(found) })
  const response = await sent(c, async () => {})
  // Gone since it was found.
  if (!response) return null
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  const encoding = encodingFor(c.req.header('accept-encoding'))
  const compress = response.status === 200 && !response.headers.has('Content-Encoding') && found.size > 512
  if (!encoding || !compress || !compressible.has(extname(found.file))) return response
  await response.body?.cancel()
  const body = await compressed(found, encoding)
  response.headers.set('Content-Encoding', encoding)
  response.headers.set('Content-Length', String(body.length))
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { headers: response.headers })
}

export function staticFiles(root: string, pageFill?: PageFillLookup) {
  const pages = prerenderedPages(root, pageFill)
  const compressed = compressedOnce()
  return async function serve(c: Context): Promise<Response | null> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null
    if (!(await stat(root).catch(() => null)))
      return c.text('The app is not built yet. Run `npm run build` (npm start does it for you).', 503)
    const url = new URL(c.req.url)
    const resolved = await resolve(root, pages, url.pathname, url.search)
    if (!resolved) return null
    const navigation = c.req.header('sec-fetch-dest') === 'document'
    const found = (navigation ? await networkCopy(root, resolved) : null) ?? resolved
    const etag = `"${found.size.toString(16)}-${Math.floor(found.mtime).toString(16)}"`
    const headers = { ETag: etag, ...cachingOf(found.path) }
    // A shared deal's, store's or post's page and the home page carry what the server knows of their URL.
    const filled = found.shared ? await pages.filled(c, found, headers) : null
    if (filled) return filled
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers })
    return send(c, found, headers, compressed)
  }
}
