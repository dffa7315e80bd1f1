import * as chromeLauncher from '/work/main/node_modules/chrome-launcher/dist/index.js'
import lighthouse from '/work/main/node_modules/lighthouse/core/index.js'
import { chromiumArgs, chromiumPath } from '/work/main/tests/e2e/support/browser-config'
import { busyCore } from '/work/main/bench/lib/host'
const urls = process.argv[2]!.split(",")
const runs = Number(process.argv[3] ?? 3)
const cpu = Number(process.env.CPU ?? 6)
const variants = urls
const busy = process.env.BUSY === '0' ? undefined : busyCore(runs * variants.length * 120_000)
const config = (blocked: string[]) => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    throttlingMethod: 'simulate',
    blockedUrlPatterns: blocked,
    throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: cpu },
  },
})
const blocks: Record<string, string[]> = { normal: [], nojs: ['*/assets/*.js'] }
const out: Record<string, number[][]> = {}
for (let r = 0; r < runs; r++) for (const v of variants) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs, logLevel: 'silent' })
  try {
    const res = await lighthouse(v, { port: chrome.port, output: 'json', logLevel: 'error' }, config([]) as any)
    const a = res!.lhr.audits
    const row = [a['total-blocking-time'].numericValue!, a['first-contentful-paint'].numericValue!, a['interactive'].numericValue!, res!.lhr.categories.performance.score! * 100]
    ;(out[v] ??= []).push(row)
    const lt = (a['long-tasks'].details as any)?.items ?? []
    console.log(v, row.map(Math.round).join(' '), '|', lt.map((t: any) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(/^.*\//, '')}`).join(', '))
  } finally { chrome.kill() }
}
busy?.stop()
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
for (const [v, rows] of Object.entries(out)) console.log(v.padEnd(8), 'TBT', Math.round(med(rows.map((x) => x[0]!))), 'FCP', Math.round(med(rows.map((x) => x[1]!))), 'TTI', Math.round(med(rows.map((x) => x[2]!))), 'score', med(rows.map((x) => x[3]!)))
process.exit(0)
