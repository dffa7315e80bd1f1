// Collects the page's Content-Security-Policy violations, so a test can require there were none.
import type { BrowserContext, Page } from 'playwright-core'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

/** From now on, every page of `context` records its violations as "directive blocked-uri". */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}

/** The violations `page` has recorded so far. */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? [])
}
