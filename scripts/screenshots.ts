// `npm run screenshots`: every route at 360×740 and 1280×800, light and dark, written to
// screenshots/ (ignored by git) for a person to look at. Optional args filter the paths.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { LOCAL_KEYS } from '../contract/storage'
import { chromiumArgs, chromiumPath, viewports } from '../tests/e2e/support/browser-config'
import { repoRoot, startServer } from '../tests/e2e/support/server'
import { detailRouteCases, routeCases, seededIds } from '../tests/e2e/support/routes'

const outDir = join(repoRoot, 'screenshots')
mkdirSync(outDir, { recursive: true })

const server = await startServer()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const ids = await seededIds(server.url)
  const filters = process.argv.slice(2)
  const paths = [...routeCases, ...detailRouteCases(ids), { path: '/no-such-page' }]
    .map((route) => route.path)
    .filter((path) => filters.length === 0 || filters.some((filter) => path.includes(filter)))

  for (const viewportName of ['mobile', 'desktop'] as const) {
    const viewport = viewports[viewportName]
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport,
        colorScheme,
        baseURL: server.url,
        // A shopper on Allen Avenue, Ikeja, who let the app see where they are.
        geolocation: { latitude: 6.6018, longitude: 3.3515 },
        permissions: ['geolocation'],
      })
      await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_KEYS.betaNoticeSeen)
      const page = await context.newPage()
      for (const path of paths) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        const name = (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '_')) || 'home'
        const file = join(outDir, `${name}-${viewportName}-${colorScheme}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
