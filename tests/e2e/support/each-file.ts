// Run before every e2e file (vitest.config.ts, setupFiles). The files share a module graph and a
// browser per worker, so each one closes the browser contexts it leaves open when it ends.
import { afterAll } from 'vitest'
import { closeContextsLeftOpen } from './browser'

afterAll(closeContextsLeftOpen)
