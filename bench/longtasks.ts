// `npm run bench -- longtasks`: the main thread's tasks over 50 ms during a first load of the five
// main routes (and the bare React page), as a phone runs them: Chromium driven over raw CDP with
// no DevTools domain on but Page's script and Emulation's CPU slowdown and phone screen, the tasks
// read from the page's own `longtask` entries. Each route is loaded twice as often: as above, and
// with DevTools' Runtime domain on, as Playwright (bench/trace.ts) and Lighthouse have it. With
// Runtime on, V8 captures the stack of every Error created for the inspector; React DOM's
// sentinel errors, made as it evaluates, once cost a re-parse of its whole module there, which a
// phone never does, until the build made them stackless (scripts/build/react-sentinels.ts): the
// two columns should now agree, and where they do not, a DevTools bench sees work a phone does
// not have (the bare React page, built without that plugin, still shows it). Loopback, no
// network throttling: the CPU is the subject. Options as the trace bench's: `--cpu 4,6`, `--busy`,
// `--runs N` (3), `--route /,store`; BENCH_DIST=<dist> measures another build. Reports only: it
// never fails on a figure.
import { mkdtempSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '../tests/e2e/support/server'
import { buildCopy } from './lib/build-copy'
import { busyCore, firstLoadRoutes, loadNow, parseHostOptions, storeSlug } from './lib/host'
import { Cdp, launchChromium, removeProfile, sleep } from './lib/raw-cdp'
import { buildReferencePage } from './lib/reference-page'

const options = parseHostOptions(process.argv.slice(2), { cpu: [4] })
const runs = options.runs ?? 3
/** From the navigation: the load, then the work the app starts after its first screen. */
const windowMs = 8000
const phone = { width: 360, height: 740, deviceScaleFactor: 2, mobile: true }

// Recorded by the page itself from the start of its document, before <html> exists (a string: no
// bundler helper in it).
const observer = `(() => {
  const seen = { tasks: [], fcp: NaN, ready: NaN };
  window.__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (Number.isNaN(seen.ready) && document.documentElement.dataset.app === 'ready') seen.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
})()`

type Seen = { tasks: [number, number][]; fcp: number | null; ready: number | null }
type Load = { tasks: [number, number][]; fcp: number; ready: number; blocking: number; longest: number }
type Mode = 'phone' | 'runtime'

async function load(browser: Cdp, url: string, cpu: number, mode: Mode): Promise<Load> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext')
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    })
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    })
    await browser.send('Page.enable', {}, sessionId)
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: observer }, sessionId)
    await browser.send('Emulation.setDeviceMetricsOverride', phone, sessionId)
    await browser.send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId)
    if (mode === 'runtime') await browser.send('Runtime.enable', {}, sessionId)
    await browser.send('Page.navigate', { url }, sessionId)
    await sleep(windowMs)
    // Read once the window is over: nothing the bench asks runs during the load.
    const { result } = await browser.send<{ result?: { value?: Seen } }>(
      'Runtime.evaluate',
      { expression: 'JSON.parse(JSON.stringify(window.__longTasks))', returnByValue: true },
      sessionId,
    )
    const seen = result?.value ?? { tasks: [], fcp: null, ready: null }
    const tasks = seen.tasks.filter(([, duration]) => duration > 50)
    return {
      tasks,
      fcp: seen.fcp ?? Number.NaN,
      ready: seen.ready ?? Number.NaN,
      blocking: tasks.reduce((sum, [, duration]) => sum + duration - 50, 0),
      longest: tasks.reduce((max, [, duration]) => Math.max(max, duration), 0),
    }
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined)
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—')
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

let server: RunningServer | undefined
let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined
let browser: Cdp | undefined
let busy: { stop: () => void } | undefined
const profile = mkdtempSync(join(tmpdir(), 'gidideals-longtasks-'))
const stop = async () => {
  busy?.stop()
  browser?.close()
  chromium?.child.kill('SIGKILL')
  await server?.stop()
  await removeProfile(profile)
  busy = browser = chromium = server = undefined
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().then(() => process.exit(130)))

try {
  const copy = buildCopy('longtasks')
  server = await startServer({ env: { STATIC_DIR: copy, DEV_MAILBOX: '0' } })
  const slug = await storeSlug(server.url)
  // After the server starts: Vite's build sets NODE_ENV=production in this process, which the
  // server (a child inheriting it) would refuse without a JWT_SECRET.
  await buildReferencePage(copy)
  chromium = await launchChromium(profile)
  browser = await Cdp.connect(chromium.wsUrl)
  const routes = firstLoadRoutes(slug, options.routes)
  if (options.busy) busy = busyCore(60 * 60_000)
  console.log(
    `\nTasks over 50 ms, first load on loopback, 360×740 at 2×; ${cpus().length} CPUs, load ${loadNow()}${options.busy ? ', one core kept busy' : ''}`,
  )
  const summary: string[] = []
  for (const cpu of options.cpu) {
    for (const route of routes) {
      const byMode: Record<Mode, Load[]> = { phone: [], runtime: [] }
      // Alternated, so a change in the host's load falls on both.
      for (let run = 1; run <= runs; run++) {
        for (const mode of ['phone', 'runtime'] as const) {
          const measured = await load(browser, `${server.url}${route.path}`, cpu, mode)
          byMode[mode].push(measured)
          const tasks = measured.tasks.map(([start, duration]) => `${Math.round(duration)}@${Math.round(start)}`)
          console.log(
            `  ${route.name} ${cpu}× ${mode === 'phone' ? 'as a phone' : 'Runtime on'} ${run}/${runs} (load ${loadNow()}): ${tasks.length ? tasks.join(' ') : 'none'}; first paint ${ms(measured.fcp)}, app ready ${ms(measured.ready)}`,
          )
        }
      }
      const cells = (['phone', 'runtime'] as const).map((mode) => {
        const loads = byMode[mode]
        return `${String(middle(loads.map((one) => one.tasks.length))).padStart(6)}${ms(middle(loads.map((one) => one.longest))).padStart(9)}${ms(middle(loads.map((one) => one.blocking))).padStart(9)}`
      })
      summary.push(
        `${route.name.padEnd(24)}${`${cpu}×`.padStart(4)}${cells.join('   ')}   ${ms(middle(byMode.phone.map((one) => one.ready))).padStart(8)}`,
      )
    }
  }
  console.log(
    `\nMedians of ${runs} loads each (tasks over 50 ms; their time over 50 ms; app ready: html[data-app])\n${''.padEnd(24)}       as a phone                Runtime on (Playwright, Lighthouse)\n${'route'.padEnd(24)} cpu  tasks  longest  over 50   tasks  longest  over 50   app ready`,
  )
  for (const line of summary) console.log(line)
  console.log(`\n(load ${loadNow()} at the end)`)
} finally {
  await stop()
}
