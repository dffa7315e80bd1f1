// What the benches that load pages on a throttled phone share (first-screen, first-tap, slow-line):
// a copy of the build served by the real server with the references beside it, one Chromium, all
// stopped however the bench ends; and a first visit's tab with its line and CPU slowed by Chromium.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page as Tab } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/browser-config'
import { startServer, type RunningServer } from '../../tests/e2e/support/server'
import { buildCopy } from './build-copy'
import { buildReferencePage } from './reference-page'

/** A line and a CPU as Chromium applies them: round trip (ms), download (kbps), slowdown. */
export type PhoneProfile = { latency: number; kbps: number; cpu: number; uploadKbps?: number }

/**
 * Serves a copy of the build (`name` names its folder) with the reference pages, launches Chromium,
 * runs `bench` with both, and stops everything after it, or on Ctrl-C.
 */
export async function withServedBuild(
  name: string,
  bench: (server: RunningServer, browser: Browser) => Promise<void>,
): Promise<void> {
  let server: RunningServer | undefined
  let copy: string | undefined
  let browser: Browser | undefined
  const stop = async () => {
    await browser?.close()
    await server?.stop()
    if (copy) rmSync(join(copy, '..'), { recursive: true, force: true })
    browser = server = copy = undefined
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void stop().then(() => process.exit(130)))
  try {
    copy = buildCopy(name)
    server = await startServer({ env: { STATIC_DIR: copy, DEV_MAILBOX: '0' } })
    // After the server starts: Vite's build sets NODE_ENV=production in this process, which the
    // server (a child inheriting it) would refuse without a JWT_SECRET.
    await buildReferencePage(copy)
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    await bench(server, browser)
  } finally {
    await stop()
  }
}

/**
 * A new phone (360×740 at 2×, nothing cached) and its tab, with `profile`'s line and CPU applied by
 * Chromium; `script` runs in every document the tab opens. Close the context when done.
 */
export async function throttledTab(
  browser: Browser,
  profile: PhoneProfile,
  script: string,
): Promise<{ context: BrowserContext; tab: Tab }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 })
  const tab = await context.newPage()
  await tab.addInitScript(script)
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.kbps * 1024) / 8,
    uploadThroughput: ((profile.uploadKbps ?? 675) * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu })
  return { context, tab }
}
