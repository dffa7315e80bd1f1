// Paying the way Lagos pays (docs/api.md#sales): card, bank transfer and USSD on the test gateway,
// cash on delivery or at pickup where the store takes it and up to ₦20,000. A transfer or USSD
// payment waits for the gateway's confirmation for 30 minutes of the server's clock, then expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CASH_LIMIT } from '../../contract/payment-methods'
import type { Quote } from '../../contract/quote'
import { menuOf, orderFrom, quote, TUESDAY_NOON, type QuoteBody, type SeedStore } from './checkout-support'
import { startTestServer, type TestServer } from './support'

let server: TestServer
// The server's clock, moved by the expiry tests.
let now = TUESDAY_NOON
const MINUTE = 60_000

beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => now } })
})
afterAll(() => server.close())

/** Stores open at noon on a Tuesday (not the lounges), taking cash or not. */
function storeTaking(cash: boolean): SeedStore {
  const store = server.db
    .prepare(
      "SELECT * FROM stores WHERE accepts_cash = ? AND opening_hours <> 'Daily 4pm – 2am' AND place_type <> 'Salon' ORDER BY id",
    )
    .get(cash ? 1 : 0) as SeedStore | undefined
  if (!store) throw new Error(`the seed has no open store that ${cash ? 'takes' : 'refuses'} cash`)
  return store
}

/** The store's cheapest dish. */
const cheapest = (store: SeedStore) => menuOf(server, store.id).sort((a, b) => a.price - b.price)[0]

/** A pickup cart of `quantity` of the store's cheapest dish. */
function cartOf(store: SeedStore, quantity = 1): QuoteBody {
  const dish = cheapest(store)
  if (!dish) throw new Error('the store has no menu')
  return { restaurant: store.id, items: [{ id: dish.id, quantity }], fulfilment: 'pickup' }
}

/** Quotes the cart, then orders it as quoted, paid by `method`. */
async function order(token: string, cart: QuoteBody, method: string) {
  const quoted = (await quote(server, cart)).json.data as Quote
  const body = { ...orderFrom(cart, quoted), payment_method: method }
  return { quoted, body, created: await server.call('POST', '/sales/sales-create', { token, body }) }
}

type Opened = { reference: string; access_code: string; authorization_url: string }

const gatewayPage = async (data: Opened) => {
  const page = await fetch(`${server.url}${data.authorization_url}`)
  return { status: page.status, html: await page.text() }
}

