// docs/api.md#store-orders: after Pay an order is placed, and its store moves it with its own key, one
// legal step at a time (contract/order-status.ts): every legal step of each journey, every illegal
// jump refused in words and nothing moved, another store's key, a replay moved once, every field
// checked; the shopper's My orders read carries the steps and their times.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DECLINED,
  JOURNEYS,
  nextSteps,
  ORDER_STEPS,
  type OrderJourney,
  type OrderStep,
} from '../../contract/order-status'
import { ORDER_EVENTS } from '../../contract/endpoints/sales'
import { fulfilmentEstimateMinutes, SERVICE_PLACE_TYPES } from '../../contract/pricing'
import { menuOf, pay, quoteAndOrder, TUESDAY_NOON, type SeedStore } from './checkout-support'
import { startTestServer, type TestServer } from './support'
import { databaseTarget, openDatabase } from '../../server/database'
import { orderSteps } from '../../server/database/migrations/0011-order-steps'

let server: TestServer
let shopper: Awaited<ReturnType<TestServer['shopper']>>
let restaurant: SeedStore
let otherRestaurant: SeedStore
let salon: SeedStore
const keys = new Map<number, string>()

const storesOfType = (types: readonly string[]) =>
  (server.db.prepare('SELECT * FROM stores ORDER BY id').all() as SeedStore[]).filter(
    (store) =>
      types.includes(store.place_type) && store.opening_hours !== '4pm – 2am' && menuOf(server, store.id).length,
  )

beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => TUESDAY_NOON } })
  shopper = await server.shopper('steps')
  ;[restaurant, otherRestaurant] = storesOfType(['Restaurant']) as [SeedStore, SeedStore]
  ;[salon] = storesOfType(SERVICE_PLACE_TYPES) as [SeedStore]
  for (const store of [restaurant, otherRestaurant, salon]) keys.set(store.id, await server.storeKey(store.id))
})
afterAll(() => server.close())

const keyOf = (store: SeedStore) => keys.get(store.id) ?? ''

