// At 3:49 am in Lagos most stores are closed. A shopper on the home page reads "Closed" on the
// deal card of each closed store before adding (not first at the cart), and on no card of a store
// that is open; the store's hours come with each deal from the server, read on the one clock.
import Database from 'better-sqlite3'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openingLabel } from '../../contract/opening-hours'
import { launchBrowser, openPage, setPhoneTime, SHARING_IKEJA, viewports } from './support/browser'
import { startServer, type RunningServer } from './support/server'
import { lagos } from '../support/test-clock'

const night = new Date(lagos('2026-11-24T03:49:00'))

describe('deal cards at 3:49 am', () => {
  let server: RunningServer
  let context: BrowserContext | undefined
  let hours: Map<string, string>

  beforeAll(async () => {
    server = await startServer({ env: { GIDIDEALS_NOW: night.toISOString() } })
    const db = new Database(server.databasePath, { readonly: true, fileMustExist: true })
    try {
      const stores = db.prepare('SELECT name_of_business, opening_hours FROM stores').all() as Array<{
        name_of_business: string
        opening_hours: string
      }>
      hours = new Map(stores.map((store) => [store.name_of_business, store.opening_hours]))
    } finally {
      db.close()
    }
    context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: server.url, ...SHARING_IKEJA })
    await setPhoneTime(context, night)
  }, 120_000)

  afterAll(async () => {
    await context?.close()
    await server?.stop()
  })

  it('the home page marks each hot deal of a closed store Closed, and none of an open one', async () => {
    const { page, errors } = await openPage('/', { context })
    const hot = page.getByRole('region', { name: 'Hot deals' })
    await hot.getByText('Closed', { exact: true }).first().waitFor()
    const cards = await hot.getByRole('article').all()
    expect(cards.length).toBeGreaterThan(0)
    let closed = 0
    for (const card of cards) {
      const text = (await card.textContent()) ?? ''
      // The longest name the card holds ("Mama Put Yaba", not "Mama Put").
      const store = [...hours.keys()].sort((a, b) => b.length - a.length).find((name) => text.includes(name))
      if (!store) throw new Error(`No seeded store is named on the card "${text}"`)
      const open = openingLabel(hours.get(store), night)?.open ?? true
      if (!open) closed++
      expect({ store, closedTag: (await card.getByText('Closed', { exact: true }).count()) > 0 }).toEqual({
        store,
        closedTag: !open,
      })
    }
    expect(closed).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
})
