import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'

// Dependencies point one way: routes → features → (ui, api, lib). The shared layers may not
// reach up into features, the shell or routes; features may not reach into routes.
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
