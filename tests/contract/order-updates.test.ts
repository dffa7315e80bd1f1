// docs/api.md#order-updates: a signed-in shopper's device keeps its push subscription for her orders,
// and each step her store moves one to reaches that device as a real encrypted Web Push (the loopback
// push service decrypts it with the subscription's keys), in the words her confirmation shows; never
// another account's device, once per move however often it is replayed; logging out drops it, and a
// push service's 410 deletes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statusWords } from '../../contract/order-status'
import { menuOf, pay, quoteAndOrder, type SeedStore } from './checkout-support'
import { startPushService, type ReceivedPush } from './push-service'
import { startTestServer, type TestServer } from './support'

const KEEP = '/push/order-updates'

let server: TestServer
let push: Awaited<ReturnType<typeof startPushService>>
let restaurant: SeedStore
let storeKey = ''

beforeAll(async () => {
  push = await startPushService()
  server = await startTestServer({ server: { pushLoopback: true } })
  restaurant = (server.db.prepare('SELECT * FROM stores ORDER BY id').all() as SeedStore[]).find(
    (store) =>
      store.place_type === 'Restaurant' && store.opening_hours !== '4pm – 2am' && menuOf(server, store.id).length,
  )!
  storeKey = await server.storeKey(restaurant.id)
})
afterAll(async () => {
  await server.close()
  await push.close()
})

type Shopper = Awaited<ReturnType<TestServer['shopper']>>