/** A paid order from `store`: delivery (to the store's own door), pickup, or a visit (a salon). */
async function paidOrder(store: SeedStore, fulfilment: 'delivery' | 'pickup' = 'delivery', paid = true) {
  const dish = menuOf(server, store.id)[0]!
  const { created } = await quoteAndOrder(server, shopper.access, {
    restaurant: store.id,
    items: [{ id: dish.id, quantity: 1, unit_price: dish.price }],
    fulfilment,
    ...(fulfilment === 'delivery' ? { latitude: store.latitude, longitude: store.longitude } : {}),
  })
  if (created.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(created.json)}`)
  if (paid) await pay(server, created.json.data)
  return created.json.data.reference as string
}

const move = (store: SeedStore, reference: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call('POST', `/store/orders/${reference}/steps`, {
    body,
    headers: { 'X-Store-Key': keyOf(store), ...headers },
  })
const openOrders = (store: SeedStore, key = keyOf(store)) =>
  server.call('GET', '/store/orders', { headers: { 'X-Store-Key': key } })
const stepOf = (reference: string) =>
  (server.db.prepare('SELECT step FROM orders WHERE reference = ?').get(reference) as { step: string | null }).step

const JOURNEY_ORDERS: Record<OrderJourney, () => Promise<{ store: SeedStore; reference: string }>> = {
  delivery: async () => ({ store: restaurant, reference: await paidOrder(restaurant, 'delivery') }),
  pickup: async () => ({ store: restaurant, reference: await paidOrder(restaurant, 'pickup') }),
  visit: async () => ({ store: salon, reference: await paidOrder(salon, 'pickup') }),
}
const body = (step: OrderStep) => (step === DECLINED ? { step, reason: 'Out of rice today' } : { step })

describe('the store API: an order’s steps', () => {
  it('needs the store’s key: none or a wrong one is a 401', async () => {
    const reference = await paidOrder(restaurant)
    expect((await openOrders(restaurant, '')).status).toBe(401)
    expect((await move(restaurant, reference, { step: 'accepted' }, { 'X-Store-Key': 'gdsk_1_nope' })).status).toBe(401)
    expect(stepOf(reference)).toBe('placed')
  })

  for (const journey of Object.keys(JOURNEYS) as OrderJourney[])
    it(`moves a ${journey} order through every legal step, each with its time, and lists it until the end`, async () => {
      const { store, reference } = await JOURNEY_ORDERS[journey]()
      const listed = (await openOrders(store)).json.data.results as Array<{ reference: string; next_steps: string[] }>
      expect(listed.find((order) => order.reference === reference)?.next_steps).toEqual(['accepted', DECLINED])
      const path = JOURNEYS[journey]
      for (const step of path.slice(1)) {
        const moved = await move(store, reference, { step })
        expect(moved.status).toBe(200)
        expect(moved.json.data.progress).toMatchObject({ journey, step })
        expect(moved.json.data.progress.steps.map((reached: { step: string }) => reached.step)).toEqual(
          path.slice(0, path.indexOf(step) + 1),
        )
        expect(moved.json.data.next_steps).toEqual(nextSteps(journey, step))
      }
      const mine = (await server.call('GET', '/sales/my-orders', { token: shopper.access })).json.data.results
      const progress = mine.find((order: { reference: string }) => order.reference === reference).progress
      expect(progress).toMatchObject({ journey, step: path.at(-1), reason: null })
      expect(progress.steps).toEqual(path.map((step) => ({ step, at: new Date(TUESDAY_NOON).toISOString() })))
      const after = (await openOrders(store)).json.data.results as Array<{ reference: string }>
      expect(after.map((order) => order.reference)).not.toContain(reference)
    })

  for (const journey of Object.keys(JOURNEYS) as OrderJourney[])
    it(`refuses every illegal jump of a ${journey} order with a 409 in words, and moves nothing`, async () => {
      const { store, reference } = await JOURNEY_ORDERS[journey]()
      const path = JOURNEYS[journey]
      for (const [index, from] of path.entries()) {
        for (const to of ORDER_STEPS.filter((step) => !nextSteps(journey, from).includes(step))) {
          const refused = await move(store, reference, body(to))
          expect(refused.status, `${from} → ${to}`).toBe(409)
          expect(refused.json.message).toMatch(/one step at a time|no step|cannot move any more/)
          expect(stepOf(reference)).toBe(from)
        }
        const next = path[index + 1]
        if (next) expect((await move(store, reference, { step: next })).status).toBe(200)
      }
    })

  for (const journey of Object.keys(JOURNEYS) as OrderJourney[])
    it(`lets the store decline a ${journey} order at any step before the last, with its reason, and then nothing`, async () => {
      const path = JOURNEYS[journey]
      for (const [index] of path.slice(0, -1).entries()) {
        const { store, reference } = await JOURNEY_ORDERS[journey]()
        for (const step of path.slice(1, index + 1)) expect((await move(store, reference, { step })).status).toBe(200)
        const declined = await move(store, reference, { step: DECLINED, reason: '  Out of rice today ' })
        expect(declined.status).toBe(200)
        expect(declined.json.data.progress).toMatchObject({ step: DECLINED, reason: 'Out of rice today', eta_at: null })
        expect(declined.json.data.next_steps).toEqual([])
        for (const to of ORDER_STEPS) expect((await move(store, reference, body(to))).status).toBe(409)
      }
    })

  it('answers another store’s key as if the order were unknown, and moves nothing', async () => {
    const reference = await paidOrder(restaurant)
    const theirs = await move(otherRestaurant, reference, { step: 'accepted' })
    expect(theirs.status).toBe(404)
    expect(stepOf(reference)).toBe('placed')
    const listed = (await openOrders(otherRestaurant)).json.data.results as Array<{ reference: string }>
    expect(listed.map((order) => order.reference)).not.toContain(reference)
    expect((await move(restaurant, reference, { step: 'accepted' })).status).toBe(200)
  })

  it('knows no unpaid order: it is neither listed nor moved', async () => {
    const reference = await paidOrder(restaurant, 'delivery', false)
    expect((await move(restaurant, reference, { step: 'accepted' })).status).toBe(404)
    const listed = (await openOrders(restaurant)).json.data.results as Array<{ reference: string }>
    expect(listed.map((order) => order.reference)).not.toContain(reference)
    expect(stepOf(reference)).toBeNull()
  })

  it('moves a replayed step once: the same Idempotency-Key and body get the first answer again', async () => {
    const reference = await paidOrder(restaurant)
    const headers = { 'Idempotency-Key': `accept-${reference}` }
    const first = await move(restaurant, reference, { step: 'accepted' }, headers)
    const again = await move(restaurant, reference, { step: 'accepted' }, headers)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replay')).toBe('true')
    expect(again.json).toEqual(first.json)
    const rows = server.db.prepare('SELECT step FROM order_steps WHERE order_id = ?').all(first.json.data.id)
    expect(rows).toHaveLength(2)
    // The same key with another body is refused; a second key for the same step finds it moved.
    expect((await move(restaurant, reference, { step: 'preparing' }, headers)).status).toBe(422)
    expect((await move(restaurant, reference, { step: 'accepted' }, { 'Idempotency-Key': 'other' })).status).toBe(409)
    // Another store sending the same key and body learns nothing from the first answer.
    expect((await move(otherRestaurant, reference, { step: 'accepted' }, headers)).status).toBe(404)
    expect(stepOf(reference)).toBe('accepted')
  })

  it('moves the ETA when the store accepts with ready_in_minutes', async () => {
    const reference = await paidOrder(restaurant, 'pickup')
    const accepted = await move(restaurant, reference, { step: 'accepted', ready_in_minutes: 25 })
    expect(accepted.status).toBe(200)
    expect(accepted.json.data.progress.eta_at).toBe(
      new Date(TUESDAY_NOON + fulfilmentEstimateMinutes(25, 0, 'pickup') * 60_000).toISOString(),
    )
  })

  it('checks every field of a move, and the reference, before anything moves', async () => {
    const reference = await paidOrder(restaurant)
    const refusals: Array<[unknown, RegExp]> = [
      [{}, /step/],
      [{ step: 'teleported' }, /step must be one of/],
      [{ step: 'accepted', ready_in_minutes: 2.5 }, /whole number/],
      [{ step: 'accepted', ready_in_minutes: 0 }, /at least 1/],
      [{ step: 'accepted', ready_in_minutes: '25' }, /whole number/],
      [{ step: 'accepted', ready_in_minutes: 100_000 }, /at most/],
      [{ step: 'preparing', ready_in_minutes: 10 }, /only with the step accepted/],
      [{ step: DECLINED }, /reason is required/],
      [{ step: DECLINED, reason: '   ' }, /reason is required/],
      [{ step: DECLINED, reason: 'x'.repeat(201) }, /at most 200/],
      [{ step: 'accepted', reason: 'why not' }, /only to decline/],
      [{ step: 'accepted', extra: 1 }, /./],
    ]
    for (const [sent, words] of refusals) {
      const refused = await move(restaurant, reference, sent)
      expect(refused.status, JSON.stringify(sent)).toBe(400)
      expect(refused.json.message).toMatch(words)
    }
    expect((await move(restaurant, 'GD-%3Cscript%3E', { step: 'accepted' })).status).toBe(400)
    expect(stepOf(reference)).toBe('placed')
  })
})

describe('the shopper’s order events (Server-Sent Events)', () => {
  /** Collects the stream's events as they come; `next(name, withinMs)` is the next one so named, or null. */
  function eventsOf(body: ReadableStream<Uint8Array>) {
    const events: Array<{ name: string; data: string }> = []
    const decoder = new TextDecoder()
    let text = ''
    void (async () => {
      for await (const chunk of body) {
        text += decoder.decode(chunk, { stream: true })
        const blocks = text.split('\n\n')
        text = blocks.pop() ?? ''
        for (const block of blocks) {
          const name = /^event: (.*)$/m.exec(block)?.[1]
          if (name) events.push({ name, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' })
        }
      }
    })().catch(() => undefined)
    return async (name: string, withinMs: number): Promise<string | null> => {
      const deadline = performance.now() + withinMs
      while (performance.now() < deadline) {
        const index = events.findIndex((event) => event.name === name)
        if (index >= 0) return events.splice(0, index + 1).at(-1)!.data
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return null
    }
  }

  it('needs a signed-in shopper', async () => {
    expect((await fetch(`${server.base}/sales/my-orders/events`)).status).toBe(401)
  })

  it('tells the shopper within a few seconds that an order reached a step, and nothing of others’ orders', async () => {
    const reference = await paidOrder(restaurant)
    const controller = new AbortController()
    const response = await fetch(`${server.base}/sales/my-orders/events`, {
      headers: { Authorization: `Bearer ${shopper.access}` },
      signal: controller.signal,
    })
    try {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const nextEvent = eventsOf(response.body!)
      const ready = await nextEvent('ready', 3_000)
      expect(ready).toMatch(/^\d+$/)
      // Another shopper's order moving says nothing to this one.
      const other = await server.shopper('other')
      const dish = menuOf(server, restaurant.id)[0]!
      const { created } = await quoteAndOrder(server, other.access, {
        restaurant: restaurant.id,
        items: [{ id: dish.id, quantity: 1, unit_price: dish.price }],
        fulfilment: 'pickup',
      })
      await pay(server, created.json.data)
      expect(await nextEvent('orders', 2_500)).toBeNull()
      expect((await move(restaurant, reference, { step: 'accepted' })).status).toBe(200)
      expect(Number(await nextEvent('orders', 3_000))).toBe(Number(ready) + 1)
    } finally {
      controller.abort()
    }
  })
})

describe('open order event streams', () => {
  it('are bounded per shopper: one more is a 429 until one closes', async () => {
    const own = await server.shopper('streams')
    const controllers = Array.from({ length: ORDER_EVENTS.perShopper + 1 }, () => new AbortController())
    const open = (controller: AbortController) =>
      fetch(`${server.base}/sales/my-orders/events`, {
        headers: { Authorization: `Bearer ${own.access}` },
        signal: controller.signal,
      })
    try {
      const allowed = await Promise.all(controllers.slice(0, -1).map(open))
      expect(allowed.map((response) => response.status)).toEqual(allowed.map(() => 200))
      const refused = await open(controllers.at(-1)!)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      // Another shopper is not held up.
      const other = new AbortController()
      controllers.push(other)
      const theirs = await fetch(`${server.base}/sales/my-orders/events`, {
        headers: { Authorization: `Bearer ${shopper.access}` },
        signal: other.signal,
      })
      expect(theirs.status).toBe(200)
      controllers[0]!.abort()
      // The server sees the close at its next look at the stream (each second).
      let again = 429
      for (let tries = 0; tries < 30 && again === 429; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        const next = new AbortController()
        controllers.push(next)
        again = (await open(next)).status
      }
      expect(again).toBe(200)
    } finally {
      for (const controller of controllers) controller.abort()
    }
  })
})

describe('orders paid before statuses (migration 0011)', () => {
  it('are placed at their payment, once, and their store can move them', async () => {
    const reference = await paidOrder(restaurant)
    const unpaid = await paidOrder(restaurant, 'pickup', false)
    const { id } = server.db.prepare('SELECT id FROM orders WHERE reference = ?').get(reference) as { id: number }
    // Back to before the migration: paid at 11:00, no step.
    server.db.prepare('DELETE FROM order_steps WHERE order_id = ?').run(id)
    server.db.prepare("UPDATE orders SET step = NULL, fulfilled_at = '2026-11-24T10:00:00.000Z' WHERE id = ?").run(id)
    const database = openDatabase(databaseTarget(server.databaseEnv))
    try {
      await orderSteps.up(database.kysely)
      await orderSteps.up(database.kysely)
    } finally {
      await database.close()
    }
    expect(stepOf(reference)).toBe('placed')
    expect(server.db.prepare('SELECT step, at FROM order_steps WHERE order_id = ?').all(id)).toEqual([
      { step: 'placed', at: '2026-11-24T10:00:00.000Z' },
    ])
    expect(stepOf(unpaid)).toBeNull()
    expect((await move(restaurant, reference, { step: 'accepted' })).status).toBe(200)
  })
})

describe('npm run store -- orders / advance', () => {
  const store = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/store-api/store-command.ts', ...args], {
      env: { ...process.env, ...server.databaseEnv, GIDIDEALS_NOW: new Date(TUESDAY_NOON).toISOString() },
      timeout: 60_000,
    })

  it('lists a store’s open orders and moves one a legal step, refusing a jump in words', async () => {
    const reference = await paidOrder(otherRestaurant, 'pickup')
    const slug = (server.db.prepare('SELECT slug FROM stores WHERE id = ?').get(otherRestaurant.id) as { slug: string })
      .slug
    expect((await store('orders', slug)).stdout).toContain(`${reference} (order`)
    const moved = await store('advance', reference, 'accepted', '--ready-in', '20')
    expect(moved.stdout).toContain(`Moved ${reference} to accepted.`)
    expect(stepOf(reference)).toBe('accepted')
    const jump = await store('advance', reference, 'collected').catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(jump).toMatchObject({ code: 1 })
    expect((jump as { stderr: string }).stderr).toContain('one step at a time')
    expect(stepOf(reference)).toBe('accepted')
  }, 120_000)
})

describe('a cash order', () => {
  it('is placed at once (no gateway), moves like any other, and is paid when the store hands it over', async () => {
    const store = (
      server.db.prepare('SELECT * FROM stores WHERE accepts_cash = 1 ORDER BY id').all() as SeedStore[]
    ).find((candidate) => storesOfType(['Restaurant']).some((open) => open.id === candidate.id))!
    keys.set(store.id, await server.storeKey(store.id))
    const dish = menuOf(server, store.id)[0]!
    const cart = {
      restaurant: store.id,
      items: [{ id: dish.id, quantity: 1, unit_price: dish.price }],
      fulfilment: 'pickup' as const,
    }
    const quoted = (await server.call('POST', '/sales/sales-quote', { body: cart })).json.data
    const created = await server.call('POST', '/sales/sales-create', {
      token: shopper.access,
      body: {
        ...cart,
        phone_number: '+234 803 555 0101',
        shipping_address: `Pick up at ${quoted.store.address}`,
        email: 'tola@example.ng',
        vat: quoted.vat,
        service_charge: quoted.service_charge,
        delivery_fee: 0,
        total_amount_payable: quoted.total_amount_payable,
        total_amount_payable_to_business: quoted.total_amount_payable_to_business,
        payment_method: 'cash',
      },
    })
    expect(created.status).toBe(201)
    const reference = created.json.data.reference as string
    expect(stepOf(reference)).toBe('placed')
    for (const step of ['accepted', 'preparing', 'ready'] as const)
      expect((await move(store, reference, { step })).status).toBe(200)
    const statusOf = () =>
      (server.db.prepare('SELECT status FROM orders WHERE reference = ?').get(reference) as { status: string }).status
    expect(statusOf()).toBe('pay_on_delivery')
    expect((await move(store, reference, { step: 'collected' })).status).toBe(200)
    expect(statusOf()).toBe('paid')
  })
})
