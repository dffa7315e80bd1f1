// docs/history.md#issue-14, item 9. The old server priced a deal at its discount whatever the day (an expired
// coupon still paid less), and its test payment page paid or declined any order for whoever
// knew the order's reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderAmounts } from '../support/prices'
import { TUESDAY_NOON } from './checkout-support'
import { startTestServer, type TestServer } from './support'

const day = 24 * 60 * 60_000
let now = TUESDAY_NOON
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => now } })
})
afterAll(() => server.close())

type Coupon = { id: number; price: number; discounted_price: number; valid_from: string; valid_until: string }

/** An order of one `coupon` for pickup (no fee), with the totals as they come out at `unit` naira. */
function orderAt(storeId: number, coupon: Coupon, unit: number) {
  const { vat, service_charge: service } = orderAmounts(unit)
  return {
    restaurant: storeId,
    items: [{ id: coupon.id, quantity: 1 }],
    fulfilment: 'pickup',
    phone_number: '+234 803 555 0101',
    shipping_address: 'Pick up at the store',
    vat,
    service_charge: service,
    total_amount_payable: unit + vat + service,
    total_amount_payable_to_business: unit,
    email: 'tola@example.ng',
  }
}

/** A discounted coupon of a store open all day every day, so any day's noon finds it open. */
async function someCoupon() {
  const list = (await server.call('GET', '/api/coupon-items-all-aws')).json.data.results as Array<
    Coupon & { store: { id: number } }
  >
  const daily = new Set(
    (
      server.db.prepare("SELECT id FROM stores WHERE opening_hours = 'Daily 9am – 10pm'").all() as Array<{ id: number }>
    ).map((store) => store.id),
  )
  const coupon = list.find((item) => item.discounted_price < item.price && daily.has(item.store.id))
  if (!coupon) throw new Error('the seed has no discounted coupon')
  return coupon
}

describe('deal prices by their days', () => {
  it('prices a deal at its discount only from valid_from to valid_until (Lagos days)', async () => {
    const shopper = await server.shopper('pricing')
    const coupon = await someCoupon()
    const create = (unit: number) =>
      server.call('POST', '/sales/sales-create', {
        token: shopper.access,
        body: orderAt(coupon.store.id, coupon, unit),
      })
    const lagosNoon = (date: string) => Date.parse(`${date}T11:00:00Z`)

    now = lagosNoon(coupon.valid_until)
    expect((await create(coupon.discounted_price)).status).toBe(201)

    // The day after the last valid day: the full price, and the discounted totals are refused.
    now = lagosNoon(coupon.valid_until) + day
    const late = await create(coupon.discounted_price)
    expect(late.status).toBe(409)
    expect(late.json).toMatchObject({ code: 'quote_changed' })
    const full = await create(coupon.price)
    expect(full.status).toBe(201)
    expect(full.json.data.order.items[0].unit_price).toBe(coupon.price)

    // The day before it starts, likewise.
    now = lagosNoon(coupon.valid_from) - day
    expect((await create(coupon.discounted_price)).status).toBe(409)
    expect((await create(coupon.price)).status).toBe(201)
    now = TUESDAY_NOON
  })
})

describe('the test payment page', () => {
  it('pays or declines an order only with its access code, never by the reference alone', async () => {
    const shopper = await server.shopper('payer')
    const coupon = await someCoupon()
    const created = await server.call('POST', '/sales/sales-create', {
      token: shopper.access,
      body: orderAt(coupon.store.id, coupon, coupon.discounted_price),
    })
    const { reference, authorization_url, access_code } = created.json.data
    const status = () =>
      (server.db.prepare('SELECT status FROM orders WHERE reference = ?').get(reference) as { status: string }).status

    // Someone who learnt the reference (a screenshot, a shared link without its code).
    for (const action of ['pay', 'decline']) {
      for (const body of [undefined, new URLSearchParams({ access_code: 'x'.repeat(43) })]) {
        const forged = await fetch(`${server.base}/pay/${reference}/${action}`, {
          method: 'POST',
          body,
          redirect: 'manual',
        })
        expect(forged.status).toBe(404)
      }
    }
    expect(status()).toBe('pending')
    const bare = await fetch(`${server.base}/pay/${reference}`)
    expect(bare.status).toBe(404)
    expect(await bare.text()).not.toContain(shopper.email)
    // Another order's code does not open this one.
    const other = await server.call('POST', '/sales/sales-create', {
      token: shopper.access,
      body: orderAt(coupon.store.id, coupon, coupon.discounted_price),
    })
    const crossed = await fetch(`${server.base}/pay/${reference}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ access_code: other.json.data.access_code }),
      redirect: 'manual',
    })
    expect(crossed.status).toBe(404)
    expect(status()).toBe('pending')

    // The shopper, sent to authorization_url, sees the page and pays.
    const page = await fetch(`${server.url}${authorization_url}`)
    expect(page.status).toBe(200)
    // Its address holds the code: the checkout page it returns to is not told it.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const paid = await fetch(`${server.base}/pay/${reference}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ access_code }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(status()).toBe('paid')
  })
})
