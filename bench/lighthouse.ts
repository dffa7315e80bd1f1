// `npm run bench -- lighthouse [--cpu 4|6] [--busy] [--applied] [--tasks] [--runs N]`: Lighthouse
// 12's mobile profile (simulated slow 4G, Moto G screen) at a 4× (default) or 6× CPU slowdown on
// the production build, served as `npm start` serves it. `--busy` keeps one core loaded during the
// runs (a spinning child process, stopped at the end and bounded in time), as other apps keep a
// cheap phone busy. `--applied` has Chromium apply the slowdown and the slow line for real
// (Lighthouse's "devtools" throttling) instead of Lighthouse simulating them from an unthrottled
// load. Each run's line splits its blocking time by what Lighthouse attributes it to, and counts
// the observed load's main-thread tasks of 10 ms or more after the first paint, with their wall and
// CPU time ("tasks≥10", "their CPU"): the only tasks Lighthouse's simulation keeps (it drops
// shorter ones and multiplies these by the slowdown), so a busy run's blocking time reads as the
// page's work (CPU) or the host's stretching of it (wall); `--tasks` lists those tasks under each
// run's line, each with what it ran (bench/lib/trace-tasks.ts). Medians of LIGHTHOUSE_RUNS (or
// --runs; 5) runs per route, taken round by round (every route once a round); the table marks the
// cheap-phone work's (docs/history.md#issue-23) targets (4×: score ≥ 98, LCP ≤ 1.8 s, TBT ≤ 100 ms,
// CLS ≤ 0.02; 6×: within 3 points of the prerendered reference, TBT at most its + 100 ms, LCP ≤
// 2.2 s). `--pin` runs this process, the server and the spinner on the first core and the browser
// alone on the second, as on a phone. Its first rows are the references
// (bench/lib/reference-page.ts), built with the same Vite, served by the same server and measured
// in the same run: a bare React 19 "hello" page, which paints only once its JavaScript has run, and
// the same React prerendered and hydrated, the least a page that paints first (as the first-load
// pages do) does after its first paint. Read every figure against them, as this machine's TBT and
// LCP move with its load. Every run prints the host's load average and Lighthouse's benchmarkIndex
// (its measure of the host CPU). "Unused JS" is Chromium's coverage of every script, as Lighthouse
// estimates it over the wire. Each run's result is saved in bench/results/lighthouse/ (open one in
// https://googlechrome.github.io/lighthouse/viewer/ for the audits). A missed target is reported,
// never failed: the process exits non-zero only when the bench itself breaks.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/browser-config'
import { repoRoot, startServer, type RunningServer } from '../tests/e2e/support/server'
import { buildCopy } from './lib/build-copy'
import { busyCore, firstLoadRoutes, loadNow, parseHostOptions, pinToFirstCore, storeSlug } from './lib/host'
import {
  blockingSplitOf,
  figuresOf,
  finalScreenshot,
  lcpBreakdownOf,
  median,
  runLighthouse,
  stopChromium,
  type Figures,
} from './lib/lighthouse-run'
import { buildReferencePage, PRERENDERED_REFERENCE_PATH, REFERENCES } from './lib/reference-page'

const argv = process.argv.slice(2)
const applied = argv.includes('--applied')
const listTasks = argv.includes('--tasks')
const options = parseHostOptions(
  argv.filter((arg) => arg !== '--applied' && arg !== '--tasks'),
  { cpu: [4] },
)
if (options.cpu.length !== 1) throw new Error('The lighthouse bench takes one --cpu rate per run of the bench')
const cpu = options.cpu[0]!
const runsPerRoute = options.runs ?? Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const runTimeoutMs = 120_000
/** The row the 6× targets are read against. */
const PRERENDERED_ROUTE = REFERENCES.find((reference) => reference.path.startsWith(PRERENDERED_REFERENCE_PATH))!.name
// `--pin`: this process, the server and the spinner on the first core, the browser alone on the second.
const chromePath = options.pin ? pinToFirstCore(chromiumPath) : chromiumPath
const resultsDir = join(repoRoot, 'bench', 'results', 'lighthouse')
/** Near me must show stores from the default location, or its figures measure an empty page. */
async function nearMeCardCount(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
    await page.goto(`${url}/near-me`)
    const cards = page.locator('[aria-labelledby="near-me-results"] article')
    await cards.first().waitFor({ timeout: 20_000 })
    return await cards.count()
  } finally {
    await browser.close()
  }
}

