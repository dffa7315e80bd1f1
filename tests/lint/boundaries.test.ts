// The linter's boundary rules (eslint.config.js) fail where they should: each rule is shown
// failing on an import it forbids, and passing on one it allows, with the project's real
// configuration, through ESLint's Node API: one ESLint instance (one config load, one resolver
// cache) for every case, instead of a command-line process per case.
import { ESLint } from 'eslint'
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

const lintFile = async (filePath: string) => ruleIds(await linter().lintFiles([filePath]))

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

  it('contract imports nothing from the app', async () => {
    const code = "import { config } from '../src/lib/config'\nexport const x = config\n"
    expect(await rulesBroken(code, 'contract/lint-fixture.ts')).toContain('import-x/no-restricted-paths')
  })
})

describe('cycles', () => {
  it('two modules that import each other fail import-x/no-cycle', async () => {
    expect(await lintFile('tests/lint/fixtures/cycle-a.ts')).toContain('import-x/no-cycle')
  })

  it('the server is checked too: a server module importing one that imports it back fails import-x/no-cycle', async () => {
    // http/idempotency.ts imports http/context.ts (bearerToken): the context importing it back closes a circle.
    const circle = "import { idempotent } from './idempotency'\nexport const x = idempotent\n"
    expect(await rulesBroken(circle, 'server/http/context.ts')).toContain('import-x/no-cycle')
    const oneWay = "import { HttpError } from './http-error'\nexport const x = HttpError\n"
    expect(await rulesBroken(oneWay, 'server/http/context.ts')).not.toContain('import-x/no-cycle')
  })
})
