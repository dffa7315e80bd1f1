// A shopper in Ikeja opens the map: pins and a list of the same stores, even with no map tiles
// (this machine has no internet, so the tile server is never reached). Leaflet is downloaded
// for the map page only.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, SHARING_IKEJA, sharedScreen, viewports } from './support/browser'
import { repoRoot } from './support/server'

async function shopperInIkeja() {
  return (await launchBrowser()).newContext({
    viewport: viewports.desktop,
    baseURL: baseUrl(),
    ...SHARING_IKEJA,
  })
}

// The stories that start on the map share one tab; the one about what the home page downloads
// opens a fresh browser (nothing of the map in its cache).
const openAsShopperInIkeja = sharedScreen({ viewport: viewports.desktop, ...SHARING_IKEJA })

const storeList = (page: Page) => page.getByRole('region', { name: /on the map, nearest first/ })
const storeMarkers = (page: Page) => page.locator('.leaflet-marker-icon:not(.gd-map-shopper)')

/** The list once it holds the stores around Ikeja (the first answer may be for the default spot). */
async function waitForIkejaStores(page: Page): Promise<number> {
  const first = storeList(page).getByRole('listitem').first()
  const distance = async () => {
    const text = (await first.textContent({ timeout: 15_000 })) ?? ''
    return Number.parseFloat(/([\d.]+) km/.exec(text)?.[1] ?? 'NaN')
  }
  await expect.poll(distance, { timeout: 20_000 }).toBeLessThan(3)
  return storeList(page).getByRole('listitem').count()
}

/** Every JS and CSS file the map's lazy canvas brings, as the build's manifest names them. */
function mapCanvasFiles(): string[] {
  type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const canvasKey = Object.keys(manifest).find((key) => key.endsWith('src/features/map/map-canvas.tsx'))
  if (!canvasKey) throw new Error('No map-canvas chunk in dist/.vite/manifest.json')
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return
    into.add(key)
    for (const dep of manifest[key]?.imports ?? []) collect(dep, into)
  }
  // The canvas and what it imports statically, minus chunks other code needs too (the shell's,
  // shared UI such as the rating stars).
  const own = new Set<string>()
  collect(canvasKey, own)
  const shared = new Set<string>()
  for (const key of Object.keys(manifest)) if (!own.has(key)) collect(key, shared)
  return [...own]
    .filter((key) => !shared.has(key))
    .flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])])
}

describe('the map', () => {
  it('shows the stores around the shopper as pins and as a list, with no map tiles', async () => {
    const { page, close } = await openAsShopperInIkeja('/map')
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Map')
      const listed = await waitForIkejaStores(page)
      expect(listed).toBeGreaterThan(5)

      const map = page.getByRole('region', { name: /^Map of stores near / })
      await expect.poll(() => map.count()).toBe(1)
      // One pin per listed store, plus the shopper's own.
      await expect.poll(() => storeMarkers(page).count()).toBe(listed)
      await expect.poll(() => page.locator('.gd-map-shopper').count()).toBe(1)
      // The list names each store with its distance and a link to its store front.
      const first = storeList(page).getByRole('listitem').first()
      expect(await first.getByRole('link').getAttribute('href')).toMatch(/^\/store-front-details\/[a-z0-9-]+$/)
    } finally {
      await close()
    }
  })

  it('narrows the pins and the list to restaurants, and keeps the choice in the address', async () => {
    const { page, close } = await openAsShopperInIkeja('/map')
    try {
      const everything = await waitForIkejaStores(page)
      await page.getByRole('radio', { name: 'Restaurant' }).check()
      await page.waitForURL(/\/map\?place_type=Restaurant$/)

      await expect.poll(() => storeList(page).getByRole('listitem').count()).toBeLessThan(everything)
      const restaurants = await storeList(page).getByRole('listitem').count()
      expect(restaurants).toBeGreaterThan(0)
      const kinds = await storeList(page).getByRole('listitem').locator('p').allTextContents()
      expect(kinds).toHaveLength(restaurants)
      for (const kind of kinds) expect(kind).toMatch(/^Restaurant/)
      await expect.poll(() => storeMarkers(page).count()).toBe(restaurants)

      // Back returns to every place type.
      await page.goBack()
      await page.waitForURL(/\/map$/)
      await expect.poll(() => page.getByRole('radio', { name: 'All' }).isChecked()).toBe(true)
      await expect.poll(() => storeList(page).getByRole('listitem').count()).toBe(everything)
    } finally {
      await close()
    }
  })

  it("opens a store front from a pin's popup", async () => {
    const { page, close } = await openAsShopperInIkeja('/map?place_type=Restaurant')
    try {
      await waitForIkejaStores(page)
      const name = (await storeList(page).getByRole('listitem').nth(1).getByRole('link').textContent()) ?? ''
      expect(name).not.toBe('')
      // Pins may sit on top of each other; the popup is what is under test.
      await page.locator(`.leaflet-marker-icon[title="${name}"]`).dispatchEvent('click')
      const popup = page.locator('.leaflet-popup')
      await expect.poll(() => popup.textContent()).toContain(name)
      await expect.poll(() => popup.getByLabel(/^Rated \d\.\d out of 5$/).count()).toBe(1)

      await popup.getByRole('link', { name: /View store/ }).click()
      await page.waitForURL(/\/store-front-details\/[a-z0-9-]+$/)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(name)
    } finally {
      await close()
    }
  })

  it('is downloaded only when the map is opened: the home page never fetches Leaflet', async () => {
    const canvasFiles = mapCanvasFiles()
    expect(canvasFiles.some((file) => file.endsWith('.js'))).toBe(true)
    expect(canvasFiles.some((file) => file.endsWith('.css'))).toBe(true)

    const context = await shopperInIkeja()
    await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
    const page = await context.newPage()
    // Requests of the page itself, from the first one on (the service worker's precaching in
    // the background is not the page's doing).
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    try {
      await page.goto('/')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 }).toBeGreaterThan(0)
      await page.waitForLoadState('networkidle')
      const leaflet = requested.filter(
        (path) => /leaflet/i.test(path) || canvasFiles.some((file) => path.endsWith(`/${file}`)),
      )
      expect(leaflet).toEqual([])

      // Opening the map from the nav bar is what brings the canvas in.
      await page.getByRole('banner').getByRole('link', { name: 'Map', exact: true }).first().click()
      await page.waitForURL(/\/map$/)
      await expect.poll(() => page.locator('.leaflet-container').count(), { timeout: 15_000 }).toBe(1)
      expect(requested.some((path) => canvasFiles.some((file) => path.endsWith(`/${file}`)))).toBe(true)
    } finally {
      await context.close()
    }
  })
})
