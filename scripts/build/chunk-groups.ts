// How the build groups modules into chunks (docs/history.md#issue-13). The server speaks HTTP/1.1, so each
// request on a phone costs a round trip and one of six connections: a shared link's page
// should need a handful of scripts, each holding little it does not use.
//
// - react, shell, app: the libraries, state and start every page needs, one chunk for each
//   stage of the entry (src/main.tsx imports them one after another, so each is evaluated in a
//   task of its own); the entry's own chunk holds only what src/main.tsx imports statically.
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

/**
 * The app's modules the groups below name by their path under src/: a file moved or renamed would
 * silently leave its group (src/first-load/chunk-groups.test.ts checks that each exists).
 */
export const NAMED_MODULES = {
  entry: 'main.tsx',
  appStart: 'app/start.tsx',
  /** With the shell's libraries: what the shell stage imports of the app's own. */
  shell: [
    'stores/persisted-atom.ts',
    'stores/persisted-storage.ts',
    'stores/persisted-tabs.ts',
    'lib/notify.ts',
    'api/session-port.ts',
  ],
  pageStart: ['app/query-client.ts', 'app/query-persistence.ts', 'shell/footer.tsx', 'ui/toast-layer.ts'],
  afterFirstScreen: [
    'app/start-background.ts',
    'app/sw-bridge.ts',
    'shell/feedback-button.tsx',
    'features/pwa/network-quiet.ts',
    'features/network/network-status.tsx',
    'features/network/use-network-status.ts',
    'features/network/sent-summary.ts',
    'stores/outbox/use-outbox-query-sync.ts',
    'stores/outbox/visits.ts',
    'stores/outbox/visit-queue.ts',
  ],
  toasts: ['shell/toast-container.tsx', 'lib/toast-content.ts'],
} as const

/** A module id's test for these paths under src/ (either separator). */
const SRC = (paths: readonly string[]) =>
  `src[\\\\/](${paths.map((path) => path.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`

// The app's entry and its last stage, found when the build asks (only the build runs this from a file).
const entry = () => fileURLToPath(new URL(`../../src/${NAMED_MODULES.entry}`, import.meta.url))
const appStart = () => fileURLToPath(new URL(`../../src/${NAMED_MODULES.appStart}`, import.meta.url))
const PRELOAD_HELPER = /^\0vite[\\/]preload-helper\.js$/
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
const SHELL = new RegExp(
  `node_modules[\\\\/](@tanstack[\\\\/](react-router|router-core|history|store|react-store)|jotai|use-sync-external-store)[\\\\/]|${SRC(NAMED_MODULES.shell)}`,
)
// React Query: of it the app's start renders only its two providers (React contexts, no Query
// code). Its client, which the app's start imports dynamically (src/app/start.tsx), and its hooks
// and observers are the pages' (with `data`: docs/first-load.md#query). A chain of imports
// through the library's index reaches everything the index exports, so without this rule all of
// Query would be counted in the app's start.
const QUERY = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/
const QUERY_PROVIDERS =
  /node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|IsRestoringProvider)\.js$/
const inAppStart = (id: string) => !QUERY.test(id) || QUERY_PROVIDERS.test(id)
// With them the toasts' and dialogs' shared layer (0.3 KB gzip), not a request of its own when the
// first toast or dialog opens.
const PAGE_START = new RegExp(SRC(NAMED_MODULES.pageStart))
// What every page loads once its first screen is done, in one chunk instead of five (each its own
// request, compile and evaluation, in the middle of a slow phone's first load): the background
// start (src/app/start-background.ts) with the store visits' queue it sends, the network strip,
// the feedback button, and the service worker's bridge with workbox-window. Only these modules:
// none has an importer but these and a dynamic import after the first screen (the store front's
// visit), and what they import stays where it is (so no page's own chunk comes to import this one).
const AFTER_FIRST_SCREEN = new RegExp(`${SRC(NAMED_MODULES.afterFirstScreen)}|node_modules[\\\\/]workbox-window[\\\\/]`)
// The toast container and the toasts' content with react-toastify (and its clsx), which the first
// toast loads together (src/lib/notify.ts): one request instead of four.
const TOASTS = new RegExp(`${SRC(NAMED_MODULES.toasts)}|node_modules[\\\\/](react-toastify|clsx)[\\\\/]`)

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

