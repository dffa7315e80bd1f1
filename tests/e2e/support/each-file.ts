// Run before every e2e file (vitest.config.ts, setupFiles). The files share a module graph and a
// browser per worker, so each one closes the browser contexts it leaves open when it ends, and a file's
// leavePagesUntouched() ends with it.
import { afterAll } from 'vitest'
import { closeContextsLeftOpen, touchPagesAtOnce } from './browser'

afterAll(async () => {
  touchPagesAtOnce()
  await closeContextsLeftOpen()
})
