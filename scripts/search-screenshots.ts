// Screenshots of the dish search at 360×740, light and dark, for a person to look at (docs/history.md#issue-25):
// the nav search's dropdown with "suya" typed, and the /search results page. Run after
// `npm run build`: `npx tsx scripts/search-screenshots.ts [outDir]` (default /tmp/shots-search).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { LOCAL_KEYS } from '../contract/storage'
import { chromiumArgs, chromiumPath, viewports } from '../tests/e2e/support/browser-config'
import { startServer } from '../tests/e2e/support/server'

const outDir = process.argv[2] ?? '/tmp/shots-search'
mkdirSync(outDir, { recursive: true })

const server = await startServer()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: viewports.mobile,
      colorScheme,
      baseURL: server.url,
      // A shopper near Lekki Phase 1 who let the app see where they are.
      geolocation: { latitude: 6.4474, longitude: 3.47 },
      permissions: ['geolocation'],
    })
    await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_KEYS.betaNoticeSeen)
    const page = await context.newPage()
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const search = page.getByRole('combobox', { name: 'Search dishes and stores' }).filter({ visible: true })
    await search.click()
    await search.pressSequentially('suya', { delay: 30 })
    await page.getByRole('group', { name: 'Dishes and deals' }).getByRole('option').first().waitFor()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: join(outDir, `dropdown-${colorScheme}.png`) })
    await search.press('Enter')
    await page.getByRole('heading', { level: 1, name: /Results for/ }).waitFor()
    await page.getByRole('list', { name: 'Dishes and deals' }).waitFor()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: join(outDir, `results-${colorScheme}.png`) })
    await page.screenshot({ path: join(outDir, `results-${colorScheme}-full.png`), fullPage: true })
    await page.goto('/search?q=pizza')
    await page.getByText('No stores found').waitFor()
    await page.screenshot({ path: join(outDir, `empty-${colorScheme}.png`) })
    await context.close()
  }
  console.log(`screenshots in ${outDir}`)
} finally {
  await browser.close()
  await server.stop()
}
