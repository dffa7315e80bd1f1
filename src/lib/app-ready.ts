import { useEffect, useState } from 'react'

/**
 * When the first screen is done: the app shows the shopper's own state (src/app/app.tsx marks
 * it) and the browser has had a quiet moment since. Work the first screen does not need (the
 * outbox's replay, locating the shopper, the service worker) starts then, so on a slow phone and
 * a slow link it never competes with the page's own scripts, answers and pictures.
 */
let markReady: () => void = () => {}
const ready = new Promise<void>((resolve) => (markReady = resolve))

/** Called once the app shows the shopper's own state; `html[data-app=ready]` tells tests so. */
export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready'
  markReady()
}

export function afterFirstScreen(): Promise<void> {
  return ready.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
        else setTimeout(resolve, 200)
      }),
  )
}

/** False until the first screen is done (and while the build renders HTML): for parts of the
 * shell that have nothing to show on a first visit, so they never hold it up. */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    let live = true
    void afterFirstScreen().then(() => live && setAfter(true))
    return () => {
      live = false
    }
  }, [])
  return after
}
