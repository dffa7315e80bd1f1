import { chromium } from '/work/main/node_modules/playwright-core/index.mjs'
import { chromiumArgs, chromiumPath } from '/work/main/tests/e2e/support/browser-config'
const base = process.argv[2]!
const paths = process.argv[3]!.split(',')
const runs = Number(process.argv[4] ?? 3)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const path of paths) {
  const agg: Record<string, number[]> = {}
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
    const tab = await context.newPage()
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'v8', 'loading', 'disabled-by-default-v8.compile'] })
    await tab.goto(base + path, { waitUntil: 'load' })
    await tab.waitForTimeout(4000)
    const ev = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: any[] }).traceEvents
    const fcp = ev.find((e) => e.name === 'firstContentfulPaint')
    const main = ev.filter((e) => e.ph === "X" && e.pid === fcp.pid && e.tid === fcp.tid && e.dur && e.tdur !== undefined)
    // self time per event name, by nesting
    main.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    const stack: any[] = []
    const self: Record<string, number> = {}
    for (const e of main) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop()
      const parent = stack.at(-1)
      if (parent) parent._child = (parent._child ?? 0) + e.tdur
      stack.push(e)
    }
    for (const e of main) {
      const phase = e.ts < fcp.ts ? 'pre' : 'post'
      const name = e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' ? `${e.name} ${String(e.args?.data?.url ?? e.args?.data?.functionName ?? '').replace(/^.*\//, '').replace(/-[A-Za-z0-9_]{8}\.js/, '')}` : e.name
      const key = `${phase} ${name}`
      self[key] = (self[key] ?? 0) + (e.tdur - (e._child ?? 0)) / 1000
    }
    for (const [k, v] of Object.entries(self)) (agg[k] ??= []).push(v)
    await context.close()
  }
  const rows = Object.entries(agg).map(([k, v]) => [k, v.reduce((a, b) => a + b, 0) / runs] as const).filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1])
  console.log(`\n${path} (mean of ${runs}) total post-FCP self ${rows.filter(([k]) => k.startsWith('post')).reduce((s, [, v]) => s + v, 0).toFixed(0)} ms, pre ${rows.filter(([k]) => k.startsWith('pre')).reduce((s, [, v]) => s + v, 0).toFixed(0)} ms`)
  for (const [k, v] of rows.slice(0, 28)) console.log('  ' + v.toFixed(1).padStart(6) + '  ' + k)
}
await browser.close()
