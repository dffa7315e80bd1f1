// A shared phone (docs/history.md#issue-21): Amaka pays for a dish and logs out; nothing of hers is left in
// localStorage, IndexedDB or the worker's caches. Bayo logs in on the same phone: checkout is
// not prefilled with her phone, address or email (his own email is there), and My orders shows
// none of her orders. He logs out with no signal while the phone's storage is busy: the next
// start finishes the logout, and nothing of his is left either. Amaka, on another phone, finds
// her order in My orders: it comes from her account, not from the phone she paid on.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, viewports, waitForApp, waitForWorkerControl } from './support/browser'
import { newShopper } from './support/new-shopper'
import { holdIndexedDbBusy, seedSession, type Session } from './support/session'
import { startServer, type RunningServer } from './support/server'
import { storeBySlug } from './support/stores'

const STORE_SLUG = 'jollof-republic'
// Not the app's own example number (0803 123 4567), which the precached scripts hold for everyone.
const AMAKA_PHONE = '0809 555 0142'
const AMAKA_ADDRESS = '4 Admiralty Way, Lekki Phase 1'
const BAYO_PHONE = '0809 555 0177'
const BAYO_ADDRESS = '21 Awolowo Road, Ikoyi'

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

/** A phone; the shared one runs the service worker, whose caches must keep nothing of a shopper either. */
async function phone(
  serviceWorkers: 'allow' | 'block',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await (
    await launchBrowser()
  ).newContext({ viewport: viewports.mobile, baseURL: server.url, serviceWorkers })
  await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  if (serviceWorkers === 'allow') await waitForWorkerControl(page)
  return { context, page, errors }
}

/** Signs `shopper` in on this phone the way the app remembers a login, and reloads. */
async function logIn(page: Page, shopper: Session): Promise<void> {
  await seedSession(page, shopper)
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('button', { name: shopper.user.first_name }).waitFor()
}

