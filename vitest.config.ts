import { defineConfig } from 'vitest/config'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { testClockShiftMs } from './tests/support/test-clock.ts'
import { SlowFirstSequencer } from './tests/support/slow-first.ts'

// Four projects: the app (happy-dom, beside the code in src/ and sw/), the reference server
// (node, talking HTTP to a server started on a temporary database), the data layer against
// that server (integration) and end to end (Chromium).
// The e2e files mostly wait (on Chromium, timers, servers): two at a time used under a core of
// the two, so three run at a time.
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? '3') || 1)
// Vitest's default is one worker fewer than the cores: one on these two-core machines, so the
// unit files ran one by one while much of their time is waiting (servers, timers, hashing
// threads). Two at least; UNIT_WORKERS sets it (npm test: 1, beside the e2e suite). One value
// for every project: Vitest refuses projects of one group with different counts.
const unitWorkers = Number(process.env.UNIT_WORKERS) || Math.max(2, availableParallelism() - 1)

// Every suite of the run reads one clock: Tuesday noon in Lagos when the run starts, at real speed
// (tests/support/test-clock.ts). The shift is fixed here, once, and reaches the workers and the
// servers they start through the environment.
const testClock = { GIDIDEALS_TEST_CLOCK_SHIFT_MS: String(testClockShiftMs()) }

// The app's component and unit files share one module graph and one happy-dom window per worker
// (isolate: false): a fresh graph per file cost about 1.5 s of imports and environment each, 200
// s of the 240 s these 130 files took one by one, where their tests ran for 37 s. src/test/setup.ts
// clears the storage, the DOM and the timers between files. A file that replaces a module
// (vi.mock) or relies on a module-level once-only state gets a fresh graph of its own: below.
const appTests = ['src', 'sw'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`),
)
const appIsolatedFiles = [
  // Replaces a module (vi.mock), or drives the first screen's once-only signal (markAppReady).
  ...appTests.filter((file) => /vi\.mock\(|lifecycle\/app-ready'/.test(readFileSync(file, 'utf8'))),
  // The signup's password, kept in memory for the verify step, is module state.
  'src/features/auth/verify-otp-page.test.tsx',
]
const appTestSettings = {
  environment: 'happy-dom' as const,
  env: testClock,
  setupFiles: ['src/test/setup.ts'],
  // Room for a few of setup.ts's 5 s waits in one test on a busy machine.
  testTimeout: 15_000,
  // Component tests never fetch scripts or stylesheets a page would add (gtag, fonts).
  environmentOptions: {
    happyDOM: {
      settings: {
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
        handleDisabledFileLoadingAsSuccess: true,
      },
    },
  },
}
// The server-side projects' temporary folders (test databases, uploads, builds) go under one
// folder per run, removed at its end (tests/support/temp-dirs.ts).
const tempRoot = 'tests/support/temp-dirs.ts'
const hashingFiles = [
  'tests/contract/login-cost.test.ts',
  'tests/contract/rate-limit.test.ts',
  'tests/contract/login-bursts.test.ts',
]
// A file that mocks a module the server imports needs a module graph of its own: the server
// project shares one between its files, so there the mock would come too late.
const mockingServerFiles = ['tests/contract/text-limit-from-contract.test.ts']

// The server's contract suite again, on PostgreSQL (issue 26): only under scripts/pg-cluster.sh,
// which provides a throwaway cluster (DATABASE_URL), so a plain `vitest run` needs no database.
// Each test server gets a database copied from a migrated and seeded template. The login floods
// run too: on PostgreSQL their budgets live in the database (server/limits/database-limits.ts).
// Files whose subject the database engine cannot change run on SQLite only: the SQLite file
// upgrades, and what happens before or beside the query layer (HTTP framing and body limits,
// compression, headers, CORS, the built files and the HTML, an upload's pace, a login's hashing cost).
// And the login's answers to an attacker who counts them (login-enumeration: ~20 s of password
// hashing on each engine, on the PostgreSQL suite's path to the e2e stage): what they say is the
// login guard's, the same on both; the budgets it counts in PostgreSQL are rate-limit's,
// login-bursts' and limiter-churn's subject there.
// Every other contract file touches the database layer and runs on both engines.
const engineIndependent = [
  'login-enumeration',
  'migration',
  'answer-compression',
  'body-limits',
  'cors',
  'login-cost',
  'page-known',
  'prerendered-pages',
  'production-refusals',
  'security-headers',
  'shared-words',
  'static-files',
  'storage-keys',
  'text-limit-from-contract',
  'upload-trickle',
]
const serverOnPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? [
      {
        test: {
          name: 'server-pg',
          environment: 'node' as const,
          // As the SQLite project: one module graph for the files, a database per file.
          isolate: false,
          include: ['tests/contract/**/*.test.ts'],
          exclude: engineIndependent.map((file) => `tests/contract/${file}.test.ts`),
          env: { GIDIDEALS_TEST_ENGINE: 'postgres' },
          globalSetup: [tempRoot, 'tests/contract/pg/global-setup.ts'],
          // The flood tests (600 parallel writes) take 11 s on PostgreSQL on a busy 2-core host.
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ]
  : []

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      '@contract': new URL('./contract', import.meta.url).pathname,
    },
  },
  test: {
    maxWorkers: unitWorkers,
    // The slowest files first, so none is left running alone at the end (tests/support/slow-first.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          ...appTestSettings,
          name: 'app',
          include: appTests.filter((file) => !appIsolatedFiles.includes(file)),
          isolate: false,
        },
      },
      { extends: true, test: { ...appTestSettings, name: 'app-isolated', include: appIsolatedFiles } },
      {
        test: {
          name: 'server',
          environment: 'node',
          globalSetup: [tempRoot],
          // Each file starts its own server on its own database: the files share the module
          // graph (85 → 60 s, 97 → 65 CPU seconds one by one on a quiet host, every test green).
          isolate: false,
          include: [
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: [...hashingFiles, ...mockingServerFiles],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        // The login-flood files hash hundreds of passwords each against 20 s budgets: beside
        // another file their hashing threads starve, so they run after the rest, one at a time
        // (npm test runs this project on its own, after the others). The mocking files ride
        // along: they need a graph of their own, and take a second.
        test: {
          name: 'server-hashing',
          environment: 'node',
          globalSetup: [tempRoot],
          include: [...hashingFiles, ...mockingServerFiles],
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      ...serverOnPostgres,
      {
        // The app's data layer (API, session, activities, outbox) against a real reference
        // server over HTTP, with real outages (server stopped, a loopback proxy refusing).
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globalSetup: [tempRoot],
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
      {
        // Real Chromium against the production build served by the reference server.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: [tempRoot, 'tests/e2e/support/global-setup.ts'],
          // The files share a module graph and a browser per worker: a fresh graph and a new
          // Chromium per file cost 0.5–2 s of CPU each (playwright-core's import alone ~1.5 s),
          // some 130 CPU seconds of the suite's ~740. support/each-file.ts closes what a file
          // leaves open.
          isolate: false,
          setupFiles: ['tests/e2e/support/each-file.ts'],
          // Three files at a time, each worker with its own server (global-setup.ts);
          // E2E_WORKERS=1 runs them one by one.
          maxWorkers: e2eWorkers,
          // Its own group: projects run together must share one worker count.
          sequence: { groupOrder: 1 },
          // The longest stories (a shared phone: two shoppers, logouts, orders) took 41 s on a
          // busy shared machine, and passed 60 s there with the unit tests beside them.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page that gets there within 10 s passes at once; Vitest's default of 1 s failed
          // on a busy machine (the unit tests run beside this suite) while nothing was wrong.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
