// `npm run bench -- trace`: every main-thread task over 50 ms during a first load of the five main
// routes (and the bare React page), in real Chromium with its CPU slowed down (4× and 6×, as
// `--cpu` says) on a fast-4G line (150 ms, 10 Mbps). Chromium's own trace (devtools.timeline)
// names what each long task ran: a script's evaluation (its chunk), a function call (chunk and
// function), a timer, an idle callback, an event, style, layout, paint or garbage collection.
// The window is from the page's first HTML parse to 6 s after the load event (times count from
// that parse), so the work the app starts after
// its first screen (src/lib/lifecycle/app-ready.ts) is in it. `--busy` keeps one core loaded meanwhile.
// Each load also sums the main thread's CPU time (and the part after the first contentful paint,
// the first-tap work's measure, at most 1.5× the prerendered reference's: docs/first-load.md),
// which a host loaded by other work stretches far less than wall time: `--cpu 1` measures the
// work itself and projects it to 4× (a bisect's figure).
// `--route /,store` traces only those routes (by name or path, as in the table; the bare React
// page is always traced), `--runs N` loads each route N times and sums up the median run, for a
// bisect on a busy host where one load is noise. BENCH_DIST=<dist folder> traces another build.
// Reports only: it never fails on a figure (the cheap-phone work's goal is no task over 50 ms at 4× (docs/history.md#issue-23)).
// Playwright turns DevTools' Runtime domain on, with which V8 records the stack of every new error
// (React DOM's sentinels are made stackless for it: scripts/build/react-sentinels.ts; the bare
// React page's are not): bench/longtasks.ts measures without it.
import { rmSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/browser-config'
import { startServer, type RunningServer } from '../tests/e2e/support/server'
import { buildCopy } from './lib/build-copy'
import { busyCore, firstLoadRoutes, loadNow, parseHostOptions, storeSlug } from './lib/host'
import { buildReferencePage } from './lib/reference-page'
import { cpuWorkOf, longTasksOf, type LongTask, type TraceEvent } from './lib/trace-tasks'

const options = parseHostOptions(process.argv.slice(2), { cpu: [4, 6] })
const settleMs = 6000
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
].join(',')

// At 1× (`--cpu 1`: the work itself, for a bisect on a busy host) the tasks listed and summed
// are those that would be over 50 ms at 4×, and the CPU time is projected to 4×.
const projectionAt = (cpu: number) => (cpu === 1 ? 4 : cpu)
const thresholdAt = (cpu: number) => 50 / (projectionAt(cpu) / cpu)

const middle = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

type FirstLoad = { tasks: LongTask[]; work: ReturnType<typeof cpuWorkOf> }

async function traceFirstLoad(browser: Browser, url: string, cpu: number): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 })
  try {
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (10_000 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await browser.startTracing(tab, { categories: categories.split(',') })
    await tab.goto(url, { timeout: 60_000, waitUntil: 'load' })
    await tab.waitForTimeout(settleMs)
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    const origin = new URL(url).origin
    return {
      tasks: longTasksOf(trace.traceEvents, origin, thresholdAt(cpu)),
      // Chromium's throttling spends CPU time too: only a 1× run's CPU time needs projecting.
      work: cpuWorkOf(trace.traceEvents, origin, projectionAt(cpu) / cpu),
    }
  } finally {
    await context.close()
  }
}

let server: RunningServer | undefined
let copy: string | undefined
let browser: Browser | undefined
let busy: { stop: () => void } | undefined
const stop = async () => {
  busy?.stop()
  await browser?.close()
  await server?.stop()
  if (copy) rmSync(join(copy, '..'), { recursive: true, force: true })
  busy = browser = server = copy = undefined
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().then(() => process.exit(130)))

try {
  copy = buildCopy('trace')
  server = await startServer({ env: { STATIC_DIR: copy, DEV_MAILBOX: '0' } })
  const slug = await storeSlug(server.url)
  // After the server starts: Vite's build sets NODE_ENV=production in this process, which the
  // server (a child inheriting it) would refuse without a JWT_SECRET.
  await buildReferencePage(copy)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const routes = firstLoadRoutes(slug, options.routes)
  const runs = options.runs ?? 1
  if (options.busy) busy = busyCore(60 * 60_000)
  console.log(
    `\nTasks over 50 ms, first load, fast 4G; ${cpus().length} CPUs, load ${loadNow()}${options.busy ? ', one core kept busy' : ''}`,
  )
  const summary: string[] = []
  for (const cpu of options.cpu) {
    for (const route of routes) {
      const totals: ({ count: number; longest: number; blocking: number } & FirstLoad['work'])[] = []
      for (let run = 1; run <= runs; run++) {
        const { tasks, work } = await traceFirstLoad(browser, `${server.url}${route.path}`, cpu)
        const blocking = tasks.reduce((sum, task) => sum + task.duration - thresholdAt(cpu), 0)
        const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0)
        totals.push({ count: tasks.length, longest, blocking, ...work })
        const of = runs > 1 ? ` (run ${run}/${runs})` : ''
        console.log(
          `\n${route.name} at ${cpu}× CPU${of} (load ${loadNow()}): ${tasks.length} task(s) over ${thresholdAt(cpu)} ms; main thread's CPU ${Math.round(work.cpuMs)} ms (${Math.round(work.afterPaintMs)} after the first paint), ${work.longCount} task(s) over 50 ms by CPU time${cpu === 1 ? ' × 4' : ''} (${Math.round(work.blockingMs)} ms over)`,
        )
        for (const task of tasks)
          console.log(
            `  ${`+${Math.round(task.start)} ms`.padStart(10)} ${`${Math.round(task.duration)} ms`.padStart(7)} ${`(cpu ${Math.round(task.cpu)})`.padStart(10)}  ${task.source}`,
          )
      }
      // The median run by blocking time (the middle one; the upper middle for an even count).
      const median = [...totals].sort((a, b) => a.blocking - b.blocking)[Math.floor(totals.length / 2)]!
      summary.push(
        `${route.name.padEnd(24)}${`${cpu}×`.padStart(4)}${String(median.count).padStart(7)}${`${Math.round(median.longest)} ms`.padStart(10)}${`${Math.round(median.blocking)} ms`.padStart(11)}${`${Math.round(middle(totals.map((total) => total.cpuMs)))} ms`.padStart(10)}${`${Math.round(middle(totals.map((total) => total.afterPaintMs)))} ms`.padStart(12)}${String(middle(totals.map((total) => total.longCount))).padStart(7)}${`${Math.round(middle(totals.map((total) => total.blockingMs)))} ms`.padStart(10)}${runs > 1 ? `   (over 50 ms by run: ${totals.map((total) => Math.round(total.blocking)).join(', ')}; CPU: ${totals.map((total) => Math.round(total.cpuMs)).join(', ')})` : ''}`,
      )
    }
  }
  console.log(
    `\n${'route'.padEnd(24)}          wall time                   CPU time (load-independent)\n${''.padEnd(24)} cpu  tasks   longest  over 50 ms  main CPU  after paint  tasks  over 50 ms`,
  )
  for (const line of summary) console.log(line)
  console.log(`\n(load ${loadNow()} at the end)`)
} finally {
  await stop()
}