/** A second login of the same account (another phone's own tokens). */
async function newLogin(email: string, password: string): Promise<Session> {
  const response = await fetch(`${server.url}/beta/account/app-user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Session
}

async function openCheckoutWith(page: Page, dish: string): Promise<void> {
  await page.goto(`/store-front-details/${STORE_SLUG}`)
  await page
    .getByRole('region', { name: 'Menu' })
    .getByRole('button', { name: `Add to cart — ${dish}` })
    .click()
  await page.getByRole('link', { name: 'Cart, 1 item' }).first().click()
  await page.getByRole('link', { name: /^Check out / }).click()
}

/** Everything the page's origin keeps: localStorage, every IndexedDB database and store, every cache's bodies. */
function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = []
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!
      parts.push(`local ${key}=${localStorage.getItem(key)}`)
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const storeName of Array.from(db.objectStoreNames)) {
        const [keys, values] = await Promise.all(
          ['getAllKeys', 'getAll'].map(
            (method) =>
              new Promise<unknown[]>((resolve, reject) => {
                const objectStore = db.transaction(storeName).objectStore(storeName)
                const request = method === 'getAll' ? objectStore.getAll() : objectStore.getAllKeys()
                request.onsuccess = () => resolve(request.result as unknown[])
                request.onerror = () => reject(request.error)
              }),
          ),
        )
        parts.push(`idb ${name}/${storeName} ${JSON.stringify(keys)} ${JSON.stringify(values)}`)
      }
      db.close()
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        const type = response?.headers.get('content-type') ?? ''
        const body = response && /json|text|html|javascript/.test(type) ? await response.text() : ''
        parts.push(`cache ${cacheName} ${request.url} ${body}`)
      }
    }
    return parts.join('\n')
  })
}

describe('a shared phone', () => {
  it('keeps nothing of the last shopper after a logout, even one cut short, and My orders comes from the account', async () => {
    const store = await storeBySlug(server.url, STORE_SLUG)
    const first = store.menu_items[0]!
    const dish = first.name ?? first.title ?? 'Menu item'
    const amaka = await newShopper(server.url, 'Amaka')
    const bayo = await newShopper(server.url, 'Bayo')
    const shared = await phone('allow')
    const other = await phone('block')
    try {
      const { page } = shared
      // Amaka pays for a dish; checkout starts with her account's email.
      await logIn(page, amaka)
      await openCheckoutWith(page, dish)
      const form = page.getByRole('form', { name: 'Delivery details' })
      expect(await form.getByLabel('Email').inputValue()).toBe(amaka.user.email)
      await form.getByLabel('Phone number').fill(AMAKA_PHONE)
      await form.getByLabel('Delivery address').fill(AMAKA_ADDRESS)
      await page.getByRole('button', { name: /^Pay ₦/ }).click()
      await page.waitForURL(/\/beta\/pay\/GD-/)
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      const reference = new URL(page.url()).searchParams.get('reference')!
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor()
      await page.getByRole('status').filter({ hasText: 'Payment verified' }).waitFor()

      // Her order in My orders, from her account: the saved copy is on the phone now.
      await page.getByRole('link', { name: 'My orders' }).click()
      await page.getByRole('article', { name: store.name_of_business }).getByText(reference).waitFor()
      const tokens = await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve) => {
          const request = indexedDB.open('keyval-store')
          request.onsuccess = () => resolve(request.result)
        })
        const read = (key: string) =>
          new Promise<unknown>((resolve) => {
            const request = db.transaction('keyval').objectStore('keyval').get(key)
            request.onsuccess = () => resolve(request.result)
          })
        return [await read('access'), await read('refresh')] as string[]
      })
      expect(tokens.every((token) => typeof token === 'string' && token.length > 20)).toBe(true)
      const traces = [
        amaka.user.email,
        AMAKA_PHONE,
        AMAKA_PHONE.replaceAll(' ', ''),
        AMAKA_ADDRESS,
        reference,
        ...tokens,
      ]
      expect(await everythingStored(page)).toContain(amaka.user.email)

      // She logs out: nothing of hers is left anywhere the phone keeps things.
      await page.getByRole('button', { name: 'Amaka' }).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect.poll(() => page.getByText('You are logged out.').count()).toBe(1)
      await expect
        .poll(async () => {
          const stored = await everythingStored(page)
          return traces.filter((trace) => stored.includes(trace))
        })
        .toEqual([])
      // A reload brings nothing of hers back either (the query cache's saved copy included).
      await page.reload()
      await waitForApp(page)
      const afterReload = await everythingStored(page)
      expect(traces.filter((trace) => afterReload.includes(trace))).toEqual([])

      // Signed out, My orders shows nothing and asks to log in.
      await page.goto('/orders')
      await page.getByRole('group', { name: 'Log in to see your orders' }).waitFor()
      expect(await page.getByText(reference).count()).toBe(0)

      // Bayo logs in on the same phone: his own email, none of her details.
      await logIn(page, bayo)
      await openCheckoutWith(page, dish)
      const his = page.getByRole('form', { name: 'Delivery details' })
      expect(await his.getByLabel('Email').inputValue()).toBe(bayo.user.email)
      expect(await his.getByLabel('Phone number').inputValue()).toBe('')
      expect(await his.getByLabel('Delivery address').inputValue()).toBe('')

      await his.getByLabel('Phone number').fill(BAYO_PHONE)
      await his.getByLabel('Delivery address').fill(BAYO_ADDRESS)
      await expect.poll(async () => (await everythingStored(page)).includes(BAYO_ADDRESS)).toBe(true)

      await page.goto('/orders')
      await page.getByText('No orders yet').waitFor()
      expect(await page.getByText(reference).count()).toBe(0)
      expect(await page.getByText(AMAKA_ADDRESS).count()).toBe(0)

      // He logs out with no signal (the server never hears of it, so his tokens still work), and
      // the phone's storage cannot finish the deletions before the next shopper opens the app.
      await shared.context.route('**/app-user/logout', (route) => route.abort('internetdisconnected'))
      await holdIndexedDbBusy(page)
      await page.getByRole('button', { name: 'Bayo' }).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByRole('button', { name: /Account/ }).waitFor()
      await shared.context.unrouteAll()
      await page.goto('/')
      await waitForApp(page)

      // The next start finishes what the logout began: signed out, nothing of his stored.
      await page.getByRole('button', { name: /Account/ }).waitFor()
      expect(await page.getByRole('button', { name: 'Bayo' }).count()).toBe(0)
      await expect
        .poll(async () => {
          const stored = await everythingStored(page)
          return [bayo.user.email, BAYO_PHONE, BAYO_ADDRESS, bayo.access, bayo.refresh].filter((trace) =>
            stored.includes(trace),
          )
        })
        .toEqual([])

      // Amaka on another phone: her order is there, from her account.
      await logIn(other.page, await newLogin(amaka.user.email, amaka.password))
      await other.page.goto('/orders')
      const order = other.page.getByRole('article', { name: store.name_of_business })
      await order.getByText(reference).waitFor()
      await order.getByText('Paid', { exact: true }).waitFor()
      await order.getByText(AMAKA_ADDRESS).waitFor()
      expect(shared.errors).toEqual([])
      expect(other.errors).toEqual([])
    } finally {
      await shared.context.close()
      await other.context.close()
    }
  })
})
