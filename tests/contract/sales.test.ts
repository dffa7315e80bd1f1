import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function orderFor(shopper: { access: string }) {
  const store = (await server.call('GET', '/api/nearme-aws?latitude=6.6&longitude=3.35&page_size=1')).json.data
    .results[0]
  const menu = (await server.call('GET', `/api/nearme-single-store-aws/${store.id}`)).json.data.results.menu_items
  const [a, b] = menu
  const subtotal = a.price * 2 + b.price
  const vat = Math.round(subtotal * 0.075)
  const service = Math.max(100, Math.round(subtotal * 0.025))
  return {
    shopper,
    body: {
      restaurant: store.id,
      items: [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ],
      phone_number: '+234 803 555 0101',
      shipping_address: '12 Bode Thomas Street, Surulere, Lagos',
      vat,
      service_charge: service,
      total_amount_payable: subtotal + vat + service,
      total_amount_payable_to_business: subtotal,
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

  it('recomputes totals and rejects a mismatch or a foreign item', async () => {
    const shopper = await server.shopper()
    const { body } = await orderFor(shopper)
    const cheaper = await server.call('POST', '/sales/sales-create', {
      token: shopper.access,
      body: { ...body, total_amount_payable: body.total_amount_payable - 1000 },
    })
    expect(cheaper.status).toBe(400)
    expect(cheaper.json.message).toMatch(/total_amount_payable does not match/)
    const otherStore = (await server.call('GET', '/api/nearme-aws?latitude=6.45&longitude=3.47&page_size=1')).json.data
      .results[0]
    const foreign = await server.call('POST', '/sales/sales-create', {
      token: shopper.access,
      body: { ...body, restaurant: otherStore.id },
    })
    expect(foreign.status).toBe(400)
    expect(
      (await server.call('POST', '/sales/sales-create', { token: shopper.access, body: { ...body, items: [] } }))
        .status,
    ).toBe(400)
    expect(
      (await server.call('POST', '/sales/sales-create', { token: shopper.access, body: { ...body, phone_number: '' } }))
        .json.message,
    ).toBe('Phone Number is required.')
    expect((await server.call('POST', '/sales/sales-create', { body })).status).toBe(401)
  })
})
