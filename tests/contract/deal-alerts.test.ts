// Deal alerts by Web Push (docs/history.md#issue-25): subscribing a device to a store's deals, with auth and
// validation, and a posted deal reaching a loopback push service as a real encrypted Web Push
// request (VAPID-signed, aes128gcm) that it decrypts with the subscription's own keys.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPushService } from './push-service'
import { startTestServer, type TestServer } from './support'

const ALERTS = '/push/deal-alerts'

let server: TestServer
let push: Awaited<ReturnType<typeof startPushService>>
let store: { id: number; name_of_business: string; slug: string }
/** Each store's key, as the store would hold it (rotated once here: the seed's were shown only in its log). */
const keys = new Map<number, string>()

beforeAll(async () => {
  push = await startPushService()
  server = await startTestServer({ server: { pushLoopback: true } })
  store = server.db.prepare('SELECT id, name_of_business, slug FROM stores ORDER BY id LIMIT 1').get() as typeof store
  for (const { id } of server.db.prepare('SELECT id FROM stores ORDER BY id LIMIT 8').all() as Array<{ id: number }>)
    keys.set(id, await server.storeKey(id))
})
afterAll(async () => {
  await server.close()
  await push.close()
})

/** The deal posted with the key of the store it names (by id; else the first store's); `null`: no key at all. */
const postDeal = (body: Record<string, unknown>, token?: string | null) => {
  const key = token === undefined ? (keys.get(Number(body.store)) ?? keys.get(store.id)) : token
  return server.call('POST', '/push/deals', {
    body,
    headers: key === null || key === undefined ? {} : { 'X-Store-Key': key },
  })
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the VAPID public key', () => {
  it('is a P-256 public key, made at first start and kept in the database across restarts', async () => {
    const first = await server.call('GET', '/push/public-key')
    expect(first.status).toBe(200)
    const key = Buffer.from(first.json.publicKey as string, 'base64url')
    expect(key.length).toBe(65)
    expect(key[0]).toBe(4)

    const other = await startTestServer()
    const before = (await other.call('GET', '/push/public-key')).json.publicKey as string
    await other.close()
    const again = await startTestServer({ databasePath: other.databasePath })
    try {
      expect((await again.call('GET', '/push/public-key')).json.publicKey).toBe(before)
    } finally {
      await again.close()
    }
    // Another database, another key pair: keys are made, not built in.
    expect(before).not.toBe(first.json.publicKey)
  })
})

