// The main routes' prerendered pages (scripts/build/first-load-plugins.ts writes their table to
// prerendered/routes.json): which page answers a path, and that page with its fill for one URL
// (filled-page.ts). A filled page is a body of its own, tagged by its content and compressed here
// (it is small), not with the build's copies.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Context } from 'hono'
import { buildJsonFile, fileStat, type BuildFile } from './build-files'
import { compressBody, encodingFor } from './compression'
import { filledPage, type PageFill } from './filled-page'

/**
 * The fill of a page whose table row names it `shared` ('home', 'store', 'deal:coupon'…, or 'shell'
 * for the app's shell at a path no page answers) at a URL, if any.
 */
export type PageFillLookup = (shared: string, url: URL) => Promise<PageFill | null>

/** What `shared` the shell is looked up by. */
export const SHELL_FILL = 'shell'

type Route = { pattern: RegExp; readsSearch: boolean; file: string; shared?: string }

export function prerenderedPages(root: string, pageFill?: PageFillLookup) {
  const routes = buildJsonFile<Route[]>(join(root, 'prerendered', 'routes.json'), [], (raw) =>
    (raw as (Route & { pattern: string })[]).map((row) => ({ ...row, pattern: new RegExp(row.pattern) })),
  )
  // Each page's HTML, read once per version of its file.
  const pages = new Map<string, { mtime: number; html: Promise<string | null> }>()
  const htmlOf = (page: BuildFile) => {
    let kept = pages.get(page.file)
    if (kept?.mtime !== page.mtime) {
      // Gone between the stat and the read: nothing now, and nothing kept.
      kept = { mtime: page.mtime, html: readFile(page.file, 'utf8').catch(() => null) }
      pages.set(page.file, kept)
    }
    return kept.html
  }

  /** The page's own prerendered HTML for a path, when the build made one the app can hydrate as it is. */
  async function pageFor(path: string, search: string): Promise<BuildFile | null> {
    const route = (await routes()).find((candidate) => candidate.pattern.test(path))
    if (!route || (route.readsSearch && search !== '')) return null
    const file = join(root, route.file)
    const found = await fileStat(file)
    return found && { file, path: route.file, ...found, ...(route.shared ? { shared: route.shared } : {}) }
  }

  /** The page with its fill for this URL, or null when there is none (the page is then sent as built). */
  async function filled(c: Context, page: BuildFile, headers: Record<string, string>): Promise<Response | null> {
    const fill = page.shared && pageFill ? await pageFill(page.shared, new URL(c.req.url)) : null
    const html = fill && (await htmlOf(page))
    if (!fill || html === null) return null
    // A 404 still gets its page (the app shows its not-found), as built when nothing could be written in.
    const text =
      filledPage(html, fill, c.req.header('save-data')?.trim().toLowerCase() === 'on') ?? (fill.status && html)
    if (!text) return null
    const raw = Buffer.from(text, 'utf8')
    const tagged = {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      ETag: `"w-${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
      // Its preloads depend on the browser's Save-Data.
      Vary: 'Accept-Encoding, Sec-Fetch-Dest, Save-Data',
    }
    const status = fill.status ?? 200
    if (status === 200 && c.req.header('if-none-match') === tagged.ETag)
      return new Response(null, { status: 304, headers: tagged })
    const encoding = raw.length > 512 ? encodingFor(c.req.header('accept-encoding')) : null
    const body = encoding ? await compressBody(raw, encoding, 'quick') : raw
    const length = { 'Content-Length': String(body.length), ...(encoding ? { 'Content-Encoding': encoding } : {}) }
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
      status,
      headers: { ...tagged, ...length },
    })
  }

  return { pageFor, filled }
}
