// Vite plugins for the first load (docs/history.md#issue-13 and docs/history.md#issue-23).
//
// - inlineBootScript: the pre-paint script (src/first-load/boot/theme-boot.ts) goes inline at
//   the top of <body>, so no request blocks the first paint; the CSP allows it by its hash.
// - prerenderPages: once the client build has its index.html, renders the first-load pages
//   (src/first-load/pages.ts) with the SSR bundle (`vite build --ssr`, built first into
//   .prerender/, run by ./prerender-run.ts in a child process) and emits each page as
//   dist/prerendered/<name>.html (the service worker precaches them; the server answers each
//   route with its page), each with the inline script that starts its first API reads. A page
//   preloads its route's chunks with the shell's, and runs them only once it has painted
//   (src/first-load/boot/start-app.ts), and so does index.html: the entry's stages (src/main.tsx
//   imports them one after another) are preloaded with it. It writes the table of pages for the server, and
//   dist/csp.json: the hashes of every inline script, which the server's Content-Security-Policy
//   allows and nothing else.
// - network copies (part of prerenderPages): each page again, in dist/network/, as a navigation
//   that reaches the server gets it (server/http/static-files.ts; the service worker precaches the
//   pages as they are): its stylesheet inline (the hash goes to csp.json), so the first paint
//   waits for no second request on a first visit.
//
// The boot scripts are TypeScript importing the app's own modules; each is bundled here, with
// Vite's own bundler, into one small self-contained IIFE (bootScript).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { OutputBundle, RolldownOutput } from 'rolldown'
import { build, type Plugin } from 'vite'
import { NETWORK_COPIES } from '../../contract/first-load'
import { routeFile } from '../../src/first-load/pages'
import type { PrerenderedPage } from './prerender-run'

const ROOT_CONTENT = /(<div id="root")>[\s\S]*?<!--\/app-->\s*<\/div>/
const BOOT_SCRIPT_TAG = '<script src="/theme-boot.js"></script>'
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MANIFEST_LINK = /<link rel="manifest" href="[^"]+">/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/

type BootScript = 'theme-boot' | 'early-data' | 'early-data-cards' | 'start-app'

const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))
const built = new Map<BootScript, Promise<string>>()

/**
 * One of src/first-load/boot/'s scripts, bundled with what it imports from the app into one
 * minified IIFE: it goes inline into every page, so it must not be a module or need a request.
 */
export function bootScript(name: BootScript): Promise<string> {
  const cached = built.get(name)
  if (cached) return cached
  const bundling = build({
    configFile: false,
    root: source(''),
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': source('src'), '@contract': source('contract') } },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      emptyOutDir: false,
      lib: { entry: source(`src/first-load/boot/${name}.ts`), formats: ['iife'], name: 'gidiBoot' },
      // A key table's unused lists (contract/storage.ts) read its properties: dropped here, since
      // every byte of these scripts is in every page.
      rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
    },
  }).then((result) => {
    const output = (Array.isArray(result) ? result[0] : result) as RolldownOutput
    const chunk = output.output.find((item) => item.type === 'chunk')
    if (!chunk) throw new Error(`src/first-load/boot/${name}.ts: the bundle has no code`)
    return chunk.code.trim()
  })
  built.set(name, bundling)
  return bundling
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The CSP source that allows exactly this inline script or style. */
function inlineHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** The chunk holding a module whose id ends with `suffix`. */
function chunkWith(bundle: OutputBundle, suffix: string): string {
  const chunk = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.moduleIds.some((id) => id.endsWith(suffix)),
  )
  if (!chunk) throw new Error(`prerender: no chunk holds ${suffix}`)
  return chunk.fileName
}

/** Each route file's chunks (its split parts and what they import), by file name. */
function routeChunkTable(bundle: OutputBundle): Record<string, string[]> {
  const table: Record<string, string[]> = {}
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue
    for (const id of item.moduleIds) {
      const route = /\/src\/routes\/(.+?)\.tsx\?tsr-split=/.exec(id)?.[1]
      if (!route) continue
      const files = new Set(table[route])
      const visit = (fileName: string) => {
        const chunk = bundle[fileName]
        if (files.has(fileName) || chunk?.type !== 'chunk') return
        files.add(fileName)
        chunk.imports.forEach(visit)
      }
      visit(item.fileName)
      table[route] = [...files]
    }
  }
  return table
}