// The cheap-phone work's targets (docs/history.md#issue-23): a quiet phone at 4×; at 6× on a busy host, against the
// prerendered React reference of the same run (score within 3 points, blocking time at most its + 100 ms) and LCP ≤ 2.2 s.
type Target = (value: number) => boolean
function targetsFor(reference: Figures | undefined): { [K in keyof Figures]?: Target } {
  if (cpu < 6) return { score: (v) => v >= 98, lcp: (v) => v <= 1800, tbt: (v) => v <= 100, cls: (v) => v <= 0.02 }
  const refScore = reference?.score ?? 100
  const refTbt = reference?.tbt ?? 0
  return {
    score: (v) => v >= refScore - 3,
    lcp: (v) => v <= 2200,
    tbt: (v) => v <= refTbt + 100,
    cls: (v) => v <= 0.02,
  }
}
const ms = (value: number) => `${Math.round(value)} ms`
const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`
const columns: { key: keyof Figures; label: string; format: (value: number) => string }[] = [
  { key: 'score', label: 'perf', format: String },
  { key: 'fcp', label: 'FCP', format: ms },
  { key: 'lcp', label: 'LCP', format: ms },
  { key: 'tbt', label: 'TBT', format: ms },
  { key: 'cls', label: 'CLS', format: (value) => value.toFixed(3) },
  { key: 'si', label: 'SI', format: ms },
  { key: 'bytes', label: 'bytes', format: kib },
  { key: 'jsBytes', label: 'JS', format: kib },
  { key: 'unusedJs', label: 'unused JS', format: kib },
  { key: 'a11y', label: 'a11y', format: String },
  { key: 'bestPractices', label: 'best pr.', format: String },
  { key: 'cpuIndex', label: 'CPU index', format: (value) => value.toFixed(0) },
  { key: 'tasks10', label: 'tasks≥10', format: (value) => value.toFixed(0) },
  { key: 'tasks10Cpu', label: 'their CPU', format: ms },
]

function printTable(rows: { route: string; figures: Figures[] }[]): number {
  let missed = 0
  const width = [Math.max(...rows.map((row) => row.route.length)) + 2, ...columns.map(() => 11)]
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i ? cell.padStart(width[i]!) : cell.padEnd(width[0]!))).join('')
  console.log(
    `\nMedians of ${runsPerRoute} runs at ${cpu}× CPU${options.busy ? ', one core kept busy' : ''}${options.pin ? ', the browser alone on the second core' : ''}${applied ? ', throttling applied by Chromium' : ''}; ✗ marks a missed target (load average ${loadNow()} on ${cpus().length} CPUs)\n`,
  )
  console.log(line(['route', ...columns.map((column) => column.label)]))
  console.log('-'.repeat(width.reduce((a, b) => a + b, 0)))
  const medians = (figures: Figures[]) =>
    Object.fromEntries(columns.map(({ key }) => [key, median(figures.map((run) => run[key]))])) as Figures
  const prerendered = rows.find((row) => row.route === PRERENDERED_ROUTE)
  const targets = targetsFor(prerendered ? medians(prerendered.figures) : undefined)
  for (const { route, figures } of rows) {
    const cells = columns.map(({ key, format }) => {
      const value = median(figures.map((run) => run[key]))
      const target = route.startsWith('reference') ? undefined : targets[key]
      if (!target || Number.isNaN(value)) return format(value)
      if (!target(value)) missed++
      return `${format(value)} ${target(value) ? '✓' : '✗'}`
    })
    console.log(line([route, ...cells]))
  }
  return missed
}

let server: RunningServer | undefined
let copy: string | undefined
let busy: { stop: () => void } | undefined
const stop = async () => {
  busy?.stop()
  busy = undefined
  stopChromium()
  await server?.stop()
  server = undefined
  if (copy) rmSync(join(copy, '..'), { recursive: true, force: true })
  copy = undefined
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().then(() => process.exit(130)))

try {
  copy = buildCopy('lighthouse')
  server = await startServer({ env: { STATIC_DIR: copy, DEV_MAILBOX: '0' } })
  const slug = await storeSlug(server.url)
  console.log(`Server on ${server.url}; near me shows ${await nearMeCardCount(server.url)} store cards at first load`)
  await buildReferencePage(copy)
  // `--route /,store` measures only those (the reference pages always).
  const routes = firstLoadRoutes(slug, options.routes)
  mkdirSync(resultsDir, { recursive: true })
  // Bounded: 3 minutes per run at most, whatever happens to this process.
  if (options.busy) busy = busyCore(routes.length * runsPerRoute * 180_000)
  console.log(`Load before the runs: ${loadNow()}${options.busy ? ' (one core now kept busy)' : ''}`)
  // Round by round, every route once per round (the references first): this host's speed moves by
  // the minute, so each route's runs and the references' are taken at the same moments, not one
  // route's runs after another's.
  const rows = routes.map((route) => ({ route: route.name, figures: [] as Figures[] }))
  for (let run = 1; run <= runsPerRoute; run++) {
    for (const [index, route] of routes.entries()) {
      process.stdout.write(`  ${route.name} run ${run}/${runsPerRoute}… `)
      const result = await runLighthouse(`${server.url}${route.path}`, runTimeoutMs, cpu, applied, chromePath)
      const { lhr, simulated } = result
      const name = `${route.path === '/' ? 'home' : route.path.split('/')[1]}-${cpu}x${applied ? '-applied' : ''}-${run}`
      writeFileSync(join(resultsDir, `${name}.json`), JSON.stringify(lhr))
      const screenshot = finalScreenshot(lhr)
      if (screenshot) writeFileSync(join(resultsDir, `${name}.jpg`), screenshot)
      const figures = rows[index]!.figures
      figures.push(figuresOf(result))
      const last = figures.at(-1)!
      console.log(
        `score ${last.score}, LCP ${Math.round(last.lcp)} ms (${lcpBreakdownOf(lhr)}), TBT ${Math.round(last.tbt)} ms (${blockingSplitOf(lhr)}; ` +
          `after the first paint ${simulated.count} tasks ≥ 10 ms, ${Math.round(simulated.wallMs)} ms wall, ${Math.round(simulated.cpuMs)} ms CPU; ` +
          `load ${loadNow()}, benchmarkIndex ${Math.round(last.cpuIndex)})`,
      )
      if (listTasks)
        for (const task of simulated.tasks)
          console.log(
            `      +${Math.round(task.start)} ms  ${Math.round(task.duration)} ms wall, ${Math.round(task.cpu)} ms CPU  ${task.source}`,
          )
    }
  }
  const missed = printTable(rows)
  console.log(`\n${missed} missed target(s). Results: ${resultsDir}`)
} finally {
  await stop()
}
