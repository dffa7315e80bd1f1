// The reference server in a process of its own, for the crash tests (write-once.test.ts): it
// kills itself (SIGKILL, nothing flushed, nothing cleaned up) at CRASH_AT, and runs its clock
// CLOCK_OFFSET_MS ahead so a restart can be "later". Prints its URL once listening.
import { createServer } from '../../server/app'
import type { CrashPoint } from '../../server/http/context'
import { limitsStoreSetting } from '../../server/limits/limits-store'
import { testNow } from '../support/test-clock'

const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0)
// CLOCK_START_MS: the clock reads this when the process starts; else the run's clock
// (tests/support/test-clock.ts: the test run hands its shift down through the environment).
const startedAt = Date.now()
const start = Number(process.env.CLOCK_START_MS || testNow())
const crashAt = process.env.CRASH_AT as CrashPoint | undefined
const server = createServer({
  databasePath: process.env.DATABASE_PATH ?? '',
  // On PostgreSQL (server-pg) the test database's URL.
  databaseUrl: process.env.DATABASE_URL || undefined,
  staticDir: process.env.STATIC_DIR,
  limitsStore: limitsStoreSetting(process.env.LIMITS_STORE),
  seedStores: 10,
  log: () => undefined,
  clock: () => start + (Date.now() - startedAt) + offset,
  crashHook: (point) => {
    if (point === crashAt) process.kill(process.pid, 'SIGKILL')
  },
})
const running = await server.listen(0, '127.0.0.1')
console.log(running.url)