/**
 * The chunks a prerendered page runs beyond the entry's: its route's component (TanStack splits
 * it out) and what every such page imports once hydrated (the saved answers; see
 * ./chunk-groups.ts), with what they import.
 */
function pageChunks(bundle: OutputBundle, route: string, loaded: ReadonlySet<string>): string[] {
  const file = routeFile(route)
  return withImports(
    bundle,
    [
      chunkWith(bundle, `/src/routes/${file}.tsx?tsr-split=component`),
      chunkWith(bundle, '/src/app/query-persistence.ts'),
    ],
    loaded,
  )
}

/** `starts` and the chunks they import, in that order, leaving out those already `loaded`. */
function withImports(bundle: OutputBundle, starts: readonly string[], loaded: ReadonlySet<string>): string[] {
  const chunks: string[] = []
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (loaded.has(`/${fileName}`) || chunks.includes(fileName) || chunk?.type !== 'chunk') return
    chunks.push(fileName)
    chunk.imports.forEach(visit)
  }
  starts.forEach(visit)
  return chunks.map((fileName) => `/${fileName}`)
}

/**
 * The entry's stages (src/main.tsx imports them dynamically, one after another, so each is
 * evaluated in a task of its own) and what they import, which are not yet preloaded: the
 * page asks for them all at once with the entry, so the chain of imports is no chain of round
 * trips.
 */
function stageChunks(bundle: OutputBundle, entryFile: string, loaded: ReadonlySet<string>): string[] {
  const entry = bundle[entryFile.slice(1)]
  if (entry?.type !== 'chunk') throw new Error(`prerender: ${entryFile} is not a chunk of the build`)
  return withImports(bundle, entry.dynamicImports, loaded)
}

