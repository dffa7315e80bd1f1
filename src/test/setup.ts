import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import './dialog-escape'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'

// findBy… and waitFor give up after 5 s rather than Testing Library's 1 s: components wait for
// lazy chunks and for answers rendered in a transition, and on a busy 2-core machine a lazy
// modal took 1.5 s. Something that never comes still fails; it only takes longer to say so.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
})

// Most files share one window and module graph (vitest.config.ts, isolate: false): each starts
// with empty storage and real timers, whatever the file before it left.
beforeAll(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.useRealTimers()
})