/** A paid delivery order of `shopper`'s from the restaurant: its reference. */
async function paidOrder(shopper: Shopper): Promise<string> {
  const dish = menuOf(server, restaurant.id)[0]!
  const { created } = await quoteAndOrder(server, shopper.access, {
    restaurant: restaurant.id,
    items: [{ id: dish.id, quantity: 1, unit_price: dish.price }],
    fulfilment: 'delivery',
    latitude: restaurant.latitude,
    longitude: restaurant.longitude,
  })
  if (created.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(created.json)}`)
  await pay(server, created.json.data)
  return created.json.data.reference as string
}

const keep = (who: { id: number; access: string }, subscription: unknown) =>
  server.call('POST', KEEP, { token: who.access, body: { user: who.id, subscription } })

const move = (reference: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.call('POST', `/store/orders/${reference}/steps`, { body, headers: { 'X-Store-Key': storeKey, ...headers } })

const devicesOf = (userId: number) =>
  Number(
    (server.db.prepare('SELECT COUNT(*) AS n FROM order_updates WHERE user_id = ?').get(userId) as { n: number }).n,
  )

const payloadOf = (received: ReceivedPush) => JSON.parse(received.text) as Record<string, unknown>

/** Logs the shopper in again: another session (another phone or browser). */
async function anotherSession(shopper: Shopper) {
  const login = await server.call('POST', '/account/app-user/login', {
    body: { email: shopper.email, password: shopper.password },
  })
  return { id: shopper.id, access: login.json.access as string, refresh: login.json.refresh as string }
}

async function until(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !done() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

/** Lets the server's sends (started after its answer) run before what did not come is checked. */
async function quietFor(ms = 600) {
  await new Promise((resolve) => setTimeout(resolve, ms))
}

describe('keeping a device for order updates', () => {
  it('needs the shopper’s own token, and checks the subscription as deal alerts do', async () => {
    const shopper = await server.shopper('keep')
    const device = push.subscription()
    expect((await server.call('POST', KEEP, { body: { user: shopper.id, subscription: device } })).status).toBe(401)
    const other = await server.shopper('keep-other')
    expect((await keep({ id: other.id, access: shopper.access }, device)).status).toBe(403)
    const elsewhere = { ...device, endpoint: 'https://push.example.com/send/abc' }
    const refused = await keep(shopper, elsewhere)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('The push endpoint must be a browser push service.')
    const badKey = { ...device, keys: { ...device.keys, p256dh: device.keys.p256dh.slice(0, 40) } }
    expect((await keep(shopper, badKey)).status).toBe(400)
    const badSecret = { ...device, keys: { ...device.keys, auth: 'short' } }
    expect((await keep(shopper, badSecret)).status).toBe(400)
    expect(devicesOf(shopper.id)).toBe(0)
    expect((await keep(shopper, device)).status).toBe(204)
    // The same device again is the same row.
    expect((await keep(shopper, device)).status).toBe(204)
    expect(devicesOf(shopper.id)).toBe(1)
  })
})

describe('a step her store moves her order to', () => {
  it('reaches her device once, in the words her confirmation shows, and never another account’s', async () => {
    const owner = await server.shopper('owner')
    const stranger = await server.shopper('stranger')
    const phone = push.subscription('owner-phone')
    const strangers = push.subscription('stranger-phone')
    expect((await keep(owner, phone)).status).toBe(204)
    expect((await keep(stranger, strangers)).status).toBe(204)
    const reference = await paidOrder(owner)

    const headers = { 'Idempotency-Key': `accept-${reference}` }
    expect((await move(reference, { step: 'accepted' }, headers)).status).toBe(200)
    const [accepted] = await push.pushesTo(phone.endpoint, 1)
    expect(payloadOf(accepted!)).toEqual({
      order: reference,
      step: 'accepted',
      title: `Your order from ${restaurant.name_of_business} is accepted`,
      body: statusWords(restaurant.name_of_business, 'accepted'),
      url: `/checkout?reference=${reference}`,
    })

    // Replayed with the same key and body: answered from its record, moved and pushed once.
    const replay = await move(reference, { step: 'accepted' }, headers)
    expect(replay.status).toBe(200)
    for (const step of ['preparing', 'on_the_way']) expect((await move(reference, { step })).status).toBe(200)
    const pushes = await push.pushesTo(phone.endpoint, 3)
    await quietFor()
    expect(push.received.filter((received) => received.path === '/push/owner-phone').map(payloadOf)).toEqual(
      pushes.map(payloadOf),
    )
    expect(pushes.map((received) => payloadOf(received).step)).toEqual(['accepted', 'preparing', 'on_the_way'])
    expect(payloadOf(pushes[2]!)).toMatchObject({
      title: `Your order from ${restaurant.name_of_business} is on the way`,
      body: `${restaurant.name_of_business} accepted your order · on the way`,
    })
    expect(push.hits.filter((path) => path === '/push/stranger-phone')).toEqual([])
  })

  it('says a decline with its reason and the refund', async () => {
    const shopper = await server.shopper('declined')
    const phone = push.subscription()
    await keep(shopper, phone)
    const reference = await paidOrder(shopper)
    expect((await move(reference, { step: 'declined_by_store', reason: 'Out of rice today' })).status).toBe(200)
    const [declined] = await push.pushesTo(phone.endpoint, 1)
    const payload = payloadOf(declined!)
    expect(payload.title).toBe(`${restaurant.name_of_business} declined your order`)
    expect(payload.body).toMatch(
      new RegExp(`^${restaurant.name_of_business} declined your order: Out of rice today\\. ₦[\\d,]+ is refunded`),
    )
  })
})

describe('logging out', () => {
  it('drops the device kept by that session; logging out everywhere drops every device', async () => {
    const shopper = await server.shopper('leaving')
    const laptop = await anotherSession(shopper)
    const sharedPhone = push.subscription('shared-phone')
    const laptopBrowser = push.subscription('laptop-browser')
    await keep(shopper, sharedPhone)
    await keep(laptop, laptopBrowser)
    expect(devicesOf(shopper.id)).toBe(2)

    const out = await server.call('POST', '/account/app-user/logout', { body: { refresh: shopper.refresh } })
    expect(out.status).toBe(200)
    expect(devicesOf(shopper.id)).toBe(1)
    const reference = await paidOrder({ ...shopper, access: laptop.access })
    expect((await move(reference, { step: 'accepted' })).status).toBe(200)
    await push.pushesTo(laptopBrowser.endpoint, 1)
    await quietFor()
    expect(push.hits.filter((path) => path === '/push/shared-phone')).toEqual([])

    const everywhere = await server.call('POST', '/account/app-user/logout-everywhere', { token: laptop.access })
    expect(everywhere.status).toBe(200)
    expect(devicesOf(shopper.id)).toBe(0)
    expect((await move(reference, { step: 'preparing' })).status).toBe(200)
    await quietFor()
    expect(push.hits.filter((path) => path === '/push/laptop-browser')).toHaveLength(1)
  })

  it('a shared phone: the next shopper who keeps it takes it from the last one', async () => {
    const first = await server.shopper('first-on-phone')
    const next = await server.shopper('next-on-phone')
    const phone = push.subscription('passed-on-phone')
    await keep(first, phone)
    await keep(next, phone)
    expect(devicesOf(first.id)).toBe(0)
    const reference = await paidOrder(first)
    expect((await move(reference, { step: 'accepted' })).status).toBe(200)
    await quietFor()
    expect(push.hits.filter((path) => path === '/push/passed-on-phone')).toEqual([])
  })
})

describe('a push service that says the subscription is gone', () => {
  it('answers 410: the device is deleted, and the store’s move was answered all the same', async () => {
    const shopper = await server.shopper('gone')
    const phone = push.subscription('gone-phone')
    await keep(shopper, phone)
    push.answer(phone.endpoint, 410)
    const reference = await paidOrder(shopper)
    expect((await move(reference, { step: 'accepted' })).status).toBe(200)
    await until(() => devicesOf(shopper.id) === 0)
    expect(devicesOf(shopper.id)).toBe(0)
    expect(push.hits.filter((path) => path === '/push/gone-phone')).toHaveLength(1)
  })
})
