// The linter's boundary rules (eslint.config.js) fail where they should: each rule is shown
// failing on an import it forbids, and passing on one it allows, with the project's real
// configuration, through ESLint's Node API: one ESLint instance (one config load, one resolver
// cache) for every case, instead of a command-line process per case.
import { ESLint } from 'eslint'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// No trailing slash: import-x resolves its zones against ESLint's cwd, and `…/repo/` + `./src`
// matches nothing (every zone would pass silently).
const cwd = resolve(fileURLToPath(new URL('../..', import.meta.url)))

let eslint: ESLint | undefined
// The fixtures under tests/lint are ignored by `eslint .`; linted here with the project's rules.
const linter = () => (eslint ??= new ESLint({ cwd, ignore: false }))

const ruleIds = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message))

const rulesBroken = async (code: string, filePath: string) =>
  ruleIds(await linter().lintText(code, { filePath: join(cwd, filePath) }))

/** A module that imports `name` from `from` and uses it. */
const importing = (from: string, name: string) => `import { ${name} } from '${from}'\nexport const x = ${name}\n`

describe('layers', () => {
  it('a feature may not import another feature', async () => {
    const code = "import { OrdersPage } from '@/features/orders/orders-page'\nexport const x = OrdersPage\n"
    expect(await rulesBroken(code, 'src/features/home/lint-fixture.ts')).toContain('import-x/no-restricted-paths')
    const relative = "import { OrdersPage } from '../orders/orders-page'\nexport const x = OrdersPage\n"
    expect(await rulesBroken(relative, 'src/features/map/lint-fixture.ts')).toContain('import-x/no-restricted-paths')
  })

  it('a feature may import its own files, components, stores, ui, lib, api and contract', async () => {
    const code = [
      "import { cartAtom } from '@/stores/cart/use-cart'",
      "import { StoreLink } from '@/components/store/store-link'",
      "import { config } from '@/lib/config'",
      "import { ApiError } from '@/api/errors'",
      "import { buttonClass } from '@/ui/states'",
      "import { orderTotals } from '@contract/pricing'",
      "import { orderLines } from './order-totals'",
      'export const x = [cartAtom, StoreLink, config, ApiError, buttonClass, orderTotals, orderLines]',
      '',
    ].join('\n')
    expect(await rulesBroken(code, 'src/features/checkout/lint-fixture.ts')).toEqual([])
  })

  it('components never import features', async () => {
    const code = "import { OrdersPage } from '@/features/orders/orders-page'\nexport const x = OrdersPage\n"
    expect(await rulesBroken(code, 'src/components/lint-fixture.ts')).toContain('no-restricted-imports')
  })

  it('components may import stores', async () => {
    const code = "import { cartAtom } from '@/stores/cart/use-cart'\nexport const x = cartAtom\n"
    expect(await rulesBroken(code, 'src/components/lint-fixture.ts')).toEqual([])
  })

  it('stores never import components or features', async () => {
    const component = "import { StoreLink } from '@/components/store/store-link'\nexport const x = StoreLink\n"
    expect(await rulesBroken(component, 'src/stores/cart/lint-fixture.ts')).toContain('no-restricted-imports')
    const feature = "import { OrdersPage } from '../../features/orders/orders-page'\nexport const x = OrdersPage\n"
    expect(await rulesBroken(feature, 'src/stores/cart/lint-fixture.ts')).toContain('no-restricted-imports')
  })

  it('ui, lib and api never import stores', async () => {
    const code = "import { cartAtom } from '@/stores/cart/use-cart'\nexport const x = cartAtom\n"
    for (const layer of ['ui', 'lib', 'api']) {
      expect(await rulesBroken(code, `src/${layer}/lint-fixture.ts`)).toContain('no-restricted-imports')
    }
    const index = "import { connectSessionToApi } from '@/stores'\nexport const x = connectSessionToApi\n"
    expect(await rulesBroken(index, 'src/lib/lint-fixture.ts')).toContain('no-restricted-imports')
  })

  it('the service worker may import the outbox engine from stores, never a feature', async () => {
    const store =
      "import { replayFromStorage } from '@/stores/outbox/outbox-storage-replay'\nexport const x = replayFromStorage\n"
    expect(await rulesBroken(store, 'sw/lint-fixture.ts')).toEqual([])
    const feature = "import { OrdersPage } from '@/features/orders/orders-page'\nexport const x = OrdersPage\n"
    expect(await rulesBroken(feature, 'sw/lint-fixture.ts')).toContain('no-restricted-imports')
  })

  it('lib never imports api', async () => {
    const code = "import { ApiError } from '@/api/errors'\nexport const x = ApiError\n"
    expect(await rulesBroken(code, 'src/lib/lint-fixture.ts')).toContain('import-x/no-restricted-paths')
  })

  // main → app → routes → shell → features → components → stores → api / ui → lib, with first-load
  // beside routes, shell and features (eslint.config.js): each import below climbs or crosses over.
  const climbs: [file: string, from: string, name: string][] = [
    ['src/api/lint-fixture.ts', '@/first-load/pages', 'firstLoadPages'],
    ['src/api/lint-fixture.ts', '@/app/query-client', 'createQueryClient'],
    ['src/ui/lint-fixture.ts', '../first-load/boot/early-cards', 'paintEarlyStores'],
    ['src/lib/lint-fixture.ts', '@/app/query-client', 'createQueryClient'],
    ['src/lib/lint-fixture.ts', '@/shell/main-links', 'mainLinks'],
    ['src/stores/cart/lint-fixture.ts', '../../app/personal-queries', 'forgetPersonalQueries'],
    ['src/stores/lint-fixture.ts', '@/first-load/pages', 'firstLoadPages'],
    ['src/components/lint-fixture.ts', '@/first-load/pages', 'firstLoadPages'],
    ['src/components/lint-fixture.ts', '@/shell/shell-atoms', 'sideMenuAtom'],
    ['src/features/home/lint-fixture.ts', '@/shell/shell-atoms', 'sideMenuAtom'],
    ['src/features/home/lint-fixture.ts', '@/app/query-client', 'createQueryClient'],
    ['src/features/home/lint-fixture.ts', '@/first-load/pages', 'firstLoadPages'],
    ['src/features/home/lint-fixture.ts', '@/routeTree.gen', 'routeTree'],
    ['src/shell/lint-fixture.ts', '@/routes/how-it-works', 'Route'],
    ['src/shell/lint-fixture.ts', '../app/query-client', 'createQueryClient'],
    ['src/shell/lint-fixture.ts', '@/first-load/pages', 'firstLoadPages'],
    ['src/routes/lint-fixture.ts', '@/app/personal-queries', 'forgetPersonalQueries'],
    ['src/routes/lint-fixture.ts', '@/first-load/pages', 'firstLoadPages'],
    ['src/first-load/lint-fixture.ts', '@/app/app', 'App'],
    ['src/first-load/lint-fixture.ts', '@/routes/support', 'Route'],
    ['src/first-load/boot/lint-fixture.ts', '../../shell/main-links', 'mainLinks'],
    ['src/first-load/lint-fixture.ts', '@/features/theme/theme', 'themeAtom'],
    ['sw/lint-fixture.ts', '@/shell/main-links', 'mainLinks'],
  ]
  it.each(climbs)('%s may not import %s', async (file, from, name) => {
    expect(await rulesBroken(importing(from, name), file)).toContain('no-restricted-imports')
  })

  it('nothing imports the entry', async () => {
    expect(await rulesBroken("import '@/main'\n", 'src/app/lint-fixture.ts')).toContain('no-restricted-imports')
  })

  const below: [file: string, from: string, name: string][] = [
    ['src/app/lint-fixture.ts', '@/first-load/prerender-list', 'prerenderList'],
    ['src/app/lint-fixture.ts', '@/routeTree.gen', 'routeTree'],
    ['src/app/lint-fixture.ts', '@/shell/root-layout', 'RootLayout'],
    ['src/first-load/boot/lint-fixture.ts', '@/components/store/store-facts', 'storeFacts'],
    ['src/first-load/boot/lint-fixture.ts', '@/stores/location/locate', 'DEFAULT_LOCATION'],
    ['src/first-load/lint-fixture.ts', '@/api/endpoint-call', 'pathFor'],
    ['src/routes/lint-fixture.ts', '@/shell/coming-soon-page', 'ComingSoonPage'],
    ['src/routes/lint-fixture.ts', '@/features/theme/theme', 'themeAtom'],
    ['src/shell/lint-fixture.ts', '@/features/feedback/newsletter-form', 'NewsletterForm'],
    ['src/api/lint-fixture.ts', '@/lib/early/early-requests', 'takeEarlyResponse'],
    ['src/ui/lint-fixture.ts', '@/lib/early/protocol', 'EARLY_CARDS_SLOT'],
  ]
  it.each(below)('%s may import %s', async (file, from, name) => {
    expect(await rulesBroken(importing(from, name), file)).toEqual([])
  })

  it('contract imports nothing from the app', async () => {
    const code = "import { config } from '../src/lib/config'\nexport const x = config\n"
    expect(await rulesBroken(code, 'contract/lint-fixture.ts')).toContain('import-x/no-restricted-paths')
  })
})

