import { useRouterState, type HistoryState } from '@tanstack/react-router'
import { act } from '@testing-library/react'
import type { ComponentType } from 'react'
import { renderWithRouter, type AppRouteId } from '@/test/render-with-router'

// For the account pages' tests: render a page under its route at `path` (the route's own path
// unless given) with the history state the previous step hands over (a memory history starts
// without state). The page mounts afresh for each history entry, as it does in the app.

export async function renderAccountPage(
  Page: ComponentType,
  { route, path = route, state }: { route: AppRouteId; path?: string; state?: HistoryState },
) {
  function PerEntry() {
    const entry = useRouterState({ select: (router) => router.location.state.__TSR_key })
    return <Page key={entry} />
  }
  const rendered = await renderWithRouter(<PerEntry />, { path, route })
  if (state) {
    await act(async () => {
      rendered.router.history.replace(path, state)
      await rendered.router.load()
    })
  }
  return rendered
}

/** A promise the test settles by hand, to look at a pending state. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}
