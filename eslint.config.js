import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'

// The layers of src/, top to bottom (src/README.md). A layer imports only what lies wholly below it,
// never a layer above it nor one beside it: api and ui sit side by side, and first-load sits beside
// routes, shell and features: under the app (its prerender entry renders the first-load pages),
// over components, stores, api and lib (which its boot scripts import). So the routes, the shell
// and every layer below never import first-load, app or main, and first-load never imports a route,
// the shell or a feature. tests/lint/boundaries.test.ts shows each rule failing.
/** @type {string[][]} */
const ROWS = [
  ['main'],
  ['app'],
  ['routes'],
  ['shell'],
  ['features'],
  ['components'],
  ['stores'],
  ['api', 'ui'],
  ['lib'],
]
/** A layer beside a run of rows: from the first named to the last. @type {Record<string, [string, string]>} */
const BESIDE = { 'first-load': ['routes', 'features'] }
/** @param {string} layer */
const rowOf = (layer) => ROWS.findIndex((row) => row.includes(layer))
/** Each layer's rows, top and bottom. @type {Map<string, [number, number]>} */
const spans = new Map()
ROWS.forEach((row, index) => row.forEach((layer) => spans.set(layer, [index, index])))
for (const [layer, [top, bottom]] of Object.entries(BESIDE)) spans.set(layer, [rowOf(top), rowOf(bottom)])
const LAYER_ORDER = `${ROWS.map((row) => row.join(' / ')).join(' → ')} → contract; ${Object.entries(BESIDE)
  .map(([layer, [top, bottom]]) => `${layer} beside ${top} … ${bottom}`)
  .join('; ')}`
/** The layers `layer` may not import: every other one that does not lie wholly below it. @param {string} layer */
const notBelow = (layer) => {
  const bottom = spans.get(layer)?.[1] ?? -1
  return [...spans].filter(([other, [top]]) => other !== layer && top <= bottom).map(([other]) => other)
}

/**
 * How an import names a layer: by the alias or by a relative path (the routes' generated tree is theirs).
 * @param {string} layer
 */
const importsOf = (layer) => {
  if (layer === 'main') return ['@/main']
  const folder = [`@/${layer}`, `@/${layer}/*`, `**/${layer}/*`]
  return layer === 'routes' ? [...folder, '@/routeTree.gen', '**/routeTree.gen'] : folder
}

/** @type {(...layers: string[]) => import('eslint').Linter.RulesRecord} */
const upward = (...layers) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.map((layer) => ({
        group: importsOf(layer),
        message: `This layer may not import from src/${layer} (dependencies point one way: ${LAYER_ORDER}).`,
      })),
    },
  ],
})

/** One block per layer folder under src/ (main is src/main.tsx, which nothing imports). */
const layerBlocks = [...spans.keys()]
  .filter((layer) => layer !== 'main')
  .map((layer) => ({ files: [`src/${layer}/**`], rules: upward(...notBelow(layer)) }))

// Features never import each other: what several of them share is a component (src/components)
// or state (src/stores). Every folder under src/features is its own zone, so a new feature is
// covered without an entry here; tests/lint proves the rule fails on one.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: `src/features/${feature} may not import another feature: move what they share to src/components or src/stores.`,
}))

/** @type {import('eslint').Linter.RulesRecord} */
export const boundaryRules = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        ...featureZones,
        { target: './src/lib', from: './src/api', message: 'src/lib never imports src/api.' },
        {
          target: './contract',
          from: ['./src', './server', './sw'],
          message: 'contract/ imports nothing from the app, the worker or the server.',
        },
      ],
    },
  ],
}

// ESLint checks what only its plugins know: the layers' boundaries, the hooks' rules (the React
// Compiler's among them) and TanStack Query's. The general and the type-aware rules (floating
// promises, misused promises, import cycles) are oxlint's (.oxlintrc.json), about a fifth of the
// CPU: ESLint's type-aware rules built a TypeScript program of their own beside the type check.
export default tseslint.config(
  {
    ignores: [
      'dist',
      '.prerender',
      'node_modules',
      'coverage',
      'screenshots',
      'bench',
      'scripts',
      'server',
      'tests',
      'data',
      'src/routeTree.gen.ts',
      '*.config.{js,ts}',
    ],
  },
  // The parser only: no rule of typescript-eslint's runs here.
  tseslint.configs.base,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'contract/**/*.ts', 'tests/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // .ts and .tsx are modules import-x reads.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'sw/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: boundaryRules,
  },
  ...layerBlocks,
  {
    // The worker reads the first-load page table and the outbox engine (stores), never React's layers.
    files: ['sw/**'],
    rules: upward('main', 'app', 'routes', 'shell', 'features', 'components', 'ui'),
  },
)