/** index.html with a modulepreload for each of the entry's stages, after its script. */
function preloadStages(html: string, bundle: OutputBundle): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry?.[1]) throw new Error('prerender: index.html has no module script')
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
  const loaded = new Set([entry[1], ...preloads.map(([, href]) => href ?? '')])
  const links = stageChunks(bundle, entry[1], loaded).map(
    (href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`,
  )
  // After the entry's own imports (small: they are needed first).
  const last = preloads.at(-1)?.[0] ?? entry[0]
  return html.replace(last, () => last + links.join(''))
}

/**
 * A prerendered page is whole before any JavaScript runs, so its scripts wait for its first
 * paint (src/first-load/boot/start-app.ts), then load all at once: the shell's and its route's, listed
 * here (the entry first, then the largest first: on a phone's six connections the longest
 * download should not start last), rather than a <script> in <head> and a chain of imports
 * found one after another.
 */
function startAfterPaint(html: string, bundle: OutputBundle, route: string): { html: string; scripts: string[] } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry) throw new Error('prerender: index.html has no module script')
  const shell = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '')]
  const size = (href: string) => {
    const chunk = bundle[href.slice(1)]
    return chunk?.type === 'chunk' ? chunk.code.length : 0
  }
  const chunks = [...shell.slice(1), ...pageChunks(bundle, route, new Set(shell))].sort((a, b) => size(b) - size(a))
  return {
    html: html.replace(MODULE_PRELOAD, '').replace(/\n\s*<script type="module"[^>]*><\/script>/, ''),
    scripts: [entry, ...chunks],
  }
}

type Stylesheet = { link: string; css: string }

/** The one stylesheet every page links (the app's Tailwind build), with its text. */
function sharedStylesheet(html: string, bundle: OutputBundle): Stylesheet {
  const link = STYLESHEET.exec(html)
  const asset = link?.[1] ? bundle[link[1].slice(1)] : undefined
  if (!link || asset?.type !== 'asset') throw new Error('prerender: index.html links no stylesheet of the build')
  const css = String(asset.source)
  // Inline, a url() would resolve against the page's address, and "</style" would end the element.
  if (/url\(\s*['"]?(?!data:|\/|https?:)/i.test(css) || /<\/style/i.test(css))
    throw new Error(`prerender: ${link[1]} cannot go inline (a relative url() or "</style")`)
  return { link: link[0], css }
}

/**
 * A page as a navigation that reaches the server gets it: its stylesheet inline. Its scripts
 * still start after the first paint (src/first-load/boot/start-app.ts): asked for from <head>,
 * the first near-me card came 0.45 s sooner on a first visit at 1.6 Mbps, but Lighthouse's
 * simulation counts every request started before the largest paint in it
 * (docs/history.md#issue-23).
 */
function networkCopy(html: string, stylesheet: Stylesheet): string {
  return html.replace(stylesheet.link, () => `<style>${stylesheet.css}</style>`)
}

export function inlineBootScript(): Plugin {
  return {
    name: 'gidideals:inline-boot-script',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(BOOT_SCRIPT_TAG)) throw new Error(`index.html has no ${BOOT_SCRIPT_TAG}`)
        const script = await bootScript('theme-boot')
        return html.replace(BOOT_SCRIPT_TAG, () => `<script>${script}</script>`)
      },
    },
  }
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
      const [earlyScript, earlyCardsScript, startScript] = await Promise.all([
        bootScript('early-data'),
        bootScript('early-data-cards'),
        bootScript('start-app'),
      ])
      const runner = fileURLToPath(new URL('./prerender-run.ts', import.meta.url))
      const output = execFileSync(process.execPath, ['--import', 'tsx', runner, ssrEntry], {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      })
      const table: { pattern: string; readsSearch: boolean; file: string; shared?: string }[] = []
      const pages = [template]
      const stylesheet = sharedStylesheet(template, bundle)
      const emitNetworkCopy = (fileName: string, html: string) =>
        this.emitFile({
          type: 'asset',
          fileName: `${NETWORK_COPIES}/${fileName}`,
          source: networkCopy(html, stylesheet),
        })
      emitNetworkCopy('index.html', template)
      for (const page of JSON.parse(output) as PrerenderedPage[]) {
        const file = `prerendered/${page.name}.html`
        const early = page.early.length === 0 ? '' : ` data-early="${escapeHtml(JSON.stringify(page.early))}"`
        const start = startAfterPaint(template, bundle, page.route)
        const scripts = ` data-scripts="${escapeHtml(JSON.stringify(start.scripts))}"`
        const html = start.html
          .replace(
            ROOT_CONTENT,
            // The start script before #root, so it hears of the first paint at once, not after the
            // parser (which yields to paint) has reached the end of the page; the early reads'
            // after it, since they read #root's attributes at once.
            (_match, open: string) =>
              `<script>${startScript}</script>\n    ` +
              `${open} data-prerendered="${page.name}"${page.readsSearch ? ' data-reads-search' : ''}${early}${scripts}>${page.html}</div>` +
              (early
                ? `\n    <script>${page.early.some((read) => read.cards) ? earlyCardsScript : earlyScript}</script>`
                : ''),
          )
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        this.emitFile({ type: 'asset', fileName: file, source: html })
        emitNetworkCopy(file, html)
        pages.push(html)
        table.push({ pattern: page.pattern, readsSearch: page.readsSearch, file: `/${file}`, shared: page.shared })
      }
      // bench/size.mjs reads which chunks each route's component pulls in (many sit in shared
      // groups: ./chunk-groups.ts), which the manifest does not say.
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-chunks.json',
        source: JSON.stringify(routeChunkTable(bundle)),
      })
      // The reference server reads this to answer each path with its page's HTML.
      this.emitFile({ type: 'asset', fileName: 'prerendered/routes.json', source: JSON.stringify(table, null, 2) })
      const hashes = new Set(
        pages.flatMap((html) => [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => inlineHash(body ?? ''))),
      )
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: JSON.stringify({ scriptHashes: [...hashes], styleHashes: [inlineHash(stylesheet.css)] }, null, 2),
      })
    },
  }
}
