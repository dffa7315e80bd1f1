// The first load's Vite plugin (docs/history.md#issue-13 and docs/history.md#issue-23).
//
// prerenderPages: once the client build has its index.html, renders the first-load pages
// (src/first-load/pages.ts) with the SSR bundle (`vite build --ssr`, built first into .prerender/,
// run by ./prerender-run.ts in a child process) and emits each page as dist/prerendered/<name>.html
// (the service worker precaches them; the server answers each route with its page), each with the
// inline script that starts its first API reads (./boot-scripts.ts bundles them). A page preloads
// its route's chunks with the shell's, and runs them only once it has painted
// (src/first-load/boot/start-app.ts), and so does index.html: the entry's stages (src/main.tsx
// imports them one after another) are preloaded with it (./page-scripts.ts). It writes the table of
// pages for the server, the network copies (./network-copies.ts: their stylesheet inline), and
// dist/csp.json: the hashes of every inline script and style, which the server's
// Content-Security-Policy allows and nothing else. The pre-paint script's plugin is
// ./boot-scripts.ts inlineBootScript.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'
import { NETWORK_COPIES } from '../../contract/first-load'
import { ROOT_DATA, ROOT_START, type EarlyCards } from '../../src/lib/early/protocol'
import { bootScript } from './boot-scripts'
import { networkCopy, sharedStylesheet, type Stylesheet } from './network-copies'
import { preloadStages, routeChunkTable, startAfterPaint } from './page-scripts'
import type { PrerenderedPage } from './prerender-run'

const ROOT_CONTENT = /(<div id="root")>[\s\S]*?<!--\/app-->\s*<\/div>/
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g
const MANIFEST_LINK = /<link rel="manifest" href="[^"]+">/

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The CSP source that allows exactly this inline script or style. */
function inlineHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** The first-load pages, rendered by the SSR bundle at `ssrEntry` in a child process (./prerender-run.ts). */
function renderPages(ssrEntry: string): PrerenderedPage[] {
  const runner = fileURLToPath(new URL('./prerender-run.ts', import.meta.url))
  const output = execFileSync(process.execPath, ['--import', 'tsx', runner, ssrEntry], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
  return JSON.parse(output) as PrerenderedPage[]
}

/**
 * The inline scripts of a prerendered page (./boot-scripts.ts): its start, and its early reads': the
 * plain one, or for a page whose read paints its first cards, the one that paints those.
 */
type PageBootScripts = { start: string; early: string; painting: Record<EarlyCards, string> }

/** Each kind of first cards' early script. */
const PAINTING_SCRIPTS = {
  stores: 'early-data-cards',
  dishes: 'early-data-dishes',
  deals: 'early-data-deals',
  offers: 'early-data-offers',
} as const satisfies Record<EarlyCards, string>

/** The early script a page carries: the plain one, or one that also paints its first cards. */
function earlyScriptOf(page: PrerenderedPage, boot: PageBootScripts): string {
  const cards = page.early.find((read) => read.cards)?.cards
  return cards ? boot.painting[cards] : boot.early
}

/** Every kind's painting early script, bundled. */
async function paintingScripts(): Promise<Record<EarlyCards, string>> {
  const kinds = Object.keys(PAINTING_SCRIPTS) as EarlyCards[]
  const scripts = await Promise.all(kinds.map((kind) => bootScript(PAINTING_SCRIPTS[kind])))
  return Object.fromEntries(kinds.map((kind, index) => [kind, scripts[index]!])) as Record<EarlyCards, string>
}

/** A prerendered page's HTML: `template` (index.html) with the page's markup, its scripts and title. */
function pageHtml(template: string, bundle: OutputBundle, page: PrerenderedPage, boot: PageBootScripts): string {
  const early = page.early.length === 0 ? '' : ` data-early="${escapeHtml(JSON.stringify(page.early))}"`
  const start = startAfterPaint(template, bundle, page.route)
  const scripts = ` data-scripts="${escapeHtml(JSON.stringify(start.scripts))}"`
  const touch = page.startsOnTouch
    ? ` ${ROOT_DATA.start}="${page.startsOnTouch === true ? ROOT_START.always : ROOT_START.firstVisit}"`
    : ''
  const marks = `data-prerendered="${page.name}"${page.readsSearch ? ' data-reads-search' : ''}${early}${scripts}${touch}`
  return start.html
    .replace(
      ROOT_CONTENT,
      // The start script before #root, so it hears of the first paint at once, not after the
      // parser (which yields to paint) has reached the end of the page; the early reads'
      // after it, since they read #root's attributes at once.
      (_match, open: string) =>
        `<script>${boot.start}</script>\n    ${open} ${marks}>${page.html}</div>` +
        (early ? `\n    <script>${earlyScriptOf(page, boot)}</script>` : ''),
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
}

/** dist/csp.json: the hashes of every inline script of `pages`, and of the network copies' stylesheet. */
function cspOf(pages: readonly string[], stylesheet: Stylesheet): string {
  const hashes = new Set(
    pages.flatMap((html) => [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => inlineHash(body ?? ''))),
  )
  return JSON.stringify({ scriptHashes: [...hashes], styleHashes: [inlineHash(stylesheet.css)] }, null, 2)
}

export function prerenderPages(ssrEntry: string): Plugin {
  return {
    name: 'gidideals:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (!index || index.type !== 'asset') this.error('prerender: the build emitted no index.html')
      // The manifest comes with the service worker, after the first screen (src/app/sw-bridge.ts):
      // installing needs both, and neither its request nor its icons' should compete with the page.
      const withoutManifest = String(index.source).replace(MANIFEST_LINK, '')
      if (withoutManifest === String(index.source)) this.error('prerender: index.html has no manifest link')
      const template = preloadStages(withoutManifest, bundle)
      index.source = template
      if (!ROOT_CONTENT.test(template)) this.error('prerender: index.html has no <div id="root">…<!--/app--></div>')
      const [early, painting, start] = await Promise.all([
        bootScript('early-data'),
        paintingScripts(),
        bootScript('start-app'),
      ])
      const table: { pattern: string; readsSearch: boolean; file: string; shared?: string }[] = []
      const pages = [template]
      const stylesheet = sharedStylesheet(template, bundle)
      const emit = (fileName: string, source: string) => this.emitFile({ type: 'asset', fileName, source })
      emit(`${NETWORK_COPIES}/index.html`, networkCopy(template, stylesheet))
      for (const page of renderPages(ssrEntry)) {
        const file = `prerendered/${page.name}.html`
        const html = pageHtml(template, bundle, page, { start, early, painting })
        emit(file, html)
        emit(`${NETWORK_COPIES}/${file}`, networkCopy(html, stylesheet))
        pages.push(html)
        table.push({ pattern: page.pattern, readsSearch: page.readsSearch, file: `/${file}`, shared: page.shared })
      }
      // bench/size.mjs reads which chunks each route's component pulls in (many sit in shared
      // groups: ./chunk-groups.ts), which the manifest does not say.
      emit('.vite/route-chunks.json', JSON.stringify(routeChunkTable(bundle)))
      // The reference server reads this to answer each path with its page's HTML.
      emit('prerendered/routes.json', JSON.stringify(table, null, 2))
      emit('csp.json', cspOf(pages, stylesheet))
    },
  }
}