describe('subscribing a device to a store’s deal alerts', () => {
  it('needs a token, and the body’s user must be the token’s', async () => {
    const tola = await server.shopper('tola')
    const bisi = await server.shopper('bisi')
    const body = { user: tola.id, store: store.id, subscription: push.subscription() }
    expect((await server.call('POST', ALERTS, { body })).status).toBe(401)
    expect((await server.call('POST', ALERTS, { body, token: bisi.access })).status).toBe(403)
    expect((await server.call('GET', ALERTS)).status).toBe(401)
    expect((await server.call('POST', `${ALERTS}/remove`, { body: { user: tola.id, endpoint: 'x' } })).status).toBe(401)
    expect(
      (await server.call('POST', `${ALERTS}/remove`, { body: { user: tola.id, endpoint: 'x' }, token: bisi.access }))
        .status,
    ).toBe(403)
  })

  it('refuses endpoints that are not https push services, keys of the wrong length and huge bodies', async () => {
    const tola = await server.shopper('tola')
    const good = push.subscription()
    const subscribe = (subscription: unknown, storeId: unknown = store.id) =>
      server.call('POST', ALERTS, { body: { user: tola.id, store: storeId, subscription }, token: tola.access })

    const refused = [
      { ...good, endpoint: 'http://push.example.com/send/abc' },
      { ...good, endpoint: 'ftp://push.example.com/abc' },
      { ...good, endpoint: 'https://10.0.0.5/push/abc' },
      { ...good, endpoint: 'https://user:secret@push.example.com/abc' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 60) } },
      // 65 bytes, but not an uncompressed point (first byte 0x05).
      {
        ...good,
        keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([5]), Buffer.alloc(64, 1)]).toString('base64url') },
      },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(15, 7).toString('base64url') } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(32, 7).toString('base64url') } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ]
    for (const subscription of refused) {
      const answer = await subscribe(subscription)
      expect(answer.status, JSON.stringify(subscription)).toBe(400)
    }
    expect((await subscribe(good, 999_999)).status).toBe(404)
    expect((await subscribe(good, 'Lekki')).status).toBe(400)

    const huge = { ...good, endpoint: `${good.endpoint}?${'a'.repeat(200_000)}` }
    expect((await subscribe(huge)).status).toBe(413)
    expect((await server.call('GET', ALERTS, { token: tola.access })).json.data.results).toEqual([])
  })

  it('refuses a plain-http loopback endpoint on a server not started for tests', async () => {
    const plain = await startTestServer()
    try {
      const tola = await plain.shopper('tola')
      const answer = await plain.call('POST', ALERTS, {
        body: { user: tola.id, store: store.id, subscription: push.subscription() },
        token: tola.access,
      })
      expect(answer.status).toBe(400)
      expect(answer.json.message).toBe('The push endpoint must be an https URL.')
    } finally {
      await plain.close()
    }
  })

  it('lists the account’s alerts; removing takes one store or, without a store, all of this device’s', async () => {
    const tola = await server.shopper('tola')
    const phone = push.subscription()
    const [a, b] = server.db.prepare('SELECT id FROM stores ORDER BY id LIMIT 2 OFFSET 2').all() as Array<{
      id: number
    }>
    for (const target of [a, b]) {
      const answer = await server.call('POST', ALERTS, {
        body: { user: tola.id, store: target?.id, subscription: phone },
        token: tola.access,
      })
      expect(answer.status).toBe(201)
      expect(answer.json).toMatchObject({ store: target?.id, endpoint: phone.endpoint, data_saver: false })
    }
    // Subscribing again is the same alert, not a second one.
    await server.call('POST', ALERTS, {
      body: { user: tola.id, store: a?.id, subscription: phone },
      token: tola.access,
    })
    const list = async () =>
      (await server.call('GET', ALERTS, { token: tola.access })).json.data.results as Array<{ store: number }>
    expect((await list()).map((alert) => alert.store)).toEqual([a?.id, b?.id])

    // Someone else naming this device's endpoint removes nothing of Tola's.
    const bisi = await server.shopper('bisi')
    const theirs = await server.call('POST', `${ALERTS}/remove`, {
      body: { user: bisi.id, endpoint: phone.endpoint },
      token: bisi.access,
    })
    expect(theirs.status).toBe(204)
    expect(await list()).toHaveLength(2)

    await server.call('POST', `${ALERTS}/remove`, {
      body: { user: tola.id, store: a?.id, endpoint: phone.endpoint },
      token: tola.access,
    })
    expect((await list()).map((alert) => alert.store)).toEqual([b?.id])
    await server.call('POST', `${ALERTS}/remove`, {
      body: { user: tola.id, endpoint: phone.endpoint },
      token: tola.access,
    })
    expect(await list()).toEqual([])
  })

  it('ends the account’s alerts for a store when it unsubscribes from the store', async () => {
    const tola = await server.shopper('tola')
    const subscribed = await server.call('POST', '/gidideals-user/gidideals-subscribed-users', {
      body: { user: tola.id, subscribed: store.id },
      token: tola.access,
    })
    await server.call('POST', ALERTS, {
      body: { user: tola.id, store: store.id, subscription: push.subscription() },
      token: tola.access,
    })
    await server.call('DELETE', `/gidideals-user/gidideals-subscribed-users/${subscribed.json.id}`, {
      token: tola.access,
    })
    expect((await server.call('GET', ALERTS, { token: tola.access })).json.data.results).toEqual([])
  })
})

