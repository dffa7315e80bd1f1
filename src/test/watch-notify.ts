// notify() watched in a component test: it shows no toast and counts its calls. A spy on the module's export, set
// before each test and restored after it, rather than vi.mock: the app's test files share one module graph
// (vitest.config.ts, isolate: false), where a mock comes too late for a module an earlier file imported, and would
// stay for the files after.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'
import * as toasts from '@/lib/notify'

/** Call at a test file's top level. Answers the stand-in, its calls cleared before each test. */
export function watchNotify() {
  const notify = vi.fn<typeof toasts.notify>(async () => undefined)
  let spy: MockInstance<typeof toasts.notify> | undefined
  beforeEach(() => {
    notify.mockClear()
    spy = vi.spyOn(toasts, 'notify').mockImplementation(notify)
  })
  // A test may have restored every mock itself (vi.restoreAllMocks): restoring again changes nothing.
  afterEach(() => spy?.mockRestore())
  return notify
}
