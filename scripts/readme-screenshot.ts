// Writes docs/screenshot.png for the README: the app at 1280×800 (light) beside 360×740 (dark).
// Run after a build: `npx tsx scripts/readme-screenshot.ts [path]` (default /about-us).
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { LOCAL_KEYS } from '../contract/storage'
import { chromiumArgs, chromiumPath, viewports } from '../tests/e2e/support/browser-config'
import { repoRoot, startServer } from '../tests/e2e/support/server'

const path = process.argv[2] ?? '/about-us'
const server = await startServer()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const shots: string[] = []
  for (const [viewport, colorScheme] of [
    ['desktop', 'light'],
    ['mobile', 'dark'],
  ] as const) {
    const context = await browser.newContext({
      viewport: viewports[viewport],
      colorScheme,
      baseURL: server.url,
      // A shopper on Allen Avenue, Ikeja, who let the app see where they are.
      geolocation: { latitude: 6.6018, longitude: 3.3515 },
      permissions: ['geolocation'],
    })
    await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_KEYS.betaNoticeSeen)
    const page = await context.newPage()
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    shots.push((await page.screenshot()).toString('base64'))
    await context.close()
  }
  const page = await browser.newPage({ viewport: { width: 1720, height: 860 } })
  await page.setContent(`<body style="margin:0;background:#e7ebe8;display:flex;gap:40px;align-items:center;justify-content:center;height:860px">
    <img src="data:image/png;base64,${shots[0]}" width="1280" height="800" style="box-shadow:0 8px 30px #0003;border-radius:8px">
    <img src="data:image/png;base64,${shots[1]}" width="360" height="740" style="box-shadow:0 8px 30px #0003;border-radius:18px">
  </body>`)
  await page.screenshot({ path: join(repoRoot, 'docs', 'screenshot.png') })
  console.log('docs/screenshot.png')
} finally {
  await browser.close()
  await server.stop()
}
