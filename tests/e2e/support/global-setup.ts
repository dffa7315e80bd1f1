import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { makeServeDir } from './serve-dir'
import { compileServer, repoRoot, startServer, type RunningServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per e2e worker (see baseUrl() in browser.ts), in worker order. */
    baseUrls: string[]
  }
}

let servers: RunningServer[] = []

// Files run two at a time (vitest.config.ts). Each worker gets its own server and database, so
// two files never share a demo shopper's cart, orders or login budget: a worker runs its files
// one after another against its server, as the whole suite once did against one.
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) {
    throw new Error('No build in dist/: run `npm run build` before the end-to-end tests (npm test does).')
  }
  await compileServer()
  makeServeDir(join(repoRoot, 'dist'))
  const workers = Math.max(1, project.config.maxWorkers ?? 1)
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer()))
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()))
    throw failed.reason
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  )
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()))
}
