// The build's prerender (docs/first-load.md#how): renders a route to HTML in Node, from the build-time state
// (no shopper, no server answers), exactly as the browser's hydration will render it first.
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { App } from '@/app/app'
import { documentTitleFor } from '@/lib/browser/use-document-title'
import { createAppRouter } from '@/app/router'

export { prerenderList } from '@/first-load/prerender-list'

const INLINE_SCRIPT = /<script\b/

async function renderOnce(app: ReactNode, url: string): Promise<string> {
  const errors: unknown[] = []
  // One document, no streaming: parts are never outlined into scripts that reveal them later.
  const { prelude } = await prerender(app, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  })
  // A part that failed would be left for the browser to render: the build fails instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`)
  return new Response(prelude).text()
}

export type RenderedPage = {
  html: string
  title: string
}

export async function renderPage(url: string, route: string): Promise<RenderedPage> {
  // What the browser hydrates from: no answers, a fresh store (an empty cart, signed out).
  const queryClient = new QueryClient()
  const store = createStore()
  // The shopper's state never arrives at build time: the page stays as React first renders it.
  const hydration = { shopperState: () => new Promise<void>(() => {}) }
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    prerender: true,
  })
  await router.load()
  // A part still loading (a lazy component's first import) would be written as a placeholder
  // plus an inline script that completes it, which the CSP forbids: render again once loaded.
  let html = ''
  for (let pass = 1; pass <= 4 && (pass === 1 || INLINE_SCRIPT.test(html)); pass++) {
    html = await renderOnce(<App router={router} queryClient={queryClient} store={store} hydration={hydration} />, url)
  }
  if (INLINE_SCRIPT.test(html)) throw new Error(`Prerendering ${url} left inline scripts:\n${html}`)
  // The table names the route whose chunks the page starts: it must be the one that rendered.
  const rendered = router.state.matches.at(-1)?.routeId
  if (rendered !== route) throw new Error(`Prerendering ${url}: rendered ${rendered}, the table says ${route}`)
  const titles = router.state.matches.map((match) => match.staticData.title).filter(Boolean)
  return {
    html,
    title: documentTitleFor(router.state.location.pathname, titles.at(-1)),
  }
}
