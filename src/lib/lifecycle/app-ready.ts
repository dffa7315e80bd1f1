import { startTransition, useEffect, useState } from 'react'

/**
 * When the first screen is done: the app shows the shopper's own state (src/app/app.tsx marks
 * it) and the browser has had a quiet moment since. Work the first screen does not need (the
 * outbox's replay, locating the shopper, the service worker, the sections and pictures below
 * it) starts then, so on a slow phone and a slow link it never competes with the page's own
 * scripts, answers and pictures.
 */
function firstScreen() {
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const state = { markReady, done: false, firstScreenDone: ready }
  state.firstScreenDone = ready
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
          else setTimeout(resolve, 200)
        }),
    )
    .then(() => {
      state.done = true
    })
  return state
}

let state = firstScreen()

/** Called once the app shows the shopper's own state; `html[data-app=ready]` tells tests so. */
export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready'
  state.markReady()
}

export function afterFirstScreen(): Promise<void> {
  return state.firstScreenDone
}

/**
 * The first screen not done yet, as on a page just opened: for the component tests, whose files share one module graph
 * and one window (src/test/setup.ts calls it before each file).
 */
export function resetFirstScreen(): void {
  state = firstScreen()
  delete document.documentElement.dataset.app
}

/**
 * False until the first screen is done (and while the build renders HTML, and React hydrates
 * it), true from then on: for parts of a page that should not hold the first screen up.
 */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(state.done)
  useEffect(() => {
    if (after) return
    let live = true
    // A transition: every part waiting for this (the sections and pictures below the first
    // screen, the shell's late buttons) flips at once, and React renders them in slices.
    void state.firstScreenDone.then(() => live && startTransition(() => setAfter(true)))
    return () => {
      live = false
    }
  }, [after])
  return after
}
