import { useSyncExternalStore } from 'react'

// One shared clock that ticks each minute, for what a page says about the time ("Open now"):
// every badge on a page reads it, and one timer runs however many there are.

const MINUTE = 60_000
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), MINUTE)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The current minute (ms since 1970, floored); 0 in the build's HTML and while hydrating. */
export function useMinuteClock(): number {
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE) * MINUTE,
    () => 0,
  )
}
