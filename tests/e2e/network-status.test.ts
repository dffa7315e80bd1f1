// A shopper in a Lagos dead spot: the server goes away while they read a coupon. They like it
// anyway; a quiet banner says the app can't reach GidiDeals, and the like waits. When the
// server is back, the like goes out once and a toast says so. With the data saver on,
// pictures wait for a tap (the worker, in their path, installed once for both).
import { describe, expect, it } from 'vitest'
import { launchBrowser, viewports, waitForWorkerControl } from './support/browser'
import { startServer, type RunningServer } from './support/server'
import { logInDemoShopper, seedSession, type Session } from './support/session'

type Activities = { coupon_likes: Array<{ id: number; likes: number }> }

const logIn = (server: RunningServer): Promise<Session> => logInDemoShopper(server.url)

async function likes(server: RunningServer, access: string): Promise<number[]> {
  const response = await fetch(`${server.url}/beta/account/app-user/data-jwt`, {
    headers: { Authorization: `Bearer ${access}` },
  })
  return ((await response.json()) as Activities).coupon_likes.map((like) => like.likes)
}

async function untouchedCoupon(server: RunningServer, access: string): Promise<{ id: number; title: string }> {
  const response = await fetch(`${server.url}/beta/api/coupon-items-all-aws`)
  const { data } = (await response.json()) as { data: { results: Array<{ id: number; title: string }> } }
  const liked = new Set(await likes(server, access))
  const coupon = data.results.find((item) => !liked.has(item.id))
  if (!coupon) throw new Error('The seeded data has no coupon left to like')
  return coupon
}

describe('network status', () => {
  it('a like made while the server is down waits, shows in the banner, and is sent once it is back; with the data saver on, pictures load only when tapped', async () => {
    let server = await startServer()
    // The worker allowed: it is in the path of the pictures the data saver holds back.
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, serviceWorkers: 'allow' })
    try {
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      const session = await logIn(server)
      const coupon = await untouchedCoupon(server, session.access)
      const page = await context.newPage()
      await page.goto(`${server.url}/about-us`)
      await seedSession(page, session)
      await page.goto(`${server.url}/coupon-detail/${coupon.id}`)
      await waitForWorkerControl(page)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(coupon.title)
      const banner = page.getByTestId('network-status')
      expect(await banner.count()).toBe(0)

      await server.stop()
      await page.getByRole('button', { name: /^Like / }).click()
      await expect.poll(() => page.getByRole('button', { name: /^Liked / }).count()).toBe(1)
      await expect
        .poll(() => banner.getByRole('status').textContent(), { timeout: 15_000 })
        .toMatch(/can’t be reached.*likes and ratings are sent when you are back/)
      await expect.poll(() => banner.getByText('1 waiting to send').count()).toBe(1)
      await banner.getByText('1 waiting to send').click()
      await expect.poll(() => banner.getByRole('listitem').first().textContent()).toMatch(`Like · coupon #${coupon.id}`)

      server = await startServer({ port: server.port, databasePath: server.databasePath })
      await expect.poll(() => page.getByText('Sent 1 like.').count(), { timeout: 45_000 }).toBe(1)
      await expect.poll(() => banner.count()).toBe(0)
      expect((await likes(server, session.access)).filter((id) => id === coupon.id)).toEqual([coupon.id])

      // The data saver, turned on in the account page.
      await page.goto(`${server.url}/account`)
      const toggle = page.getByRole('switch', { name: 'Data saver' })
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')

      await page.goto(`${server.url}/marketplace`)
      const tapToLoad = page.getByRole('button', { name: /^Tap to load image/ })
      await expect.poll(() => tapToLoad.count(), { timeout: 15_000 }).toBeGreaterThan(0)
      const pictures = page.locator('main img')
      const before = await pictures.count()
      await tapToLoad.first().click()
      await expect.poll(() => pictures.count()).toBe(before + 1)
      expect(page.url()).toBe(`${server.url}/marketplace`)
    } finally {
      await context.close()
      await server.stop()
    }
  })
})