describe('cycles', () => {
  // Import cycles are oxlint's (.oxlintrc.json), over every folder: server/ and tests/ too.
  it('two modules that import each other fail import/no-cycle', () => {
    expect(oxlintRulesBroken('tests/lint/fixtures/cycle-a.ts')).toContain('import(no-cycle)')
  })

  it('the server is checked too: two server modules that import each other fail, under the real ignore patterns', () => {
    const tree = mkdtempSync(join(tmpdir(), 'oxlint-server-'))
    try {
      writeFileSync(join(tree, '.oxlintrc.json'), readFileSync(join(cwd, '.oxlintrc.json')))
      mkdirSync(join(tree, 'server', 'http'), { recursive: true })
      writeFileSync(
        join(tree, 'server', 'http', 'context.ts'),
        "import { claim } from './idempotency'\nexport const bearer = () => claim\n",
      )
      writeFileSync(
        join(tree, 'server', 'http', 'idempotency.ts'),
        "import { bearer } from './context'\nexport const claim = () => bearer\n",
      )
      const result = spawnSync(
        process.execPath,
        [join(cwd, 'node_modules', 'oxlint', 'bin', 'oxlint'), '--format', 'json', '.'],
        {
          cwd: tree,
          encoding: 'utf8',
        },
      )
      const report = JSON.parse(result.stdout) as { diagnostics: { code: string }[] }
      expect(report.diagnostics.map((diagnostic) => diagnostic.code)).toContain('import(no-cycle)')
    } finally {
      rmSync(tree, { recursive: true, force: true })
    }
  })
})

/**
 * The rules oxlint reports for `file` with the project's configuration, less its ignore patterns
 * (they leave out the fixtures, which break the rules on purpose).
 */
function oxlintRulesBroken(file: string): string[] {
  const config = JSON.parse(readFileSync(join(cwd, '.oxlintrc.json'), 'utf8')) as { ignorePatterns?: string[] }
  delete config.ignorePatterns
  const folder = mkdtempSync(join(tmpdir(), 'oxlint-config-'))
  try {
    const configPath = join(folder, '.oxlintrc.json')
    writeFileSync(configPath, JSON.stringify(config))
    const result = spawnSync(
      process.execPath,
      [join(cwd, 'node_modules', 'oxlint', 'bin', 'oxlint'), '-c', configPath, '--format', 'json', file],
      { cwd, encoding: 'utf8' },
    )
    const report = JSON.parse(result.stdout) as { diagnostics: { code: string }[] }
    return report.diagnostics.map((diagnostic) => diagnostic.code)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
