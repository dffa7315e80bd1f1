// Carts, quotes and orders for the checkout's contract tests (docs/history.md#issue-21): the server's clock is
// set to a moment in Lagos, and an order is built from what a quote said, as the app does.
import type { Quote } from '../../contract/quote'
import type { TestServer } from './support'
import { TEST_START } from '../support/test-clock'

export { lagos } from '../support/test-clock'

/** Tuesday noon in Lagos (where the run's clock starts): every seeded store but the lounges (4pm – 2am) is open. */
export const TUESDAY_NOON = TEST_START

/** Kilometres per degree of latitude on the sphere server/database/index.ts's haversineKm uses. */
const KM_PER_DEGREE = (6371 * Math.PI) / 180

export type SeedStore = {
  id: number
  name_of_business: string
  latitude: number
  longitude: number
  opening_hours: string
  place_type: string
  delivery_time_minutes: number
}
export type SeedItem = {
  id: number
  kind: string
  title: string
  price: number
  discounted_price: number | null
  valid_from: string | null
  valid_until: string | null
  store_id: number
  menu_item_id: number | null
}

/** A point `km` north of the store (the distance the server computes, to 0.01 km). */
export const northOf = (store: SeedStore, km: number) => ({
  latitude: store.latitude + km / KM_PER_DEGREE,
  longitude: store.longitude,
})

/** Seeded stores open at `hours` (the opening hours text), straight from the database. */
export function storesWithHours(server: TestServer, hours: string): SeedStore[] {
  return server.db.prepare('SELECT * FROM stores WHERE opening_hours = ? ORDER BY id').all(hours) as SeedStore[]
}

export function menuOf(server: TestServer, storeId: number): SeedItem[] {
  return server.db
    .prepare("SELECT * FROM items WHERE store_id = ? AND kind = 'menu' ORDER BY id")
    .all(storeId) as SeedItem[]
}

export function itemsOf(server: TestServer, kind: string): SeedItem[] {
  return server.db.prepare('SELECT * FROM items WHERE kind = ? ORDER BY id').all(kind) as SeedItem[]
}

export type CartLine = { id: number; quantity: number; unit_price?: number }
export type QuoteBody = {
  restaurant: number
  items: CartLine[]
  fulfilment?: 'delivery' | 'pickup'
  latitude?: number
  longitude?: number
}

export async function quote(server: TestServer, body: QuoteBody, token?: string) {
  return server.call('POST', '/sales/sales-quote', { body, token })
}

/** The order the app sends after `quoted`: the cart as quoted, and the quote's amounts. */
export function orderFrom(cart: QuoteBody, quoted: Quote) {
  return {
    ...cart,
    fulfilment: quoted.fulfilment,
    phone_number: '+234 803 555 0101',
    shipping_address:
      quoted.fulfilment === 'pickup' ? `Pick up at ${quoted.store.address}` : '12 Bode Thomas Street, Surulere, Lagos',
    email: 'tola@example.ng',
    vat: quoted.vat,
    service_charge: quoted.service_charge,
    delivery_fee: quoted.delivery_fee,
    total_amount_payable: quoted.total_amount_payable,
    total_amount_payable_to_business: quoted.total_amount_payable_to_business,
  }
}

/** Quotes `cart`, then sends the order the quote priced, as `token`'s shopper. */
export async function quoteAndOrder(server: TestServer, token: string, cart: QuoteBody) {
  const quoted = await quote(server, cart)
  if (quoted.status !== 200) throw new Error(`quote failed: ${JSON.stringify(quoted.json)}`)
  const body = orderFrom(cart, quoted.json.data as Quote)
  const created = await server.call('POST', '/sales/sales-create', { token, body })
  return { quoted: quoted.json.data as Quote, body, created }
}

/** Pays an order on the test payment page, as the shopper does. */
export async function pay(server: TestServer, data: { reference: string; access_code: string }) {
  const paid = await fetch(`${server.base}/pay/${data.reference}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ access_code: data.access_code }),
    redirect: 'manual',
  })
  if (paid.status !== 303) throw new Error(`payment failed: ${paid.status}`)
}
