// docs/api.md#store-orders: a shopper pays, and the store moves her order from another terminal with
// `npm run store -- advance`. The open confirmation page, following the order events stream, shows
// each step within 5 s, without a reload; My orders shows it too, and offline still shows "on the
// way" with the time it was last read. She has allowed notifications: each step also reaches her phone
// as a Web Push (docs/api.md#order-updates), at the loopback push service that stands in for the
// browser's (tests/e2e/support/push-manager.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPushService } from '../contract/push-service'
import { standInForPushManager } from './support/push-manager'
import { signedInPhone } from './support/shoppers'
import { runServerCommand, startServer, type RunningServer } from './support/server'
import { storeBySlug } from './support/stores'

const STORE_SLUG = 'jollof-republic'

let server: RunningServer
let push: Awaited<ReturnType<typeof startPushService>>
beforeAll(async () => {
  push = await startPushService()
  // Loopback push endpoints are a test flag, for the server and for the store command alike.
  server = await startServer({ env: { PUSH_LOOPBACK: '1' } })
}, 90_000)
afterAll(async () => {
  await server?.stop()
  await push?.close()
})

/** `npm run store -- …` in its own process, on the server's database, as another terminal would. */
const storeCommand = (...args: string[]) =>
  runServerCommand(server, 'server/store-api/store-command.ts', args, { PUSH_LOOPBACK: '1' })

describe('order status', () => {
  it('the store moves the order with its command; the open confirmation, My orders and her phone follow, offline too', async () => {
    const store = await storeBySlug(server.url, STORE_SLUG)
    const dish = store.menu_items[0]!
    const phone = push.subscription('order-status-phone')
    const { context, page, errors } = await signedInPhone(server.url, { serviceWorkers: 'allow', notifications: true })
    await context.grantPermissions(['notifications'], { origin: server.url })
    await standInForPushManager(context, phone)
    // The order events stream, as the page opens it (Server-Sent Events, docs/api.md#order-events).
    const streams: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/beta/sales/my-orders/events'))
        streams.push(`${response.status()} ${response.headers()['content-type'] ?? ''}`)
    })
    try {
      await page.goto(`/store-front-details/${STORE_SLUG}`)
      await page
        .getByRole('region', { name: 'Menu' })
        .getByRole('button', { name: `Add to cart — ${dish.name ?? dish.title}` })
        .click()
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().click()
      await page.getByRole('link', { name: /^Check out / }).click()
      const form = page.getByRole('form', { name: 'Delivery details' })
      await form.getByLabel('Phone number').fill('0803 123 4567')
      await form.getByLabel('Delivery address').fill('4 Admiralty Way, Lekki Phase 1')
      await page.getByRole('button', { name: /^Pay ₦/ }).click()
      await page.waitForURL(/\/beta\/pay\/GD-/)
      // Notifications are allowed: the confirmation keeps this phone for her order updates, asking nothing.
      const kept = page.waitForResponse((response) => response.url().endsWith('/beta/push/order-updates'))
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      const reference = new URL(page.url()).searchParams.get('reference')!

      const steps = page.getByRole('region', { name: 'Order status' })
      await steps.getByText(`Order placed · waiting for ${store.name_of_business} to accept it`).waitFor()
      expect((await kept).status()).toBe(204)
      expect(await page.evaluate(() => (window as unknown as { __permissionAsked: number }).__permissionAsked)).toBe(0)

      // The store's side, from another terminal: its open orders, then one step at a time.
      expect(await storeCommand('orders', STORE_SLUG)).toContain(reference)
      for (const step of ['accepted', 'preparing', 'on_the_way'])
        expect(await storeCommand('advance', reference, step)).toContain(`Moved ${reference}`)
      const started = performance.now()
      await steps
        .getByRole('status')
        .filter({ hasText: `${store.name_of_business} accepted your order · on the way` })
        .waitFor({ timeout: 5_000 })
      expect(performance.now() - started).toBeLessThan(5_000)
      expect(await steps.locator('[aria-current="step"]').textContent()).toMatch(/^On the way/)
      expect(streams[0]).toMatch(/^200 text\/event-stream/)
      // Each step reached her phone as a push (the command waits for its sends), the last in these words.
      const pushes = await push.pushesTo(phone.endpoint, 3)
      expect(pushes.map((received) => (JSON.parse(received.text) as { step: string }).step)).toEqual([
        'accepted',
        'preparing',
        'on_the_way',
      ])
      expect(JSON.parse(pushes[2]!.text)).toEqual({
        order: reference,
        step: 'on_the_way',
        title: `Your order from ${store.name_of_business} is on the way`,
        body: `${store.name_of_business} accepted your order · on the way`,
        url: `/checkout?reference=${reference}`,
      })

      await page.getByRole('link', { name: 'My orders' }).click()
      await page.waitForURL(/\/orders$/)
      const card = page.getByRole('article', { name: store.name_of_business })
      await card.getByText(`${store.name_of_business} accepted your order · on the way`).waitFor()

      // Offline: the last status stays, with the time it was read; no spinner.
      await context.setOffline(true)
      await card.getByText(/You are offline: this is the last status we had, at/).waitFor()
      await card.getByText(`${store.name_of_business} accepted your order · on the way`).waitFor()
      expect(await page.getByText('Loading your orders…').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
