import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { repoRoot, startServer, type RunningServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let server: RunningServer | undefined

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) {
    throw new Error('No build in dist/: run `npm run build` before the end-to-end tests (npm test does).')
  }
  server = await startServer()
  project.provide('baseUrl', server.url)
}

export async function teardown(): Promise<void> {
  await server?.stop()
}
