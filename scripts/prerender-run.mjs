// Renders the prerendered routes (src/lib/prerendered-routes.ts) with the SSR bundle and prints
// them as JSON: [{ name, pattern, title, html }]. Run by scripts/prerender-plugin.ts in a child
// process, because the router's browser code wants a window: happy-dom gives it one here,
// without touching the build's own globals.
import { pathToFileURL } from 'node:url'
import { Window } from 'happy-dom'

const [entry] = process.argv.slice(2)
if (!entry) throw new Error('usage: node scripts/prerender-run.mjs <ssr entry.js>')

const window = new Window({ url: 'http://localhost/' })
globalThis.self = globalThis
for (const name of ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'matchMedia']) {
  Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true })
}

const ssr = await import(pathToFileURL(entry).href)
const pages = []
for (const route of ssr.prerenderedRoutes) {
  const page = await ssr.renderPage(route.renderPath, route.name)
  pages.push({ name: route.name, pattern: route.pattern.source, readsSearch: route.readsSearch === true, ...page })
}
// The app's modules leave timers on happy-dom's window; the pages are all this process is for.
process.stdout.write(JSON.stringify(pages), () => process.exit(0))
