// The app's code comes in chunks, each a download of its own on a line that drops out. A chunk the
// start needs that did not arrive (React, the shell, the app's start, Query's client) is asked for
// again, instead of leaving a painted page whose held taps wait for good: a browser fetches a
// module whose download failed afresh at the next import (Chromium does; the module map keeps
// no failed fetch), and the islands keep answering meanwhile (docs/first-load.md#how).

/**
 * The browsers' words for a module that did not arrive: "Failed to fetch dynamically imported module",
 * "Importing a module script failed", "error loading dynamically imported module".
 */
const CODE_NOT_LOADED = /dynamically imported module|importing a module script failed|loading (css )?chunk/i

/** True when `error` says a chunk of the app's code did not arrive (not that it ran and threw). */
export function codeNotLoaded(error: unknown): boolean {
  return error instanceof Error && CODE_NOT_LOADED.test(error.message)
}

/** The longest wait between two tries, online. */
const LONGEST_WAIT_MS = 30_000

/** Before the next try: the browser back online, then 1, 2, 4 … 30 s after each failure in a row. */
export function untilNextTry(failures: number): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => setTimeout(resolve, Math.min(LONGEST_WAIT_MS, 1000 * 2 ** (failures - 1)))
    if (navigator.onLine === false) addEventListener('online', wait, { once: true })
    else wait()
  })
}

/** `load()` (an import), tried again for as long as its code does not arrive; any other error is thrown. */
export async function loadUntilArrived<T>(load: () => Promise<T>, wait = untilNextTry): Promise<T> {
  for (let failures = 1; ; failures++) {
    try {
      return await load()
    } catch (error) {
      if (!codeNotLoaded(error)) throw error
      await wait(failures)
    }
  }
}
