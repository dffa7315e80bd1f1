// The shoppers the journeys share: phones (360×740) with the service worker allowed and the
// beta notice already seen.
import type { BrowserContext, Page } from 'playwright-core'
import { launchBrowser, SHARING_IKEJA, viewports, waitForWorkerControl } from './browser'
import { logInDemoShopper, seedSession } from './session'

/** The shopper of the offline and outage tests: in Ikeja, sharing their position. */
export async function shopperInIkeja(): Promise<BrowserContext> {
  const context = await (
    await launchBrowser()
  ).newContext({
    viewport: viewports.mobile,
    ...SHARING_IKEJA,
    serviceWorkers: 'allow',
  })
  await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  return context
}

/** The store cards of Near me's list. */
export const nearMeCards = (page: Page) =>
  page.getByRole('region', { name: /^Showing \d+ of \d+ stores?/ }).getByRole('article')

/**
 * The demo shopper signed in on a phone. With `serviceWorkers: 'allow'` (the stories about the worker: offline, push),
 * the worker installs and controls the page first; otherwise it is blocked, as in every context that is not about it
 * (installing it precaches the whole build). With `notifications`, the phone is the full browser, which has them
 * (browser-config.ts).
 */
export async function signedInPhone(
  serverUrl: string,
  {
    serviceWorkers = 'block',
    notifications = false,
  }: { serviceWorkers?: 'allow' | 'block'; notifications?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await (
    await launchBrowser({ notifications })
  ).newContext({ viewport: viewports.mobile, baseURL: serverUrl, serviceWorkers })
  await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await seedSession(page, await logInDemoShopper(serverUrl))
  if (serviceWorkers === 'allow') await waitForWorkerControl(page)
  return { context, page, errors }
}
