// Installing GidiDeals and getting its updates: Chromium finds nothing missing to install it,
// the get-the-app page offers what this browser can do, and a new version waits for the
// shopper's say-so before it takes over.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devices } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  baseUrl,
  launchBrowser,
  launchPersistentPhone,
  openPage,
  SHARING_IKEJA,
  viewports,
  waitForWorkerControl,
} from './support/browser'
import { serveDir } from './support/serve-dir'
import { repoRoot, startServer } from './support/server'
import { testTempDir } from '../support/temp-dirs'
import { uniqueTag } from '../support/unique'

describe('installing the app', () => {
  it('Chromium reports no installability errors and reads the whole manifest', async () => {
    // Incognito contexts always report "in-incognito": installability needs a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'gidideals-profile-'))
    const context = await launchPersistentPhone(profile, {
      viewport: viewports.mobile,
      baseURL: baseUrl(),
      serviceWorkers: 'allow',
    })
    try {
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/near-me')
      await waitForWorkerControl(page)

      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[]
      }
      expect(installabilityErrors).toEqual([])
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string }
      expect(manifest.errors).toEqual([])
      const data = JSON.parse(manifest.data ?? '{}') as {
        display?: string
        screenshots?: { src: string; sizes: string; form_factor: string }[]
        shortcuts?: { name: string }[]
      }
      expect(data.display).toBe('standalone')
      expect(data.shortcuts?.map((shortcut) => shortcut.name)).toEqual(['Near me', 'Marketplace', 'Cart'])
      expect(data.screenshots?.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])

      // Each screenshot is served, and is the size the manifest says.
      for (const shot of data.screenshots ?? []) {
        const size = await page.evaluate(async (src) => {
          const image = new Image()
          image.src = src
          await image.decode()
          return `${image.naturalWidth}x${image.naturalHeight}`
        }, shot.src)
        expect(size).toBe(shot.sizes)
      }
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('the get-the-app page says what works offline and how to install on this phone', async () => {
    const { page, close } = await openPage('/get-the-app', { viewport: 'mobile' })
    try {
      await page.getByRole('heading', { level: 1, name: 'Get the app' }).waitFor()
      await page.getByRole('heading', { name: 'Works when your network does not' }).waitFor()
      expect(await page.getByText('Your cart, kept on your phone.').count()).toBe(1)
    } finally {
      await close()
    }

    // On an iPhone there is no install prompt: the page explains Share → Add to Home Screen.
    const iphone = await (
      await launchBrowser()
    ).newContext({
      ...devices['iPhone 13'],
      baseURL: baseUrl(),
      serviceWorkers: 'block',
      // A refusal's toast would cover the menu button.
      ...SHARING_IKEJA,
    })
    try {
      await iphone.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      const page = await iphone.newPage()
      await page.goto('/get-the-app')
      await expect.poll(() => page.getByText(/tap Share, then Add to Home Screen/).count()).toBe(1)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Install app' }).waitFor()
    } finally {
      await iphone.close()
    }
  })

  it('offers nothing inside the installed app', async () => {
    const context = await (
      await launchBrowser()
    ).newContext({
      viewport: viewports.mobile,
      baseURL: baseUrl(),
      serviceWorkers: 'block',
      ...SHARING_IKEJA,
    })
    // Opened from the home screen: the display mode is standalone.
    await context.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window)
      window.matchMedia = (query) =>
        query.includes('display-mode: standalone')
          ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
          : matchMedia(query)
    })
    const { page, close } = await openPage('/get-the-app', { context })
    try {
      await page.getByText('You are using the installed app.').waitFor()
      expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0)
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await menu.getByRole('link', { name: 'Cart' }).waitFor()
      expect(await menu.getByText('Install app').count()).toBe(0)
    } finally {
      await close()
    }
  })
})

describe('a new version of the app', () => {
  it('waits for the shopper to press Update, then takes over and reloads', async () => {
    // A copy of what the servers serve (the worker on the run's clock) that this test can change under the running app.
    const staticDir = testTempDir('gidideals-dist-')
    cpSync(serveDir(join(repoRoot, 'dist')), staticDir, { recursive: true, dereference: true })
    const server = await startServer({ env: { STATIC_DIR: staticDir } })
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, serviceWorkers: 'allow' })
    try {
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      const page = await context.newPage()
      await page.goto(`${server.url}/marketplace`)
      await waitForWorkerControl(page)
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }))

      appendFileSync(join(staticDir, 'sw.js'), `\n// a new release ${uniqueTag()}\n`)
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())

      const banner = page.getByRole('region', { name: 'App update' })
      await banner.getByText('A new version of GidiDeals is ready.').waitFor()
      // The new worker waits: the page was not reloaded, and the old worker still controls it.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true)
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      )

      await banner.getByRole('button', { name: 'Update' }).click()
      await expect
        .poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true), { timeout: 20_000 })
        .toBe(false)
      await page.getByRole('heading', { level: 1, name: /marketplace/i }).waitFor()
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
          banner: document.body.textContent?.includes('A new version of GidiDeals is ready.'),
        }
      })
      expect(after).toEqual({ waiting: false, controlled: true, banner: false })
    } finally {
      await context.close()
      await server.stop()
      rmSync(staticDir, { recursive: true, force: true })
    }
  })
})
