// `npx tsx scripts/manifest-screenshots.ts` (after `npm run build`): the manifest's screenshots
// (public/screenshots/), taken from the real built app — Near me for a shopper in Ikeja — at a
// phone's (narrow) and a laptop's (wide) size. WebP keeps each one small (the browser's install
// dialog downloads them on a phone's data plan); the manifest lists them as image/webp.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { LOCAL_KEYS } from '../contract/storage'
import { chromiumArgs, chromiumPath, viewports } from '../tests/e2e/support/browser-config'
import { repoRoot, startServer } from '../tests/e2e/support/server'

const shots = [
  { file: 'near-me-narrow.webp', viewport: viewports.mobile },
  { file: 'near-me-wide.webp', viewport: viewports.desktop },
] as const
const maxBytes = 80 * 1024

const server = await startServer()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const { file, viewport } of shots) {
    const context = await browser.newContext({
      viewport,
      colorScheme: 'light',
      baseURL: server.url,
      geolocation: { latitude: 6.6018, longitude: 3.3515 },
      permissions: ['geolocation'],
    })
    await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_KEYS.betaNoticeSeen)
    const page = await context.newPage()
    await page.goto('/near-me')
    await page
      .getByRole('region', { name: /^Showing \d+ of \d+ stores?/ })
      .getByRole('article')
      .first()
      .waitFor()
    await page.waitForLoadState('networkidle')
    // The images in view loaded (lazy ones further down never will), so the picture shows the app
    // as a shopper sees it; bounded, in case one never arrives.
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          Array.from(document.images)
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .map((image) =>
              image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve)),
            ),
        ),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]),
    )

    const cdp = await context.newCDPSession(page)
    let quality = 82
    let bytes: Buffer
    for (;;) {
      const { data } = (await cdp.send('Page.captureScreenshot', { format: 'webp', quality })) as { data: string }
      bytes = Buffer.from(data, 'base64')
      if (bytes.length <= maxBytes || quality <= 40) break
      quality -= 10
    }
    const path = join(repoRoot, 'public', 'screenshots', file)
    writeFileSync(path, bytes)
    console.log(
      `${path}: ${viewport.width}×${viewport.height}, ${Math.round(bytes.length / 1024)} KB (quality ${quality})`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
