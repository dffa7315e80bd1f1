// The bench's reference: a bare React 19 "hello" page, built with the same Vite and served by
// the same server as the app, so every figure can be read against what this machine gives a
// page with no app at all (docs/history.md#issue-13).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { repoRoot } from '../../tests/e2e/support/server'

export const REFERENCE_PATH = '/bench-reference/'

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Reference</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.jsx"></script>
  </body>
</html>
`

const main = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function Hello() {
  return (
    <main style={{ fontFamily: 'system-ui', padding: 16 }}>
      <h1>Hello from React 19</h1>
      <p>A bare page: the reference row of bench:lighthouse.</p>
    </main>
  )
}

createRoot(document.getElementById('root')).render(<StrictMode><Hello /></StrictMode>)
`

/** Builds the reference page into `<staticDir>/bench-reference/`. */
export async function buildReferencePage(staticDir: string): Promise<void> {
  const source = mkdtempSync(join(tmpdir(), 'gidideals-reference-'))
  try {
    writeFileSync(join(source, 'index.html'), html)
    writeFileSync(join(source, 'main.jsx'), main)
    const outDir = join(staticDir, REFERENCE_PATH)
    mkdirSync(outDir, { recursive: true })
    await build({
      root: source,
      base: REFERENCE_PATH,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      // React resolves from this repository's node_modules.
      resolve: {
        alias: { react: join(repoRoot, 'node_modules/react'), 'react-dom': join(repoRoot, 'node_modules/react-dom') },
      },
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    })
  } finally {
    rmSync(source, { recursive: true, force: true })
  }
}