let entryModules: Set<string> | undefined
/** What src/main.tsx imports statically: the entry's chunk, before every stage. */
function entryStage(ctx: Ctx): Set<string> {
  entryModules ??= closure(ctx, [entry()], false)
  return entryModules
}

let appModules: Set<string> | undefined
/**
 * The app stage's modules: what src/app/start.tsx imports statically (what the entry imports
 * too goes with React, a group of higher priority: see chunkGroups).
 */
function appStage(ctx: Ctx): Set<string> {
  appModules ??= new Set([...closure(ctx, [appStart()], false)].filter(inAppStart))
  return appModules
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

/** The chunks of the entry's stages, in order (src/main.tsx; the groups below make them). */
const STAGES = ['react', 'shell', 'app']

/**
 * Whether a chunk of the build is one the first load runs: a stage of the entry, or a main page's
 * (the groups below name them). V8 is told to compile these whole ahead (./compile-hints.ts).
 */
export function isFirstLoadChunk(name: string, pages: readonly FirstLoadPage[] = firstLoadPages): boolean {
  return [...STAGES, 'data', 'store-deal'].includes(name) || pages.some((page) => name === `page-${page.chunk}`)
}

export const chunkGroups = [
  // With React goes Vite's helper for dynamic imports, which the entry needs for its stages: the
  // react chunk's own evaluation is a few function definitions (React's CommonJS runs when the
  // first stage asks for it), so the entry may import it. The shell, which would capture the
  // helper otherwise, must not be imported by the entry (it would be evaluated, with React, in
  // the entry's task); a chunk of its own cost a request and 0.9 KB gzip.
  //
  // So does every other module the entry imports statically (src/lib/lifecycle/yield-to-main.ts):
  // a group captures a module's dependencies with it, and the app's stage, which imports them
  // too, would take them, making the entry import the app's chunk, which the browser then
  // evaluates (with the shell's) in the entry's task, before the first stage is even asked for.
  {
    name: (id: string, ctx: Ctx) =>
      REACT.test(id) || PRELOAD_HELPER.test(id) || (entryStage(ctx).has(id) && id !== entry() && !/\.css$/.test(id))
        ? 'react'
        : null,
    debugName: 'react',
    priority: 7,
  },
  { name: 'shell', test: SHELL, priority: 6 },
  { name: (id: string, ctx: Ctx) => (appStage(ctx).has(id) ? 'app' : null), debugName: 'app', priority: 5 },
  mainPagesGroup(4, (chunk) => chunk === 'data'),
  mainPagesGroup(2, (chunk) => chunk === 'store-deal'),
  mainPagesGroup(1, (chunk) => chunk.startsWith('page-')),
  { name: 'after-first-screen', test: AFTER_FIRST_SCREEN, priority: 1, includeDependenciesRecursively: false },
  { name: 'toast-container', test: TOASTS, priority: 1, includeDependenciesRecursively: false },
]

/** The entry's stages' chunks (and the runtime they share): loaded before any page's code runs. */
const STAGE_FILE = new RegExp(`(^|/)(${[...STAGES, 'rolldown-runtime'].join('|')})-[\\w-]{8}\\.js$`)

/**
 * What a dynamic import preloads (Vite's `modulePreload.resolveDependencies`), without the
 * entry's stages: every page has run them before its code can import anything, so listing them
 * with each of the app's ~60 dynamic imports cost bytes in the app's start and nothing else.
 */
export function withoutStages(_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  return hostType === 'js' ? deps.filter((dep) => !STAGE_FILE.test(dep)) : deps
}
