// Which scripts a first-load page asks for, and when (./first-load-plugins.ts): the entry's stages
// preloaded with index.html, and a prerendered page's scripts all at once after its first paint.
import type { OutputBundle } from 'rolldown'
import { routeFile } from '../../src/first-load/pages'

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/** The chunk holding a module whose id ends with `suffix`. */
function chunkWith(bundle: OutputBundle, suffix: string): string {
  const chunk = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.moduleIds.some((id) => id.endsWith(suffix)),
  )
  if (!chunk) throw new Error(`prerender: no chunk holds ${suffix}`)
  return chunk.fileName
}

/** Each route file's chunks (its split parts and what they import), by file name. */
export function routeChunkTable(bundle: OutputBundle): Record<string, string[]> {
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
export function preloadStages(html: string, bundle: OutputBundle): string {
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
export function startAfterPaint(
  html: string,
  bundle: OutputBundle,
  route: string,
): { html: string; scripts: string[] } {
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
