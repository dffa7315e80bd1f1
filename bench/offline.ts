// `npm run bench -- offline`: how fast Near me shows its first store card, and how many bytes it
// costs (the first card is the first one with a store's words: on a prerendered Near me the page's
// early script paints them before the app runs, src/first-load/boot/early-cards.ts; the app's own
// card, with its rating, picture and badges, is timed beside it), for a shopper on a cheap Android phone in Lagos: a throttled mobile profile (about
// 1.6 Mbps down, 750 Kbps up, 150 ms round trips, a CPU 4× slower) in Chromium, against the
// reference server started as `npm start` runs it (the build in dist/, on a loopback port).
//   first visit   — nothing cached or saved (the beta strip shows, as it does for a shopper);
//                   the service worker installs and precaches the shell
//   repeat visit  — a new tab later: the shell comes from the worker, only API data travels
//   offline start — the server is stopped, and a new tab opens Near me
// Bytes are what crossed the network (CDP Network.loadingFinished encodedDataLength), in the
// page and in the service worker, split into the shell (HTML, JS, CSS, icons, the worker),
// the API (/beta/…) and media (/beta/media/…). Not part of the test run; needs a build
// (BENCH_DIST=<dist folder> measures another one).
// Chromium is driven over raw CDP (not playwright) because only a browser-level session sees
// the service worker's own requests. Run with Node's WebSocket (scripts/bench.mjs).
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot, startServer, type RunningServer } from '../tests/e2e/support/server'
import { Cdp, launchChromium, removeProfile, sleep, type Json } from './lib/raw-cdp'

const ikeja = { latitude: 6.6018, longitude: 3.3515, accuracy: 25 }
const network = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }
const cpuSlowdown = 4
const mobileViewport = { width: 360, height: 740, deviceScaleFactor: 2, mobile: true }
/** A card with a store's words: the early script's (in the skeleton's slot) or the app's. */
const firstCardSelector = '[data-early-cards] article, [aria-labelledby="near-me-results"] article'
/** A card of the app's own list. */
const appCardSelector = '[aria-labelledby="near-me-results"] article'
const overallLimitMs = 5 * 60_000

type Bytes = { shell: number; api: number; media: number; other: number }
type Run = { name: string; firstCardMs: number | null; appCardMs: number | null; bytes: Bytes }