/** The gateway's confirmation (Pay, "I have sent it", "I have dialled it"): a redirect back to the app. */
async function confirm(data: Opened) {
  const answer = await fetch(`${server.base}/pay/${data.reference}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ access_code: data.access_code }),
    redirect: 'manual',
  })
  expect(answer.status).toBe(303)
}

const verify = (token: string, reference: string) =>
  server.call('POST', '/sales/sales-verify', { token, body: { reference } })

async function myOrder(token: string, reference: string) {
  const mine = await server.call('GET', '/sales/my-orders', { token })
  return (mine.json.data.results as Array<{ reference: string }>).find((one) => one.reference === reference)
}

describe('payment methods', () => {
  it('says on the quote whether the store takes cash', async () => {
    const takes = await quote(server, cartOf(storeTaking(true)))
    const refuses = await quote(server, cartOf(storeTaking(false)))
    expect(takes.json.data.store.accepts_cash).toBe(true)
    expect(refuses.json.data.store.accepts_cash).toBe(false)
  })

  it('bank transfer: a one-time account and the amount, awaiting transfer until the gateway confirms, once', async () => {
    now = TUESDAY_NOON
    const shopper = await server.shopper()
    const { quoted, created } = await order(shopper.access, cartOf(storeTaking(true)), 'transfer')
    expect(created.status).toBe(201)
    const data = created.json.data as Opened
    expect(created.json.data.order).toMatchObject({
      status: 'pending',
      payment_method: 'transfer',
      pay_by: new Date(now + 30 * MINUTE).toISOString(),
    })
    const page = await gatewayPage(data)
    expect(page.status).toBe(200)
    expect(page.html).toMatch(/<dd class="big">99\d{8}<\/dd>/)
    expect(page.html).toContain(`Transfer ₦${quoted.total_amount_payable.toLocaleString('en-NG')}`)
    expect(page.html).toContain('I have sent it')
    expect(page.html).toContain(`<a href="/checkout?reference=${data.reference}">Back to GidiDeals</a>`)
    // The same order shows the same account; another order another one.
    expect((await gatewayPage(data)).html).toBe(page.html)
    const second = (await order(shopper.access, cartOf(storeTaking(true)), 'transfer')).created.json.data as Opened
    const account = (html: string) => /99\d{8}/.exec(html)?.[0]
    expect(account((await gatewayPage(second)).html)).not.toBe(account(page.html))

    expect(await verify(shopper.access, data.reference)).toMatchObject({
      status: 400,
      json: { message: 'Payment not completed' },
    })
    expect(await myOrder(shopper.access, data.reference)).toMatchObject({
      status: 'pending',
      payment_method: 'transfer',
    })

    await confirm(data)
    // Confirmed twice: the second changes nothing, and the verification answers the same.
    await confirm(data)
    const verified = await verify(shopper.access, data.reference)
    expect(verified).toMatchObject({ status: 200, json: { message: 'Payment verified', data: { status: 'success' } } })
    expect((await verify(shopper.access, data.reference)).json.data.order.fulfilled_at).toBe(
      verified.json.data.order.fulfilled_at,
    )
    expect(await myOrder(shopper.access, data.reference)).toMatchObject({ status: 'paid', payment_method: 'transfer' })
    expect((await gatewayPage(data)).html).toContain('This payment is already paid.')
  })

  it('USSD: a code to dial, confirmed like a transfer', async () => {
    now = TUESDAY_NOON
    const shopper = await server.shopper()
    const { created } = await order(shopper.access, cartOf(storeTaking(false)), 'ussd')
    expect(created.status).toBe(201)
    const data = created.json.data as Opened
    const page = await gatewayPage(data)
    expect(page.html).toMatch(/<p class="big">\*737\*000\*\d{4}#<\/p>/)
    expect(page.html).toContain('I have dialled it')
    expect(await myOrder(shopper.access, data.reference)).toMatchObject({ status: 'pending', payment_method: 'ussd' })
    await confirm(data)
    expect(await verify(shopper.access, data.reference)).toMatchObject({
      status: 200,
      json: { message: 'Payment verified' },
    })
    expect(await myOrder(shopper.access, data.reference)).toMatchObject({ status: 'paid', payment_method: 'ussd' })
  })

  it('a transfer not confirmed within 30 minutes of the server clock expires, and a late confirmation pays nothing', async () => {
    now = TUESDAY_NOON
    const shopper = await server.shopper()
    const data = (await order(shopper.access, cartOf(storeTaking(true)), 'transfer')).created.json.data as Opened
    now = TUESDAY_NOON + 30 * MINUTE - 1000
    expect((await gatewayPage(data)).html).toContain('I have sent it')
    expect((await verify(shopper.access, data.reference)).json.message).toBe('Payment not completed')
    now = TUESDAY_NOON + 30 * MINUTE
    const page = await gatewayPage(data)
    expect(page.html).toContain('This payment is already expired')
    expect(page.html).not.toContain('I have sent it')
    await confirm(data)
    expect(await verify(shopper.access, data.reference)).toMatchObject({
      status: 400,
      json: { message: 'Payment expired' },
    })
    expect(await myOrder(shopper.access, data.reference)).toMatchObject({ status: 'expired' })

    // Expired by the read of My orders alone, with no visit to the gateway; a card payment waits on.
    now = TUESDAY_NOON
    const ussd = (await order(shopper.access, cartOf(storeTaking(true)), 'ussd')).created.json.data as Opened
    const card = (await order(shopper.access, cartOf(storeTaking(true)), 'card')).created.json.data as Opened
    now = TUESDAY_NOON + 31 * MINUTE
    expect(await myOrder(shopper.access, ussd.reference)).toMatchObject({ status: 'expired', payment_method: 'ussd' })
    expect(await myOrder(shopper.access, card.reference)).toMatchObject({
      status: 'pending',
      payment_method: 'card',
      pay_by: null,
    })
    now = TUESDAY_NOON
  })

  it('cash up to ₦20,000 at a store that takes it: no gateway, the order is to pay on delivery', async () => {
    now = TUESDAY_NOON
    const shopper = await server.shopper()
    const { quoted, created } = await order(shopper.access, cartOf(storeTaking(true)), 'cash')
    expect(quoted.total_amount_payable).toBeLessThanOrEqual(CASH_LIMIT)
    expect(created.status).toBe(201)
    const data = created.json.data as Opened
    // Straight back to the app: there is nothing to pay online.
    expect(data.authorization_url).toBe(`/checkout?reference=${data.reference}`)
    expect(created.json.data.order).toMatchObject({ status: 'pay_on_delivery', payment_method: 'cash', pay_by: null })
    expect(await verify(shopper.access, data.reference)).toMatchObject({
      status: 200,
      json: { message: 'Order placed: pay at pickup', data: { status: 'pay_on_delivery' } },
    })
    // The gateway has nothing to confirm: its Pay leaves the order as it is.
    await confirm(data)
    expect(await myOrder(shopper.access, data.reference)).toMatchObject({
      status: 'pay_on_delivery',
      payment_method: 'cash',
    })
  })

  it('refuses cash over ₦20,000, and at a store that does not take it, with a 400 in words and no order', async () => {
    now = TUESDAY_NOON
    const shopper = await server.shopper()
    const store = storeTaking(true)
    const dish = cheapest(store)
    const quantity = Math.min(99, Math.ceil(CASH_LIMIT / (dish?.price ?? 1)))
    const big = await order(shopper.access, cartOf(store, quantity), 'cash')
    expect(big.quoted.total_amount_payable).toBeGreaterThan(CASH_LIMIT)
    expect(big.created.status).toBe(400)
    expect(big.created.json.message).toMatch(/^Cash is for orders up to ₦20,000; this one is ₦[\d,]+\. Pay by card/)

    const refuses = await order(shopper.access, cartOf(storeTaking(false)), 'cash')
    expect(refuses.created.status).toBe(400)
    expect(refuses.created.json.message).toMatch(/does not take cash on delivery or at pickup\. Pay by card/)
    expect((await server.call('GET', '/sales/my-orders', { token: shopper.access })).json.data.count).toBe(0)

    // The same order by transfer goes through: only cash has the limit.
    expect((await order(shopper.access, cartOf(store, quantity), 'transfer')).created.status).toBe(201)
  })

  it('applies the quote and its 409 to every method, and refuses an unknown method', async () => {
    now = TUESDAY_NOON
    const shopper = await server.shopper()
    const cart = cartOf(storeTaking(true))
    const quoted = (await quote(server, cart)).json.data as Quote
    for (const method of ['card', 'transfer', 'ussd', 'cash']) {
      const stale = { ...orderFrom(cart, quoted), total_amount_payable: quoted.total_amount_payable - 100 }
      const refused = await server.call('POST', '/sales/sales-create', {
        token: shopper.access,
        body: { ...stale, payment_method: method },
      })
      expect(refused.status, method).toBe(409)
      expect(refused.json.code).toBe('quote_changed')
    }
    const unknown = await server.call('POST', '/sales/sales-create', {
      token: shopper.access,
      body: { ...orderFrom(cart, quoted), payment_method: 'bitcoin' },
    })
    expect(unknown).toMatchObject({
      status: 400,
      json: { message: 'payment_method must be card, transfer, ussd or cash.' },
    })
  })
})