describe('a new deal for a store', () => {
  it('reaches its subscribers as an encrypted, VAPID-signed push with the store, title, price and deal URL', async () => {
    const tola = await server.shopper('tola')
    const phone = push.subscription('tola-phone')
    const saver = push.subscription('tola-saver')
    await server.call('POST', ALERTS, {
      body: { user: tola.id, store: store.id, subscription: phone },
      token: tola.access,
    })
    await server.call('POST', ALERTS, {
      body: { user: tola.id, store: store.id, subscription: saver, data_saver: true },
      token: tola.access,
    })

    const posted = await postDeal(
      { store: store.slug, title: 'Suya platter for two', price: 4500, was: 6000 },
      keys.get(store.id),
    )
    expect(posted.status).toBe(201)
    expect(posted.json).toMatchObject({ store: store.id, title: 'Suya platter for two', price: 4500 })
    expect(posted.json.url).toBe(`/discount-detail/${posted.json.id}`)

    const [received] = await push.pushesTo(phone.endpoint)
    const publicKey = (await server.call('GET', '/push/public-key')).json.publicKey as string
    expect(received?.vapidKey).toBe(publicKey)
    expect(received?.claims.aud).toBe(push.origin)
    expect(received?.claims.sub).toMatch(/^mailto:/)
    expect(Number(received?.claims.exp) * 1000).toBeGreaterThan(Date.now())
    expect(JSON.parse(received?.text ?? '')).toEqual({
      store: store.name_of_business,
      title: 'Suya platter for two',
      price: 4500,
      url: posted.json.url,
      image: '/beta/media/item/suya-platter-for-two.svg',
    })
    // Data saver: the same alert without a picture.
    const [light] = await push.pushesTo(saver.endpoint)
    expect(JSON.parse(light?.text ?? '')).toEqual({
      store: store.name_of_business,
      title: 'Suya platter for two',
      price: 4500,
      url: posted.json.url,
    })

    // The deal is a real one: its page reads it at its deal price.
    const deal = await server.call('GET', `/api/discount-items-single-id-aws/${posted.json.id}`)
    expect(deal.json.data.results).toMatchObject({ title: 'Suya platter for two', price: 6000, discounted_price: 4500 })
  })

  it('prunes a subscription its push service says is gone (410), and keeps one that failed otherwise', async () => {
    const tola = await server.shopper('tola')
    const [target] = server.db.prepare('SELECT id FROM stores ORDER BY id LIMIT 1 OFFSET 5').all() as Array<{
      id: number
    }>
    const gone = push.subscription('gone')
    const busy = push.subscription('busy')
    for (const subscription of [gone, busy])
      await server.call('POST', ALERTS, {
        body: { user: tola.id, store: target?.id, subscription },
        token: tola.access,
      })
    push.answer(gone.endpoint, 410)
    push.answer(busy.endpoint, 503)

    expect((await postDeal({ store: target?.id, title: 'Jollof rice', price: 2500 })).status).toBe(201)
    const endpoints = async () =>
      ((await server.call('GET', ALERTS, { token: tola.access })).json.data.results as Array<{ endpoint: string }>).map(
        (alert) => alert.endpoint,
      )
    const left = await until(endpoints, (list) => list.length < 2)
    expect(left).toEqual([busy.endpoint])
    expect(push.hits.filter((path) => path === '/push/busy')).toHaveLength(1)
  })
})

describe('npm run deal:post', () => {
  it('posts a deal into the running server’s database and sends it to the store’s subscribers', async () => {
    const tola = await server.shopper('tola')
    const [target] = server.db
      .prepare('SELECT id, slug, name_of_business FROM stores ORDER BY id LIMIT 1 OFFSET 7')
      .all() as Array<{
      id: number
      slug: string
      name_of_business: string
    }>
    const phone = push.subscription('command-phone')
    await server.call('POST', ALERTS, {
      body: { user: tola.id, store: target?.id, subscription: phone },
      token: tola.access,
    })

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/deal-alerts/deal-post-command.ts',
        '--key',
        keys.get(target?.id ?? 0) ?? '',
        '--store',
        target?.slug ?? '',
        '--title',
        'Asun',
        '--price',
        '3200',
      ],
      { env: { ...process.env, ...server.databaseEnv, PUSH_LOOPBACK: '1' }, timeout: 60_000 },
    )
    expect(stdout).toMatch(/^Posted deal \d+ for store \d+: Asun, ₦3,200 \(\/discount-detail\/\d+\)$/m)
    expect(stdout).toMatch(/alerts: 1 sent, 0 pruned, 0 failed/)
    const [received] = await push.pushesTo(phone.endpoint)
    expect(JSON.parse(received?.text ?? '')).toMatchObject({
      store: target?.name_of_business,
      title: 'Asun',
      price: 3200,
    })
  }, 90_000)
})

describe('the deal post', () => {
  it('needs the store’s key: missing and wrong are refused, and nothing is written', async () => {
    const count = () => (server.db.prepare('SELECT count(*) AS n FROM items').get() as { n: number }).n
    const before = count()
    const deal = { store: store.id, title: 'Puff-puff', price: 500 }
    const right = keys.get(store.id) ?? ''
    expect((await postDeal(deal, null)).status).toBe(401)
    expect((await postDeal(deal, `${right.slice(0, -1)}${right.endsWith('A') ? 'B' : 'A'}`)).status).toBe(401)
    expect((await postDeal(deal, '')).status).toBe(401)
    expect(count()).toBe(before)
    expect((await postDeal(deal)).status).toBe(201)
    expect(count()).toBe(before + 1)
  })

  it('validates the deal', async () => {
    for (const deal of [
      { store: store.id, title: '', price: 500 },
      { store: store.id, title: 'Puff-puff', price: -5 },
      { store: store.id, title: 'Puff-puff', price: '500' },
      { store: { id: 1 }, title: 'Puff-puff', price: 500 },
      { title: 'Puff-puff', price: 500 },
    ])
      expect((await postDeal(deal)).status, JSON.stringify(deal)).toBe(400)
    expect((await postDeal({ store: 'no-such-store', title: 'Puff-puff', price: 500 })).status).toBe(404)
  })
})
