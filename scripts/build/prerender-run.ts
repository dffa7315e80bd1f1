// Renders the first-load pages (src/first-load/pages.ts) with the SSR bundle and prints them as
// JSON (PrerenderedPage[]). Run by ./first-load-plugins.ts in a child process (through tsx),
// because the router's browser code wants a window: happy-dom gives it one here, without
// touching the build's own globals.
import { pathToFileURL } from 'node:url'
import { Window } from 'happy-dom'
import type { prerenderList as PrerenderList } from '../../src/first-load/prerender-list'
import type { renderPage as RenderPage } from '../../src/app/prerender-entry'

type SsrBundle = { prerenderList: typeof PrerenderList; renderPage: typeof RenderPage }
export type PrerenderedPage = ReturnType<typeof PrerenderList>[number] & Awaited<ReturnType<typeof RenderPage>>

const [entry] = process.argv.slice(2)
if (!entry) throw new Error('usage: tsx scripts/build/prerender-run.ts <ssr entry.js>')

const window = new Window({ url: 'http://localhost/' })
Object.defineProperty(globalThis, 'self', { value: globalThis, configurable: true, writable: true })
for (const name of [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'matchMedia',
] as const) {
  Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true })
}

const ssr = (await import(pathToFileURL(entry).href)) as SsrBundle
const pages: PrerenderedPage[] = []
for (const page of ssr.prerenderList()) pages.push({ ...page, ...(await ssr.renderPage(page.renderPath, page.route)) })
// The app's modules leave timers on happy-dom's window; the pages are all this process is for.
process.stdout.write(JSON.stringify(pages), () => process.exit(0))
