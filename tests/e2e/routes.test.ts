import { describe, expect, it } from 'vitest'
import { sharedScreen, viewports } from './support/browser'

// Every route of the spec renders its own page (heading, bar, footer, title, no error logged):
// checked on each page the accessibility suite loads (support/accessibility-suite.ts), which
// loads each page once for both checks in both themes. The shell's service worker taking control
// on the first visit: offline-shell.test.ts, whose story starts with that visit.

// One desktop for the file's stories, a page each: none depends on what another stored.
const openPage = sharedScreen({ viewport: viewports.desktop })

describe('paths that are not pages', () => {
  it('a junk path shows the not-found page', async () => {
    const { page, errors, close } = await openPage('/no/such/page-here')
    try {
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toMatch(/not found|can.t find/i)
      await expect.poll(() => page.getByRole('link', { name: /near me/i }).count()).toBeGreaterThan(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('a detail path without an id leads to where such items are listed', async () => {
    const { page, close } = await openPage('/coupon-detail')
    try {
      await page.waitForURL(/\/marketplace\?tab=coupon$/)
      await page.goto('/store-front-details')
      await page.waitForURL(/\/near-me$/)
    } finally {
      await close()
    }
  })
})

describe('the shell', () => {
  it('signup and login send a shopper holding an access token to near me', async () => {
    const { page, close } = await openPage('/')
    try {
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('keyval-store')
            open.onupgradeneeded = () => open.result.createObjectStore('keyval')
            open.onsuccess = () => {
              const tx = open.result.transaction('keyval', 'readwrite')
              tx.objectStore('keyval').put('an-access-token', 'access')
              tx.oncomplete = () => resolve()
              tx.onerror = () => reject(tx.error)
            }
          }),
      )
      await page.goto('/login')
      await page.waitForURL(/\/near-me$/)
      await page.goto('/signup')
      await page.waitForURL(/\/near-me$/)
    } finally {
      await close()
    }
  })
})
