// `npm run bench -- shared-link`: a shared deal link opened on a cheap phone on a poor line
// (400 ms round trip, 400 kbps, 4× CPU), in real Chromium with the throttling applied: when the
// deal's title and its price first appear on the page, and the largest paint. Two rows per run:
// the page as the build made it (its skeleton only, as before docs/history.md#issue-23; the server finds no slot
// to fill in this copy) and the page with the words the server writes in (server/catalog/shared-words.ts).
// Medians of RUNS (3) runs. Reports only: it never fails on a figure (target: words within 3 s).
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { dealWords, SHARED_SLOT, type SharedWords } from '../contract/shared-words'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/browser-config'
import { startServer, type RunningServer } from '../tests/e2e/support/server'
import { buildCopy } from './lib/build-copy'
import { median } from './lib/lighthouse-run'

const runs = Number(process.env.RUNS ?? 3)
const line = { latency: 400, kbps: 400, cpu: 4 }

type Run = { title: number; price: number; lcp: number }

// When each text first shows in the page (a string, so no bundler helper ends up in the page).
const observer = (title: string, price: string) => `
  window.__shared = { title: NaN, price: NaN, lcp: NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shared.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    const text = document.body ? document.body.textContent : '';
    if (Number.isNaN(window.__shared.title) && text.includes(${JSON.stringify(title)})) window.__shared.title = performance.now();
    if (Number.isNaN(window.__shared.price) && text.includes(${JSON.stringify(price)})) window.__shared.price = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
`

async function measure(browser: Browser, url: string, words: SharedWords): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 })
  try {
    const tab = await context.newPage()
    await tab.addInitScript(observer(words.title, words.price?.now ?? '\u0000'))
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: line.latency,
      downloadThroughput: (line.kbps * 1024) / 8,
      uploadThroughput: (line.kbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: line.cpu })
    await tab.goto(url, { timeout: 120_000 })
    await tab.getByRole('heading', { level: 1, name: words.title }).waitFor({ timeout: 120_000 })
    await tab.waitForTimeout(1000)
    return (await tab.evaluate('window.__shared')) as Run
  } finally {
    await context.close()
  }
}

/** A copy of the build whose pages have no slot for the words: the server sends them as built. */
function withoutSlots(copy: string): string {
  const plain = join(copy, '..', 'plain')
  cpSync(copy, plain, { recursive: true })
  const dir = join(plain, 'prerendered')
  for (const name of readdirSync(dir)) {
    if (/\.(br|gz)$/.test(name)) rmSync(join(dir, name))
    else if (name.endsWith('.html')) {
      const file = join(dir, name)
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(SHARED_SLOT.start, '<!---->'))
    }
  }
  return plain
}

const servers: RunningServer[] = []
let copy: string | undefined
let browser: Browser | undefined
const stop = async () => {
  await browser?.close()
  for (const server of servers.splice(0)) await server.stop()
  if (copy) rmSync(join(copy, '..'), { recursive: true, force: true })
  browser = copy = undefined
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().then(() => process.exit(130)))

try {
  copy = buildCopy('shared-link')
  const plain = withoutSlots(copy)
  const filled = await startServer({ env: { STATIC_DIR: copy, DEV_MAILBOX: '0' } })
  servers.push(filled)
  const asBuilt = await startServer({ env: { STATIC_DIR: plain, DEV_MAILBOX: '0' } })
  servers.push(asBuilt)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const listed = (await (await fetch(`${filled.url}/beta/api/coupon-items-all-aws`)).json()) as {
    data: { results: (Parameters<typeof dealWords>[0] & { id: number })[] }
  }
  const coupon = listed.data.results[0]
  if (!coupon) throw new Error('The seeded data has no coupons')
  const words = dealWords(coupon, 'Coupon')
  const path = `/coupon-detail/${coupon.id}`
  const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)}`)
  const row = (cells: string[]) =>
    console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(34) : cell.padStart(14))).join(' '))
  console.log(
    `\n${path} ("${words.title}", ${words.price?.now}), ${line.latency} ms RTT, ${line.kbps} kbps, ${line.cpu}× CPU`,
  )
  console.log(`${runs} runs each, 360×740; medians in ms (load ${loadavg()[0]?.toFixed(1)})\n`)
  row(['page', 'title shows', 'price shows', 'largest paint'])
  for (const [name, server] of [
    ['as built (skeleton only)', asBuilt],
    ['with the words from the server', filled],
  ] as const) {
    const results: Run[] = []
    for (let run = 0; run < runs; run++) results.push(await measure(browser, `${server.url}${path}`, words))
    row([name, ...(['title', 'price', 'lcp'] as const).map((key) => ms(median(results.map((result) => result[key]))))])
  }
  console.log(`\n(load ${loadavg()[0]?.toFixed(1)} at the end)`)
} finally {
  await stop()
}
