// `npm run bench -- slow-line`: a first visit on a poor line (400 ms round trip, 400 kbps, 4× CPU,
// applied by Chromium), as a shopper on 2G-grade data meets the app: when `/` and near me first show
// a price or a store's words, and on a store front how soon a tap on the first Add counts on the
// cart link (the bench taps as soon as an Add is on screen: the island's painted one or the app's).
// Times are from the navigation's start. Reference: the bare React page's own words, in the same
// run. Medians of RUNS (3) runs. Reports only: it never fails on a figure (targets: the first
// price within 3 s, a tap on Add counted within 4 s).
import { loadavg } from 'node:os'
import type { Browser } from 'playwright-core'
import { median } from './lib/lighthouse-run'
import { throttledTab, withServedBuild } from './lib/phone-bench'
import { REFERENCE_PATH } from './lib/reference-page'

const runs = Number(process.env.RUNS ?? 3)
const line = { latency: 400, kbps: 400, cpu: 4 }

/** A page, and (page expressions) when its first words show and, if any, what to tap and its effect. */
type Target = { name: string; path: string; shows: string; what: string; tap?: string; counted?: string }

const price = `/₦\\s?\\d/.test(document.querySelector('main')?.textContent ?? '')`
const targets: Target[] = [
  {
    name: 'reference (bare React)',
    path: `${REFERENCE_PATH}index.html`,
    shows: `(document.querySelector('#root')?.textContent ?? '').trim() !== ''`,
    what: 'its words',
  },
  { name: '/', path: '/', shows: price, what: 'a price' },
  {
    name: 'near me',
    path: '/near-me',
    shows: `document.querySelector('main article h3 a') !== null`,
    what: "a store's name",
  },
  {
    name: 'store front',
    path: '/store-front-details/jollof-republic',
    shows: price,
    what: 'a price',
    tap: 'main [data-early-add], main button:text-is("Add to cart")',
    counted: `[...document.querySelectorAll('[data-cart-link]')].some((link) => /^Cart, [1-9]/.test(link.getAttribute('aria-label') || ''))`,
  },
]

// In the page (a string, so no bundler helper ends up in it): when each expression first held.
const recorder = (shows: string, counted: string) => `
  window.__slow = { shows: NaN, counted: NaN };
  const check = () => {
    if (Number.isNaN(window.__slow.shows) && (${shows})) window.__slow.shows = performance.now();
    if (Number.isNaN(window.__slow.counted) && (${counted})) window.__slow.counted = performance.now();
    if (Number.isNaN(window.__slow.shows) || Number.isNaN(window.__slow.counted)) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`

type Run = { shows: number; counted: number; tappedAt: number }

async function measure(browser: Browser, url: string, target: Target): Promise<Run> {
  const profile = { ...line, uploadKbps: line.kbps }
  const { context, tab } = await throttledTab(browser, profile, recorder(target.shows, target.counted ?? 'false'))
  try {
    await tab.goto(`${url}${target.path}`, { waitUntil: 'commit', timeout: 120_000 })
    let tappedAt = Number.NaN
    if (target.tap) {
      const add = tab.locator(target.tap).first()
      await add.waitFor({ state: 'visible', timeout: 120_000 })
      tappedAt = (await tab.evaluate('performance.now()')) as number
      await add.click({ timeout: 30_000 })
    }
    const deadline = Date.now() + 60_000
    for (;;) {
      const seen = (await tab.evaluate('window.__slow').catch(() => undefined)) as Run | undefined
      const done = seen && !Number.isNaN(seen.shows) && (!target.tap || !Number.isNaN(seen.counted))
      if (done || Date.now() > deadline) return { ...(seen ?? { shows: Number.NaN, counted: Number.NaN }), tappedAt }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    await context.close()
  }
}

await withServedBuild('slow-line', async (server, browser) => {
  const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)}`)
  const row = (cells: string[]) =>
    console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(24) : cell.padStart(16))).join(' '))
  console.log(`\nfirst visit, ${line.latency} ms RTT, ${line.kbps} kbps, ${line.cpu}× CPU applied, 360×740`)
  console.log(`${runs} runs each; medians in ms from the navigation's start (load ${loadavg()[0]?.toFixed(2)})\n`)
  row(['page', 'shows', 'what', 'Add tapped at', 'Add counted at'])
  for (const target of targets) {
    const results: Run[] = []
    for (let run = 0; run < runs; run++) results.push(await measure(browser, server.url, target))
    const middle = (key: keyof Run) => median(results.map((result) => result[key]))
    row([target.name, ms(middle('shows')), target.what, ms(middle('tappedAt')), ms(middle('counted'))])
  }
  console.log(`\n(load ${loadavg()[0]?.toFixed(2)} at the end)`)
})
