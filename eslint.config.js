import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

// Dependencies point one way: routes → features → (ui, api, lib). The shared layers may not
// reach up into features, the shell or routes; features may not reach into routes.
/** @type {(...layers: string[]) => import('eslint').Linter.RulesRecord} */
const upward = (...layers) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.map((layer) => ({
        group: [`@/${layer}/*`, `**/${layer}/*`],
        message: `This layer may not import from src/${layer} (dependencies point one way: routes → features → ui, api, lib).`,
      })),
    },
  ],
})

// Feature boundaries: a feature imports its own files, src/ui, src/lib, src/api and contract/,
// and of other features only what is listed here: the shared state several features read (the
// session in auth, the cart, the outbox, the shopper's place). A new edge is a decision made in
// this table, not an import slipped into a file; tests/lint proves the rule fails on one.
export const FEATURE_DEPENDENCIES = {
  // The account area gathers the shopper's own things: profile (auth), likes and subscriptions
  // (activities), orders and vouchers (orders), data saver and sessions (settings).
  account: ['activities', 'auth', 'orders', 'settings'],
  activities: ['auth'],
  auth: [],
  blog: ['auth', 'outbox'],
  cart: ['location', 'store'],
  checkout: ['auth', 'cart', 'location', 'orders'],
  // Deal alerts by Web Push: the session's user owns them.
  'deal-alerts': ['auth'],
  deals: ['auth', 'cart', 'location', 'outbox', 'store'],
  discovery: ['location', 'store'],
  feedback: [],
  gift: ['deals', 'location'],
  home: ['deals', 'discovery', 'location'],
  info: ['feedback'],
  location: [],
  map: ['location', 'store'],
  network: ['activities', 'auth', 'outbox'],
  orders: ['auth', 'cart'],
  outbox: ['activities', 'auth'],
  pwa: [],
  // The account area's "Log out everywhere" ends the session auth keeps.
  settings: ['auth'],
  store: ['auth', 'cart', 'deal-alerts', 'outbox'],
  theme: [],
}

const featureZones = Object.entries(FEATURE_DEPENDENCIES).map(([feature, allowed]) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
  message: `src/features/${feature} may import only its own files, ui, lib, api, contract and the features listed for it in eslint.config.js.`,
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
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.prerender',
      'node_modules',
      'coverage',
      'screenshots',
      'bench/results',
      'src/routeTree.gen.ts',
      'data',
      // Files that break the boundary rules on purpose; tests/lint/boundaries.test.ts lints them.
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
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
      // .ts and .tsx are modules import-x reads (without this, no-cycle never follows them).
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
  {
    // Type-aware: a promise is awaited, returned or marked `void`, and never handed to a
    // callback that ignores it (an event handler, a forEach). Every file is in a tsc project.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts', 'contract/**/*.ts', 'tests/**/*.ts'],
    // The boundary test's stdin files exist on no disk, so in no tsc project.
    ignores: ['tests/lint/fixtures/**', '**/lint-fixture.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  { files: ['src/ui/**'], rules: upward('features', 'app', 'routes', 'api') },
  { files: ['src/lib/**', 'src/api/**'], rules: upward('features', 'app', 'routes', 'ui') },
  { files: ['src/features/**'], rules: upward('routes') },
  { files: ['sw/**'], languageOptions: { globals: globals.serviceworker }, rules: upward('app', 'routes', 'ui') },
  {
    // Servers, scripts, benches and tests print what they do.
    files: ['server/**', 'scripts/**', 'bench/**', 'tests/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
)
