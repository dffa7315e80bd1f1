// One Lighthouse run in a fresh Debian Chromium, bounded in time, and the figures the
// lighthouse bench's table reads from its result (lhr).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config, type Result } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/browser-config'
import { simulatedTasksOf, type SimulatedTasks, type TraceEvent } from './trace-tasks'

/**
 * Lighthouse's mobile defaults (simulated slow 4G, Moto G screen) with the CPU slowdown asked for
 * (4× is Lighthouse's own; 6× is closer to a Tecno or Itel phone); unused-JS lists every script.
 * `applied`: Chromium itself runs the page that much slower on that line (Lighthouse's
 * "devtools" throttling), instead of Lighthouse simulating both from an unthrottled load.
 */
const configFor = (cpuSlowdown: number, applied: boolean): Config => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    throttlingMethod: applied ? 'devtools' : 'simulate',
    // Lighthouse's mobile slow 4G, written out because settings replace it as a whole.
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: cpuSlowdown,
    },
  },
  // The default hides scripts with less than 20 KiB unused; we want the whole coverage picture.
  audits: [{ path: 'byte-efficiency/unused-javascript', options: { unusedThreshold: 0 } }],
})

/** A run's report, and what its observed load's main thread did after the first paint. */
export type Run = { lhr: Result; simulated: SimulatedTasks }

export async function runLighthouse(
  url: string,
  timeoutMs: number,
  cpuSlowdown = 4,
  applied = false,
  chromePath = chromiumPath,
): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
    handleSIGINT: false, // the bench's own handler stops the server too, then calls stopChromium
  })
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took over ${timeoutMs / 1000} s on ${url}`)), timeoutMs)
    })
    const result = await Promise.race([
      lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', maxWaitForLoad: 45_000 },
        configFor(cpuSlowdown, applied),
      ),
      timeout,
    ])
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace
    return { lhr: result.lhr, simulated: simulatedTasksOf(trace?.traceEvents ?? [], new URL(url).origin) }
  } finally {
    clearTimeout(timer)
    chrome.kill()
  }
}

/** Kills any Chromium a run left behind (on Ctrl-C or a crash). */
export const stopChromium = (): void => void chromeLauncher.killAll()

export type Figures = {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  bytes: number
  jsBytes: number
  unusedJs: number
  a11y: number
  bestPractices: number
  /** Lighthouse's measure of the host CPU: a busy machine scores low and inflates TBT and LCP. */
  cpuIndex: number
  /** The observed load's main-thread tasks of 10 ms or more after the first paint (simulatedTasksOf). */
  tasks10: number
  /** Their CPU time, which the host's load stretches far less than their wall time. */
  tasks10Cpu: number
}

type Item = Record<string, unknown>
const itemsOf = (lhr: Result, id: string): Item[] => {
  const details = lhr.audits[id]?.details as { items?: Item[] } | undefined
  return details?.items ?? []
}
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)

export function figuresOf({ lhr, simulated }: Run): Figures {
  const scripts = itemsOf(lhr, 'resource-summary').find((item) => item.resourceType === 'script')
  const unused = itemsOf(lhr, 'unused-javascript').reduce((sum, item) => sum + Number(item.wastedBytes ?? 0), 0)
  return {
    score: score(lhr, 'performance'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    bytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: Number(scripts?.transferSize ?? NaN),
    unusedJs: unused,
    a11y: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    cpuIndex: lhr.environment.benchmarkIndex,
    tasks10: simulated.count,
    tasks10Cpu: simulated.cpuMs,
  }
}

/**
 * Where the largest paint's time went (Lighthouse's LCP breakdown: time to first byte, then, for
 * a picture, the delay before it was asked for and its load, then the delay to its render).
 */
export function lcpBreakdownOf(lhr: Result): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { items?: { subpart?: string; duration?: number }[] }[] } | undefined
  const short: Record<string, string> = {
    timeToFirstByte: 'TTFB',
    resourceLoadDelay: 'load delay',
    resourceLoadDuration: 'load',
    elementRenderDelay: 'render delay',
  }
  const parts = (details?.items?.[0]?.items ?? []).map(
    (part) => `${short[part.subpart ?? ''] ?? part.subpart} ${Math.round(part.duration ?? NaN)}`,
  )
  return parts.length > 0 ? parts.join(', ') : 'no breakdown'
}

/**
 * What a run's blocking time was spent on: each long task's part over 50 ms between the first
 * paint and Time to Interactive (as Lighthouse counts it), by what Lighthouse attributes the
 * task to: the page itself (its HTML and inline scripts), React's chunk, the app's other
 * scripts, a stylesheet, or nothing (style, layout, the browser's own work). Read from the
 * long-tasks audit, whose simulated tasks are not quite the ones TBT was computed from (and which
 * lists 20 at most): a guide to where the time went, not a sum that adds up to TBT.
 */
export function blockingSplitOf(lhr: Result): string {
  const fcp = numeric(lhr, 'first-contentful-paint')
  const tti = numeric(lhr, 'interactive')
  const page = lhr.finalDisplayedUrl
  const split = new Map<string, number>()
  for (const task of itemsOf(lhr, 'long-tasks')) {
    const start = Number(task.startTime)
    const end = start + Number(task.duration)
    const blocking = Math.max(0, Math.min(end, tti) - Math.max(start, fcp) - 50)
    if (blocking === 0) continue
    const url = String(task.url ?? '')
    const kind =
      url === page
        ? 'page'
        : /\/react-[\w-]+\.js$/.test(url)
          ? 'React'
          : url.endsWith('.css')
            ? 'CSS'
            : /^https?:/.test(url)
              ? 'app'
              : 'unattributed'
    split.set(kind, (split.get(kind) ?? 0) + blocking)
  }
  const parts = [...split].sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
  return parts.length > 0 ? `≈ ${parts.join(', ')}` : 'no long task'
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The final screenshot as PNG/JPEG bytes, to look at what the page really showed. */
export function finalScreenshot(lhr: Result): Buffer | undefined {
  const data = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data
  return data ? Buffer.from(data.replace(/^data:image\/\w+;base64,/, ''), 'base64') : undefined
}
