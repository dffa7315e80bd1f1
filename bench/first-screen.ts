// `npm run bench -- first-screen`: what a first visit shows, and when, on a throttled phone, in real
// Chromium (the throttling applied, not simulated as Lighthouse does: a simulation replays the
// order of an unthrottled load on loopback, where the app's scripts win every race). Two
// profiles: slow 4G (Lighthouse's: 562 ms per request, 1.4 Mbps, 4× CPU), where the line is the
// limit, and fast 4G on a cheap phone (150 ms, 10 Mbps, 6× CPU), where the CPU is. For each page:
// the largest paint and what it was (a picture the page's early read painted into the skeleton,
// src/first-load/boot/early-data.ts, or the app's own), and when the app showed its first real content.
// Medians of RUNS (3) runs; the first row is a bare React page served the same way, to read the
// figures against (this machine is noisy). Reports only: it never fails on a figure.
import { loadavg } from 'node:os'
import type { Browser } from 'playwright-core'
import { median } from './lib/lighthouse-run'
import { throttledTab, withServedBuild } from './lib/phone-bench'
import { REFERENCE_PATH } from './lib/reference-page'

const runs = Number(process.env.RUNS ?? 3)

const profiles = [
  { name: 'slow 4G, 4× CPU', latency: 562.5, kbps: 1474.56, cpu: 4 },
  { name: 'fast 4G, 6× CPU', latency: 150, kbps: 10_000, cpu: 6 },
]

type Page = { name: string; path: string; /** The app's first real content. */ content?: string }

type Run = { lcp: number; element: string; content: number }

// Records every largest-paint candidate and when the app's content first appears (a string, so
// no bundler helper ends up in the page).
const observer = (content: string) => `
  window.__firstScreen = { lcp: [], content: NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const what = !el ? 'removed' : el.hasAttribute('data-early-picture') ? 'early picture' : el.tagName === 'IMG' ? "app's picture" : el.tagName.toLowerCase() + ' text';
      window.__firstScreen.lcp.push([entry.startTime, what]);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  ${
    content
      ? `new MutationObserver(() => {
    if (Number.isNaN(window.__firstScreen.content) && document.querySelector(${JSON.stringify(content)}))
      window.__firstScreen.content = performance.now();
  }).observe(document, { subtree: true, childList: true });`
      : ''
  }
`

async function measure(browser: Browser, url: string, page: Page, profile: (typeof profiles)[number]): Promise<Run> {
  const { context, tab } = await throttledTab(browser, profile, observer(page.content ?? ''))
  try {
    await tab.goto(`${url}${page.path}`, { timeout: 60_000 })
    if (page.content) await tab.locator(page.content).first().waitFor({ timeout: 30_000 })
    await tab.waitForTimeout(1500)
    const seen = (await tab.evaluate('window.__firstScreen')) as { lcp: [number, string][]; content: number }
    const last = seen.lcp.at(-1) ?? [NaN, '?']
    return { lcp: last[0], element: last[1], content: seen.content }
  } finally {
    await context.close()
  }
}

await withServedBuild('first-screen', async (server, browser) => {
  const pages: Page[] = [
    { name: 'reference (bare React)', path: `${REFERENCE_PATH}index.html` },
    { name: '/', path: '/', content: 'main article' },
    { name: 'store front', path: '/store-front-details/jollof-republic', content: 'main header h1' },
  ]
  const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)}`)
  const line = (cells: string[]) =>
    console.log(cells.map((cell, index) => (index < 2 ? cell.padEnd(24) : cell.padStart(14))).join(' '))
  console.log(`\n${runs} runs each, 360×740; medians in ms (load ${loadavg()[0]?.toFixed(1)})\n`)
  line(['page', 'profile', 'largest paint', 'app content', 'largest is'])
  for (const profile of profiles) {
    for (const page of pages) {
      const results: Run[] = []
      for (let run = 0; run < runs; run++) results.push(await measure(browser, server.url, page, profile))
      const kinds = [...new Set(results.map((result) => result.element))].join(', ')
      line([
        page.name,
        profile.name,
        ms(median(results.map((result) => result.lcp))),
        ms(median(results.map((result) => result.content))),
        kinds,
      ])
    }
  }
  console.log(`\n(load ${loadavg()[0]?.toFixed(1)} at the end)`)
})
