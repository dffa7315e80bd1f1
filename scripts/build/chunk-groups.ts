// How the build groups modules into chunks (docs/history.md#issue-13). The server speaks HTTP/1.1, so each
// request on a phone costs a round trip and one of six connections: a shared link's page
// should need a handful of scripts, each holding little it does not use.
//
// - react, shell: the libraries and state every page needs (with the entry's own chunk).
// - the main routes (the first-load pages of src/first-load/pages.ts, by their `chunk`):
//   what only one of them needs is that page's chunk, with its route's component and its first
//   query (`*-prefetch.ts`); what the store and the deal pages share is `store-deal`; what
//   several others share is `data`.
//   With `data` also goes what every page loads once hydrated (the saved answers, the footer in
//   its HTML), so no page waits for a request of its own for them.
// Everything else (the other routes' own code) is left to rolldown.
import { fileURLToPath } from 'node:url'
import { firstLoadPages, routeFile, type FirstLoadPage, type PageChunk } from '../../src/first-load/pages'

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] }
type Ctx = { getModuleInfo: (id: string) => ModuleInfo | null }

// The app's entry, found when the build asks (only the build runs this from a file).
const entry = () => fileURLToPath(new URL('../../src/main.tsx', import.meta.url))
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
const SHELL =
  /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|jotai|use-sync-external-store)[\\/]|src[\\/](stores[\\/]persisted-atom|lib[\\/]notify|api[\\/]session-port)/
const PAGE_START = /src[\\/]app[\\/](query-persistence\.ts|footer\.tsx)$/

/**
 * The first-load page's chunk a module id is the route component or first query of, if any
 * (the table's `route` and `prefetch`: src/first-load/pages.ts).
 */
export function mainPage(id: string, pages: readonly FirstLoadPage[] = firstLoadPages): PageChunk | undefined {
  const route = /src[\\/]routes[\\/]([\w.$-]+)\.tsx\?tsr-split=component$/.exec(id)?.[1]
  if (route) return pages.find((page) => routeFile(page.route) === route)?.chunk
  const prefetch = /src[\\/]features[\\/]([\w-]+)[\\/][\w-]+-prefetch\.ts$/.exec(id)?.[1]
  return prefetch ? pages.find((page) => page.prefetch === prefetch)?.chunk : undefined
}

/** Every module a chain of static imports (and dynamic ones, if asked) leads to from `roots`. */
function closure(ctx: Ctx, roots: Iterable<string>, dynamic: boolean): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    if (info) queue.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []))
  }
  return seen
}

let chunkOf: Map<string, string> | undefined
/** Each main page's module and the chunk it goes in. */
function mainPageChunks(ctx: Ctx): Map<string, string> {
  if (chunkOf) return chunkOf
  const everything = [...closure(ctx, [entry()], true)]
  const pagesOf = new Map<string, Set<string>>()
  const roots = everything.filter((id) => mainPage(id) !== undefined)
  for (const root of roots) {
    // The entry's own modules are taken by a group of higher priority; a module only reached
    // through a library's index (useQuery) is not, and goes with the pages that use it.
    for (const id of closure(ctx, [root], false)) {
      const pages = pagesOf.get(id) ?? new Set<string>()
      pages.add(mainPage(root)!)
      pagesOf.set(id, pages)
    }
  }
  chunkOf = new Map()
  for (const [id, pages] of pagesOf) {
    const names = [...pages].sort().join('+')
    chunkOf.set(id, pages.size === 1 ? `page-${names}` : names === 'deal+store' ? 'store-deal' : 'data')
  }
  for (const id of everything) if (PAGE_START.test(id)) chunkOf.set(id, 'data')
  return chunkOf
}

/** A group of the main pages' modules; higher priorities go first, so a chunk's dependencies
 * (captured with it) are never taken by a chunk that needs them less widely. */
const mainPagesGroup = (priority: number, test: (chunk: string) => boolean) => ({
  name: (id: string, ctx: Ctx) => {
    const chunk = mainPageChunks(ctx).get(id)
    return chunk !== undefined && test(chunk) ? chunk : null
  },
  debugName: 'main pages',
  priority,
})

export const chunkGroups = [
  { name: 'react', test: REACT, priority: 7 },
  { name: 'shell', test: SHELL, priority: 6 },
  { name: 'app', tags: ['$initial' as const], priority: 5 },
  mainPagesGroup(4, (chunk) => chunk === 'data'),
  mainPagesGroup(2, (chunk) => chunk === 'store-deal'),
  mainPagesGroup(1, (chunk) => chunk.startsWith('page-')),
]
