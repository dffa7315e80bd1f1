// `npm run bench -- profile`: where the main thread's CPU goes in a first load at 1×, by script
// and function (self time, from V8's sampling profiler), for each of the five routes and the
// prerendered React reference. The window is bench:trace's: the navigation to 6 s after the load
// event, so the work the app starts after its first screen is in it. A bisect's tool: it names
// the functions behind bench:trace's "after the first paint" column. `--route` as elsewhere,
// `--top N` (25) rows per route. Reports only.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/browser-config'
import { startServer, type RunningServer } from '../tests/e2e/support/server'
import { buildCopy } from './lib/build-copy'
import { firstLoadRoutes, parseHostOptions, storeSlug } from './lib/host'
import { buildReferencePage } from './lib/reference-page'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const args = process.argv.slice(2)
const topIndex = args.indexOf('--top')
const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) : 25
const options = parseHostOptions(args, { cpu: [1] })
const settleMs = 6000

/** Self time in ms by "script · function", and by script. */
function selfTimes(profile: Profile, origin: string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const byFunction = new Map<string, number>()
  const byScript = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
    const script = frame.url
      ? frame.url.replace(origin, '').replace(/^\/assets\//, '')
      : `(${frame.functionName || 'native'})`
    if (script === '(idle)' || script === '(program)') return
    const key = `${script} · ${frame.functionName || '(anonymous)'}:${frame.lineNumber}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms)
    byScript.set(script, (byScript.get(script) ?? 0) + ms)
  })
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1])
  return { functions: sorted(byFunction), scripts: sorted(byScript) }
}

async function profileFirstLoad(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 })
  try {
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await tab.goto(url, { timeout: 60_000, waitUntil: 'load' })
    await tab.waitForTimeout(settleMs)
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
    return selfTimes(profile, new URL(url).origin)
  } finally {
    await context.close()
  }
}

let server: RunningServer | undefined
let copy: string | undefined
let browser: Browser | undefined
try {
  copy = buildCopy('profile')
  server = await startServer({ env: { STATIC_DIR: copy, DEV_MAILBOX: '0' } })
  const slug = await storeSlug(server.url)
  await buildReferencePage(copy)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  for (const route of firstLoadRoutes(slug, options.routes)) {
    const { functions, scripts } = await profileFirstLoad(browser, `${server.url}${route.path}`)
    const total = scripts.reduce((sum, [, ms]) => sum + ms, 0)
    console.log(`\n${route.name}: ${Math.round(total)} ms of JavaScript and the browser's own work, by script:`)
    for (const [script, ms] of scripts.slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${script}`)
    console.log('  by function:')
    for (const [name, ms] of functions.slice(0, top)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  }
} finally {
  await browser?.close()
  await server?.stop()
  if (copy) rmSync(join(copy, '..'), { recursive: true, force: true })
}
