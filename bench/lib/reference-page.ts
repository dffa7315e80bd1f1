// The bench's references, built with the same Vite and served by the same server as the app, so
// every figure can be read against what this machine gives a page with no app at all
// (docs/history.md#issue-13, docs/history.md#issue-23):
// - a bare React 19 "hello" page, rendered in the browser: nothing paints before its JavaScript
//   has run, so Lighthouse counts none of its work as blocking (its time is before the first paint);
// - the same React with its HTML prerendered and hydrated (a heading and a list of deal-like
//   cards with a button each, no data, no pictures): the least a page that paints before its
//   JavaScript arrives, as the app's first-load pages do, does after that first paint.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type InlineConfig } from 'vite'
import { repoRoot } from '../../tests/e2e/support/server'

export const REFERENCE_PATH = '/bench-reference/'
export const PRERENDERED_REFERENCE_PATH = '/bench-reference-prerendered/'

/** The reference rows of a first-load bench, in the order they are measured (before the app's). */
export const REFERENCES = [
  { name: 'reference (bare React)', path: `${REFERENCE_PATH}index.html` },
  { name: 'reference (prerendered)', path: `${PRERENDERED_REFERENCE_PATH}index.html` },
] as const

const html = (title: string, root = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root">${root}</div>
    <script type="module" src="./main.jsx"></script>
  </body>
</html>
`

const bareMain = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function Hello() {
  return (
    <main style={{ fontFamily: 'system-ui', padding: 16 }}>
      <h1>Hello from React 19</h1>
      <p>A bare page: the reference row of the lighthouse bench.</p>
    </main>
  )
}

createRoot(document.getElementById('root')).render(<StrictMode><Hello /></StrictMode>)
`

// 64 cards, about 450 elements: a DOM the size of the app's first-load pages' (Lighthouse's
// dom-size: / 683, near me 555, the marketplace 406, a store front 301, the cart 175). With 12
// (88 elements) it blocked next to nothing at 6× on a busy host; at this size it sits at the
// cheap-phone targets' edge there (docs/history.md#issue-23): its first layout is most of its work.
const prerenderedApp = `import { useState } from 'react'

function Card({ index }) {
  const [liked, setLiked] = useState(false)
  return (
    <article className="card">
      <h2>Deal number {index + 1}</h2>
      <p>Jollof rice and chicken, 20% off at a store in Ikeja. Valid till Sunday.</p>
      <p>
        <strong>₦{1500 + index * 37}</strong> <s>₦{2000 + index * 37}</s>
      </p>
      <button type="button" aria-pressed={liked} onClick={() => setLiked(!liked)}>
        Like
      </button>
    </article>
  )
}

export function App() {
  return (
    <main>
      <h1>Hot deals</h1>
      <p>A prerendered page, hydrated: the second reference row of the lighthouse bench.</p>
      {Array.from({ length: 64 }, (_, index) => (
        <Card key={index} index={index} />
      ))}
    </main>
  )
}
`

const prerenderedCss = `main { font-family: system-ui; padding: 16px }
.card { border: 1px solid #ccc; border-radius: 8px; padding: 8px; margin: 8px 0 }
.card h2 { font-size: 16px; margin: 0 }
`

const prerenderedMain = `import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './app.jsx'
import './app.css'

hydrateRoot(document.getElementById('root'), <StrictMode><App /></StrictMode>)
`

// React resolves from this repository's node_modules.
const shared = (root: string): InlineConfig => ({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    alias: { react: join(repoRoot, 'node_modules/react'), 'react-dom': join(repoRoot, 'node_modules/react-dom') },
  },
})

/** Builds the bare page into `<staticDir>/bench-reference/`, the prerendered one beside it. */
export async function buildReferencePage(staticDir: string): Promise<void> {
  const source = mkdtempSync(join(tmpdir(), 'gidideals-reference-'))
  try {
    const bare = join(source, 'bare')
    mkdirSync(bare)
    writeFileSync(join(bare, 'index.html'), html('Reference'))
    writeFileSync(join(bare, 'main.jsx'), bareMain)
    await build({
      ...shared(bare),
      base: REFERENCE_PATH,
      build: { outDir: join(staticDir, REFERENCE_PATH), emptyOutDir: true, target: 'es2022' },
    })

    // The prerendered page: its App built for Node, rendered to HTML, then built for the browser
    // with that HTML in #root, which the browser's build hydrates.
    const prerendered = join(source, 'prerendered')
    mkdirSync(prerendered)
    writeFileSync(join(prerendered, 'app.jsx'), prerenderedApp)
    writeFileSync(join(prerendered, 'main.jsx'), prerenderedMain)
    // A stylesheet, not style attributes: the server's CSP refuses inline styles in HTML.
    writeFileSync(join(prerendered, 'app.css'), prerenderedCss)
    writeFileSync(
      join(prerendered, 'render.jsx'),
      `import { StrictMode } from 'react'\nimport { renderToString } from 'react-dom/server'\nimport { App } from './app.jsx'\nexport const render = () => renderToString(<StrictMode><App /></StrictMode>)\n`,
    )
    const serverOut = join(source, 'prerendered-server')
    await build({
      ...shared(prerendered),
      build: {
        ssr: join(prerendered, 'render.jsx'),
        outDir: serverOut,
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
      },
      ssr: { noExternal: true },
    })
    const { render } = (await import(pathToFileURL(join(serverOut, 'render.mjs')).href)) as { render: () => string }
    writeFileSync(join(prerendered, 'index.html'), html('Reference, prerendered', render()))
    await build({
      ...shared(prerendered),
      base: PRERENDERED_REFERENCE_PATH,
      build: { outDir: join(staticDir, PRERENDERED_REFERENCE_PATH), emptyOutDir: true, target: 'es2022' },
    })
    const built = readFileSync(join(staticDir, PRERENDERED_REFERENCE_PATH, 'index.html'), 'utf8')
    if (built.split('<article').length !== 65)
      throw new Error('The prerendered reference page was built without its HTML')
  } finally {
    rmSync(source, { recursive: true, force: true })
  }
}
