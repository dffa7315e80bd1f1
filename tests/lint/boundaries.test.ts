// The linter's boundary rules (eslint.config.js) fail where they should: each rule is shown
// failing on an import it forbids, and passing on one it allows, by the ESLint command line
// CI runs, with the project's real configuration. (A separate process: inside the test runner
// the TypeScript resolver does not find the `@/` paths.)
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const cwd = fileURLToPath(new URL('../..', import.meta.url))

type LintResult = { messages: Array<{ ruleId: string | null; message: string }> }

function lint(args: string[], input?: string): string[] {
  const run = spawnSync(process.execPath, ['node_modules/eslint/bin/eslint.js', '--format', 'json', ...args], {
    cwd,
    input,
    encoding: 'utf8',
  })
  const results = JSON.parse(run.stdout) as LintResult[]
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message))
}

const rulesBroken = async (code: string, filePath: string) => lint(['--stdin', '--stdin-filename', filePath], code)

describe('feature boundaries', () => {
  it('a feature may not import another feature it does not list', async () => {
    const code = "import { cartAtom } from '@/features/cart/use-cart'\nexport const x = cartAtom\n"
    expect(await rulesBroken(code, 'src/features/home/lint-fixture.ts')).toContain('import-x/no-restricted-paths')
    const relative = "import { cartAtom } from '../cart/use-cart'\nexport const x = cartAtom\n"
    expect(await rulesBroken(relative, 'src/features/map/lint-fixture.ts')).toContain('import-x/no-restricted-paths')
  })

  it('a feature may import its own files, ui, lib, api, contract and the features it lists', async () => {
    const code = [
      "import { cartAtom } from '@/features/cart/use-cart'",
      "import { config } from '@/lib/config'",
      "import { ApiError } from '@/api/errors'",
      "import { buttonClass } from '@/ui/states'",
      "import { orderTotals } from '@contract/pricing'",
      "import { orderLines } from './order-totals'",
      'export const x = [cartAtom, config, ApiError, buttonClass, orderTotals, orderLines]',
      '',
    ].join('\n')
    expect(await rulesBroken(code, 'src/features/checkout/lint-fixture.ts')).toEqual([])
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
    // The fixtures are ignored by `eslint .`; linted here with the project's rules.
    expect(lint(['--no-ignore', 'tests/lint/fixtures/cycle-a.ts'])).toContain('import-x/no-cycle')
  })
})