async function main() {
  // BENCH_DIST=<dist folder> measures another build (another commit's, for an A/B), as the other benches do.
  const dist = process.env.BENCH_DIST ?? join(repoRoot, 'dist')
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run \`npm run build\` first.`)
  const profile = mkdtempSync(join(tmpdir(), 'gidideals-bench-'))
  let server: RunningServer | undefined
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined
  let cdp: Cdp | undefined
  const limit = setTimeout(() => {
    console.error(`The offline bench gave up after ${overallLimitMs / 1000} s`)
    chromium?.child.kill('SIGKILL')
    void server?.stop().then(() => process.exit(1))
  }, overallLimitMs)

  try {
    server = await startServer({ env: { STATIC_DIR: dist } })
    const origin = server.url
    chromium = await launchChromium(profile)
    const browser = await Cdp.connect(chromium.wsUrl)
    cdp = browser

    let bucket: Bytes = { shell: 0, api: 0, media: 0, other: 0 }
    let lastNetworkActivity = Date.now()
    const responses = new Map<string, { url: string; fromWorker: boolean }>()
    const attached = new Map<string, string>() // targetId → sessionId, for pages

    const classify = (url: string): keyof Bytes => {
      if (!url.startsWith(origin)) return 'other'
      const path = new URL(url).pathname
      if (path.startsWith('/beta/media/')) return 'media'
      if (path.startsWith('/beta/')) return 'api'
      return 'shell'
    }

    browser.on((message) => {
      const { method, params = {}, sessionId } = message
      if (method === 'Target.attachedToTarget') {
        const info = params.targetInfo as { type: string; targetId: string }
        const session = params.sessionId as string
        void setUpTarget(info.type, session).then(() => {
          if (info.type === 'page') attached.set(info.targetId, session)
        })
      } else if (method === 'Network.requestWillBeSent') {
        lastNetworkActivity = Date.now()
      } else if (method === 'Network.responseReceived' && sessionId) {
        const response = params.response as { url: string; fromServiceWorker?: boolean }
        responses.set(`${sessionId}:${String(params.requestId)}`, {
          url: response.url,
          fromWorker: response.fromServiceWorker === true,
        })
      } else if (method === 'Network.loadingFinished' && sessionId) {
        lastNetworkActivity = Date.now()
        const response = responses.get(`${sessionId}:${String(params.requestId)}`)
        // Answered by the worker: whatever it fetched is counted in the worker's own session.
        if (!response || response.fromWorker || response.url.startsWith('data:')) return
        bucket[classify(response.url)] += Number(params.encodedDataLength ?? 0)
      }
    })

    async function setUpTarget(type: string, session: string) {
      const send = (method: string, params: Json = {}) => browser.send(method, params, session).catch(() => ({}))
      if (type === 'page' || type === 'service_worker') {
        await send('Network.enable')
        await send('Network.setCacheDisabled', { cacheDisabled: false })
        await send('Network.emulateNetworkConditions', network)
      }
      if (type === 'page') {
        await send('Page.enable')
        await send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
        await send('Emulation.setDeviceMetricsOverride', mobileViewport)
        await send('Emulation.setGeolocationOverride', ikeja)
        await send('Page.addScriptToEvaluateOnNewDocument', {
          source: `(() => {
            const seen = () => {
              if (window.__firstCardAt === undefined && document.querySelector(${JSON.stringify(firstCardSelector)}))
                window.__firstCardAt = performance.now()
              if (window.__appCardAt === undefined && document.querySelector(${JSON.stringify(appCardSelector)})) {
                window.__appCardAt = performance.now()
                observer.disconnect()
              }
            }
            const observer = new MutationObserver(seen)
            observer.observe(document, { childList: true, subtree: true })
          })()`,
        })
      }
      await send('Runtime.runIfWaitingForDebugger')
    }

    await browser.send('Browser.grantPermissions', { origin, permissions: ['geolocation'] })
    await browser.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true })

    async function evaluate<T>(session: string, expression: string, awaitPromise = false): Promise<T | undefined> {
      const result = await browser.send<{ result?: { value?: T } }>(
        'Runtime.evaluate',
        { expression, awaitPromise, returnByValue: true },
        session,
      )
      return result.result?.value
    }

    async function waitForQuietNetwork(quietMs: number, limitMs: number) {
      const deadline = Date.now() + limitMs
      while (Date.now() - lastNetworkActivity < quietMs && Date.now() < deadline) await sleep(200)
    }

    async function visit(name: string, options: { waitForWorker?: boolean; limitMs: number }): Promise<Run> {
      bucket = { shell: 0, api: 0, media: 0, other: 0 }
      const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' })
      let session: string | undefined
      for (let tries = 0; !session && tries < 100; tries++) {
        session = attached.get(targetId)
        if (!session) await sleep(50)
      }
      if (!session) throw new Error('The new tab was not attached.')
      await browser.send('Page.navigate', { url: `${origin}/near-me` }, session)

      let firstCardMs: number | null = null
      let appCardMs: number | null = null
      const deadline = Date.now() + options.limitMs
      while (appCardMs === null && Date.now() < deadline) {
        await sleep(100)
        firstCardMs = (await evaluate<number>(session, 'window.__firstCardAt').catch(() => undefined)) ?? null
        appCardMs = (await evaluate<number>(session, 'window.__appCardAt').catch(() => undefined)) ?? null
      }
      if (options.waitForWorker) {
        await evaluate(
          session,
          `Promise.race([
            navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true : new Promise((resolve) =>
              navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }))),
            new Promise((resolve) => setTimeout(() => resolve(false), 60000)),
          ])`,
          true,
        )
      }
      // What the visit keeps loading after the first card (images, the precache) is part of its cost.
      await waitForQuietNetwork(2000, 60_000)
      await browser.send('Target.closeTarget', { targetId })
      const ms = (value: number | null) => (value === null ? null : Math.round(value))
      return { name, firstCardMs: ms(firstCardMs), appCardMs: ms(appCardMs), bytes: { ...bucket } }
    }

    const runs: Run[] = []
    runs.push(await visit('first visit', { waitForWorker: true, limitMs: 60_000 }))
    runs.push(await visit('repeat visit', { limitMs: 60_000 }))
    await server.stop()
    runs.push(await visit('offline start', { limitMs: 30_000 }))

    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    console.log(
      `\nNear me on a throttled phone (${(network.downloadThroughput * 8e-6).toFixed(1)} Mbps down, ${Math.round(network.uploadThroughput * 8e-3)} Kbps up, ${network.latency} ms RTT, CPU ${cpuSlowdown}× slower), Ikeja\n`,
    )
    console.table(
      runs.map((run) => ({
        visit: run.name,
        'first card (ms)': run.firstCardMs ?? 'not shown',
        "app's card (ms)": run.appCardMs ?? 'not shown',
        'shell KB': kb(run.bytes.shell),
        'API KB': kb(run.bytes.api),
        'media KB': kb(run.bytes.media),
        'total KB': kb(run.bytes.shell + run.bytes.api + run.bytes.media + run.bytes.other),
      })),
    )
  } finally {
    clearTimeout(limit)
    cdp?.close()
    if (chromium && chromium.child.exitCode === null) {
      const exited = new Promise((resolve) => chromium?.child.once('exit', resolve))
      chromium.child.kill('SIGTERM')
      await Promise.race([exited, sleep(5000)])
      if (chromium.child.exitCode === null) chromium.child.kill('SIGKILL')
    }
    await server?.stop()
    await removeProfile(profile)
  }
}

await main()
