import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import './dialog-escape'
import { cleanup, configure } from '@testing-library/react'
import { clear as clearIndexedDb } from 'idb-keyval'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { resetFirstScreen } from '@/lib/lifecycle/app-ready'
import { toastContainerStore } from '@/lib/notify'
import { installTestClock } from './test-clock'

// findBy… and waitFor give up after 5 s rather than Testing Library's 1 s: components wait for
// lazy chunks and for answers rendered in a transition, and on a busy 2-core machine a lazy
// modal took 1.5 s. Something that never comes still fails; it only takes longer to say so.
configure({ asyncUtilTimeout: 5000 })

// happy-dom lays nothing out, and its IntersectionObserver never reports: here every observed
// element is on screen, as a page with no layout would be (parts that render once the shopper
// scrolls near them: src/ui/when-near-screen.tsx). A test about scrolling stubs its own.
class OnScreenObserver implements IntersectionObserver {
  readonly root = null
  readonly rootMargin = '0px'
  readonly scrollMargin = '0px'
  readonly thresholds = [0]
  private live = true
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() => {
      if (!this.live) return
      const box = target.getBoundingClientRect()
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: box,
        intersectionRect: box,
        rootBounds: null,
        time: performance.now(),
      }
      this.callback([entry], this)
    })
  }
  unobserve(): void {}
  disconnect(): void {
    this.live = false
  }
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}
globalThis.IntersectionObserver = OnScreenObserver

afterEach(() => {
  cleanup()
})

// Most files share one window and module graph (vitest.config.ts, isolate: false): each starts
// with an empty page (a painted store page a file before left once joined another file's list
// of headings), empty storage (IndexedDB too: a visit the file before recorded at the
// same test time would count as this file's), real timers and the run's clock, and the first screen
// not yet done (a file marks it when its tests need it), whatever the file before it left.
beforeAll(async () => {
  document.body.replaceChildren()
  resetFirstScreen()
  localStorage.clear()
  sessionStorage.clear()
  await clearIndexedDb()
  vi.useRealTimers()
  installTestClock()
})

// Once anything has been notified, the shell's toast host (in every RootLayout) loads the toast
// container on its next render; a file that ends while that import is still on its way fails
// with an EnvironmentTeardownError pinned on whichever file runs next in the shared graph. The
// file waits for it instead.
afterAll(async () => {
  if (toastContainerStore.isRequested()) await import('@/shell/toast-container')
})
