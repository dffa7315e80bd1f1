// The production build a bench measures, copied out of dist/ under the shared build lock, so
// another build cannot change its files mid-run. SKIP_BUILD=1 (as for `npm start`) copies the
// build already in dist/; BENCH_DIST=<folder> copies another build (another commit's, for a bisect).
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../../tests/e2e/support/server'

/** The copy's dist/ path; its parent is the bench's to remove. */
export function buildCopy(bench: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), `gidideals-${bench}-`)), 'dist')
  const other = process.env.BENCH_DIST
  const build = other || process.env.SKIP_BUILD === '1' ? '' : 'npm run build --silent >/dev/null && '
  const source = other ?? 'dist'
  console.log(`${build ? 'Building' : `Copying ${source}`} (waiting for the build lock)…`)
  execFileSync(
    'flock',
    ['/tmp/gidideals-build.lock', '-c', `${build}cp -r ${JSON.stringify(source)} ${JSON.stringify(copy)}`],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  return copy
}
