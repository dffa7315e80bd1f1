// docs/history.md#issue-22, item 3: orders had no per-account budget; one account could write orders as fast
// as it could send them. Now each account places at most 30 an hour (RATE_LIMITS.ordersPerUser),
// counted before the handler so a parallel burst cannot all pass, and given back when no order
// was written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Quote } from '../../contract/quote'
import { RATE_LIMITS } from '../../server/config'
import { menuOf, orderFrom, quote, storesWithHours, TUESDAY_NOON, type QuoteBody } from './checkout-support'
import { startTestServer, type TestServer } from './support'

let now = TUESDAY_NOON
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => now } })
})
afterAll(() => server.close())

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length

/** A pickup cart of one dish from a store open every day, and the order its quote priced. */
async function pricedOrder() {
  const store = storesWithHours(server, 'Daily 9am – 10pm')[0]!
  const dish = menuOf(server, store.id)[0]!
  const cart: QuoteBody = {
    restaurant: store.id,
    items: [{ id: dish.id, quantity: 1, unit_price: dish.price }],
    fulfilment: 'pickup',
  }
  const quoted = await quote(server, cart)
  expect(quoted.status).toBe(200)
  return orderFrom(cart, quoted.json.data as Quote)
}

const place = (token: string, body: unknown) => server.call('POST', '/sales/sales-create', { token, body })

describe('orders per account', () => {
  it('a burst of 40 parallel orders from one account: 30 are placed, the rest get 429; others still order', async () => {
    const { limit } = RATE_LIMITS.ordersPerUser
    const body = await pricedOrder()
    const greedy = await server.shopper('greedy')
    const statuses = (await Promise.all(Array.from({ length: limit + 10 }, () => place(greedy.access, body)))).map(
      (answer) => answer.status,
    )
    expect(count(statuses, 201)).toBe(limit)
    expect(count(statuses, 429)).toBe(10)
    const placed = server.db.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?').get(greedy.id) as {
      n: number
    }
    expect(placed.n).toBe(limit)

    const other = await server.shopper('other-buyer')
    expect((await place(other.access, body)).status).toBe(201)

    // An hour on (13:00, still open), the account has its budget again.
    now = TUESDAY_NOON + RATE_LIMITS.ordersPerUser.windowMs
    expect((await place(greedy.access, await pricedOrder())).status).toBe(201)
    now = TUESDAY_NOON
  })

  it('a refused order (a price the server no longer quotes) spends nothing', async () => {
    const body = await pricedOrder()
    const careful = await server.shopper('careful')
    const stale = { ...body, total_amount_payable: body.total_amount_payable - 100 }
    for (let i = 0; i < RATE_LIMITS.ordersPerUser.limit + 2; i++)
      expect((await place(careful.access, stale)).status).toBe(409)
    expect((await place(careful.access, body)).status).toBe(201)
  })
})
