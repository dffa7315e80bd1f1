import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'

// Dependencies point one way: app → routes → features → components → stores → (api, lib, ui)
// → contract. A layer may not reach up into one above it.
/** @type {(...layers: string[]) => import('eslint').Linter.RulesRecord} */
const upward = (...layers) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.map((layer) => ({
        group: [`@/${layer}`, `@/${layer}/*`, `**/${layer}/*`],
        message: `This layer may not import from src/${layer} (dependencies point one way: app → routes → features → components → stores → api, lib, ui → contract).`,
      })),
    },
  ],
})

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
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'contract/**/*.ts', 'server/**/*.ts', 'tests/lint/fixtures/**/*.ts'],
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
  { files: ['src/ui/**'], rules: upward('features', 'components', 'stores', 'app', 'routes', 'api') },
  { files: ['src/lib/**', 'src/api/**'], rules: upward('features', 'components', 'stores', 'app', 'routes', 'ui') },
  { files: ['src/stores/**'], rules: upward('features', 'components', 'app', 'routes') },
  { files: ['src/components/**'], rules: upward('features', 'app', 'routes') },
  { files: ['src/features/**'], rules: upward('routes') },
  {
    files: ['sw/**'],
    languageOptions: { globals: globals.serviceworker },
    rules: upward('features', 'components', 'app', 'routes', 'ui'),
  },
  {
    // Servers, scripts, benches and tests print what they do.
    files: ['server/**', 'scripts/**', 'bench/**', 'tests/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
)
