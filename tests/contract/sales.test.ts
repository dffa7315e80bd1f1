import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderTotals } from '../../contract/pricing'
import { orderAmounts } from '../support/prices'
import { menuOf, storesWithHours, TUESDAY_NOON } from './checkout-support'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  // Tuesday noon in Lagos: the store below is open (a closed one refuses orders).
  server = await startTestServer({ server: { clock: () => TUESDAY_NOON } })
})
afterAll(() => server.close())

/** An order of two lines delivered to the store's own door: the first distance band, ₦500. */
async function orderFor(shopper: { access: string }) {
  const [store] = storesWithHours(server, 'Mon – Sat 8am – 9pm')
  if (!store) throw new Error('the seed has no store open on weekdays')
  const [a, b] = menuOf(server, store.id)
  if (!a || !b) throw new Error('the store has fewer than two menu items')
  const subtotal = a.price * 2 + b.price
  const fee = subtotal >= 20_000 ? 0 : 500
  const { vat, service_charge: service } = orderAmounts(subtotal, fee)
  return {
    shopper,
    store,
    body: {
      restaurant: store.id,
      items: [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ],
      phone_number: '+234 803 555 0101',
      shipping_address: '12 Bode Thomas Street, Surulere, Lagos',
      latitude: store.latitude,
      longitude: store.longitude,
      vat,
      service_charge: service,
      delivery_fee: fee,
      total_amount_payable: subtotal + vat + service + fee,
      total_amount_payable_to_business: subtotal + fee,
      email: 'tola@example.ng',
    },
  }
}

describe('sales', () => {
  it('creates an order, pays on the test page and verifies once', async () => {
    const shopper = await server.shopper()
    const { body } = await orderFor(shopper)
    const created = await server.call('POST', '/sales/sales-create', { token: shopper.access, body })
    expect(created.status).toBe(201)
    const { reference, authorization_url, access_code } = created.json.data
    expect(authorization_url).toBe(`/beta/pay/${reference}?access_code=${access_code}`)
    expect(created.json.data.order).toMatchObject({
      total_amount_payable: body.total_amount_payable,
      status: 'pending',
    })

    expect(
      await server.call('POST', '/sales/sales-verify', { token: shopper.access, body: { reference } }),
    ).toMatchObject({ status: 400, json: { message: 'Payment not completed' } })

    const page = await fetch(`${server.url}${authorization_url}`)
    const html = await page.text()
    expect(html).toContain('Pay')
    expect(html).toContain('Decline')
    expect(html).toContain('₦')
    // Its own policy: inline styles, and no script at all.
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('content-security-policy')).not.toContain('script-src')
    // The page's Pay button posts its form, which carries the order's access code.
    expect(html).toContain(`name="access_code" value="${access_code}"`)
    const paid = await fetch(`${server.url}/beta/pay/${reference}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ access_code }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`/checkout?reference=${reference}`)

    const verified = await server.call('POST', '/sales/sales-verify', { token: shopper.access, body: { reference } })
    expect(verified).toMatchObject({ status: 200, json: { message: 'Payment verified', data: { status: 'success' } } })
    const fulfilledAt = verified.json.data.order.fulfilled_at
    expect(fulfilledAt).toEqual(expect.any(String))
    const again = await server.call('POST', '/sales/sales-verify', { token: shopper.access, body: { reference } })
    expect(again.json.data.order.fulfilled_at).toBe(fulfilledAt)
  })

  it('reports a declined payment', async () => {
    const shopper = await server.shopper()
    const { body } = await orderFor(shopper)
    const { reference, access_code } = (
      await server.call('POST', '/sales/sales-create', { token: shopper.access, body })
    ).json.data
    await fetch(`${server.url}/beta/pay/${reference}/decline`, {
      method: 'POST',
      body: new URLSearchParams({ access_code }),
      redirect: 'manual',
    })
    expect(
      await server.call('POST', '/sales/sales-verify', { token: shopper.access, body: { reference } }),
    ).toMatchObject({ status: 400, json: { message: 'Payment was declined' } })
    // Another shopper cannot see this order.
    const other = await server.shopper()
    expect(
      (await server.call('POST', '/sales/sales-verify', { token: other.access, body: { reference } })).status,
    ).toBe(404)
  })

  it('recomputes totals: a mismatch or another store is refused with the quote, malformed input is a 400', async () => {
    const shopper = await server.shopper()
    const { body, store } = await orderFor(shopper)
    const cheaper = await server.call('POST', '/sales/sales-create', {
      token: shopper.access,
      body: { ...body, total_amount_payable: body.total_amount_payable - 1000 },
    })
    expect(cheaper.status).toBe(409)
    expect(cheaper.json).toMatchObject({ code: 'quote_changed', changes: [] })
    expect(cheaper.json.message).toMatch(/^Prices changed since your cart was priced: The total changed\./)
    // The old wording, which named no line and no amount a shopper could act on, is gone.
    expect(cheaper.json.message).not.toMatch(/does not match/)
    const subtotal = body.total_amount_payable_to_business - body.delivery_fee
    expect(cheaper.json.quote.total_amount_payable).toBe(orderTotals(subtotal, body.delivery_fee).total)

    const [otherStore] = storesWithHours(server, 'Daily 9am – 10pm').filter((other) => other.id !== store.id)
    if (!otherStore) throw new Error('the seed has no second store')
    const foreign = await server.call('POST', '/sales/sales-create', {
      token: shopper.access,
      body: { ...body, restaurant: otherStore.id, latitude: otherStore.latitude, longitude: otherStore.longitude },
    })
    expect(foreign.status).toBe(409)
    expect(foreign.json.changes.map((line: { state: string }) => line.state)).toEqual(['gone', 'gone'])
    expect(
      (await server.call('POST', '/sales/sales-create', { token: shopper.access, body: { ...body, items: [] } }))
        .status,
    ).toBe(400)
    expect(
      (await server.call('POST', '/sales/sales-create', { token: shopper.access, body: { ...body, phone_number: '' } }))
        .json.message,
    ).toBe('Phone Number is required.')
    expect((await server.call('POST', '/sales/sales-create', { body })).status).toBe(401)
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(shopper.id)).toEqual({ n: 0 })
  })
})
