// The shopper of the offline and outage tests: a phone (360×740) in Ikeja that shares its
// position, with the service worker allowed and the beta notice already seen.
import type { BrowserContext, Page } from 'playwright-core'
import { launchBrowser, viewports } from './browser'

const IKEJA = { latitude: 6.6018, longitude: 3.3515 }

export async function shopperInIkeja(): Promise<BrowserContext> {
  const context = await (
    await launchBrowser()
  ).newContext({
    viewport: viewports.mobile,
    geolocation: IKEJA,
    permissions: ['geolocation'],
    serviceWorkers: 'allow',
  })
  await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  return context
}

/** The store cards of Near me's list. */
export const nearMeCards = (page: Page) =>
  page.getByRole('region', { name: /^Showing \d+ of \d+ stores?/ }).getByRole('article')
