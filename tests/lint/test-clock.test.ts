// The end-to-end suite runs on the run's clock (tests/support/test-clock.ts), so it passes at noon
// and at 3 am in Lagos alike. The clock is installed in two places only: every browser context
// comes from tests/e2e/support/browser.ts (which installs it), every server from
// tests/e2e/support/server.ts (which starts it there). This guard fails when an e2e file opens a
// browser or starts a server some other way, or reads the machine's clock; each rule is shown to
// fail on a probe.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const e2eFolder = join(repo, 'tests', 'e2e')

type Rule = { pattern: RegExp; allowedIn?: string; says: string }

const RULES: Rule[] = [
  {
    pattern: /\bchromium\s*\.\s*(launch|launchPersistentContext|connect|connectOverCDP)\s*\(/,
    allowedIn: 'support/browser.ts',
    says: 'opens a browser without the run clock: use launchBrowser() or launchPersistentPhone() (support/browser.ts)',
  },
  {
    pattern: /['"](node:)?child_process['"]/,
    allowedIn: 'support/server.ts',
    says: 'starts a process without the run clock: start servers with startServer() (support/server.ts)',
  },
  {
    pattern: /server\/(app|main)['"]/,
    allowedIn: 'support/server.ts',
    says: 'starts the server in-process without the run clock: use startServer() (support/server.ts)',
  },
  {
    pattern: /\.\s*clock\s*\./,
    allowedIn: 'support/browser.ts',
    says: "sets the phone's time past the harness: use setPhoneTime() (support/browser.ts)",
  },
  {
    pattern: /\bDate\s*\.\s*now\s*\(|\bnew\s+Date\s*\(\s*\)/,
    says: "reads the machine's clock: instants come from testNow() (tests/support/test-clock.ts), durations from performance.now(), unique names from uniqueTag()",
  },
]

/** What an e2e file does without the run's clock, one line per finding. */
export function wallClockFindings(path: string, source: string): string[] {
  const findings: string[] = []
  source.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*)/.test(line)) return
    for (const rule of RULES) {
      if (rule.allowedIn && path.endsWith(rule.allowedIn)) continue
      if (rule.pattern.test(line)) findings.push(`${path}:${index + 1} ${rule.says}`)
    }
  })
  return findings
}

const e2eFiles = readdirSync(e2eFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(e2eFolder, file))

describe('the end-to-end suite reads the run clock only', () => {
  it('opens browsers and starts servers through the harness, and never reads the machine clock', () => {
    expect(e2eFiles.length).toBeGreaterThan(30)
    const findings = e2eFiles.flatMap((file) => wallClockFindings(relative(repo, file), readFileSync(file, 'utf8')))
    expect(findings).toEqual([])
  })

  it.each([
    ['a browser launched by hand', "const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })"],
    ['a persistent profile opened by hand', 'const context = await chromium.launchPersistentContext(profile, {})'],
    ['a server spawned by hand', "import { spawn } from 'node:child_process'"],
    ['the server started in-process', "import { createServer } from '../../server/app'"],
    ["Playwright's clock", 'await context.clock.setFixedTime(new Date(MONDAY_NIGHT))'],
    ["the machine's time", 'const later = new Date(Date.now() + 60 * 86_400_000)'],
    ["the machine's date", 'expect(label).toContain(new Date().getDate())'],
  ])('fails on a probe: %s', (_, line) => {
    expect(wallClockFindings('tests/e2e/probe.test.ts', `import { it } from 'vitest'\n${line}\n`)).toHaveLength(1)
  })

  it('lets the harness do what it is there for', () => {
    const launch = 'browser = chromium.launch({ executablePath, args: chromiumArgs }).then(workersBlockedByDefault)'
    expect(wallClockFindings('tests/e2e/support/browser.ts', launch)).toEqual([])
    const child = "import { spawn, type ChildProcess } from 'node:child_process'"
    expect(wallClockFindings('tests/e2e/support/server.ts', child)).toEqual([])
  })
})
