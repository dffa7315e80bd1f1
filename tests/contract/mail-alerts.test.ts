// Deal alerts by e-mail (docs/api.md#mail-alerts), for phones where Web Push is missing or blocked: an
// account asks for a store's deals by e-mail, for itself only; a deal the store posts mails every
// subscribed account once, through the server's mailer (the mailbox table), and nobody else.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

const ALERTS = '/mail/deal-alerts'

let server: TestServer
let store: { id: number; name_of_business: string; slug: string }
let other: { id: number }
const keys = new Map<number, string>()

beforeAll(async () => {
  server = await startTestServer()
  const stores = server.db.prepare('SELECT id, name_of_business, slug FROM stores ORDER BY id LIMIT 2').all() as Array<
    typeof store
  >
  store = stores[0] as typeof store
  other = stores[1] as typeof other
  for (const { id } of stores) keys.set(id, await server.storeKey(id))
})
afterAll(async () => {
  await server.close()
})

type Shopper = Awaited<ReturnType<TestServer['shopper']>>

const subscribe = (who: Shopper, body: Record<string, unknown> = { user: who.id, store: store.id }) =>
  server.call('POST', ALERTS, { body, token: who.access })
const unsubscribe = (who: Shopper, storeId = store.id) =>
  server.call('POST', `${ALERTS}/remove`, { body: { user: who.id, store: storeId }, token: who.access })
const list = async (who: Shopper) => (await server.call('GET', ALERTS, { token: who.access })).json.data

const postDeal = (storeId: number, title: string, price: number, was?: number) =>
  server.call('POST', '/push/deals', {
    body: { store: storeId, title, price, ...(was === undefined ? {} : { was }) },
    headers: { 'X-Store-Key': keys.get(storeId) as string },
  })

/** The deal-alert mails in the mailbox table for `email`, once the server's mail queue has run. */
async function dealMails(email: string): Promise<Array<{ kind: string; code: string; text: string }>> {
  // The dev mailbox waits for what is queued; the rows are then read from the table itself.
  await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
  return server.db
    .prepare("SELECT kind, code, text FROM mailbox WHERE email = ? AND kind = 'deal-alert' ORDER BY id")
    .all(email) as Array<{ kind: string; code: string; text: string }>
}

describe('subscribing an account to a store’s deals by e-mail', () => {
  it('needs a token, and the body’s user must be the token’s', async () => {
    const tola = await server.shopper('tola')
    const bisi = await server.shopper('bisi')
    const body = { user: tola.id, store: store.id }
    expect((await server.call('POST', ALERTS, { body })).status).toBe(401)
    expect((await server.call('POST', ALERTS, { body, token: bisi.access })).status).toBe(403)
    expect((await server.call('GET', ALERTS)).status).toBe(401)
    expect((await server.call('POST', `${ALERTS}/remove`, { body })).status).toBe(401)
    expect((await server.call('POST', `${ALERTS}/remove`, { body, token: bisi.access })).status).toBe(403)
    // Bisi's own alert stays hers: Tola can neither read it nor remove it.
    expect((await subscribe(bisi)).status).toBe(201)
    expect((await list(tola)).results).toEqual([])
    expect((await unsubscribe(tola)).status).toBe(204)
    expect((await list(bisi)).results.map((alert: { store: number }) => alert.store)).toEqual([store.id])
  })

  it('refuses bad input with a 400 (or 404 for a store that does not exist), storing nothing', async () => {
    const tola = await server.shopper('tola')
    const refused: Array<Record<string, unknown>> = [
      { user: tola.id },
      { user: tola.id, store: 'Lekki' },
      { user: tola.id, store: 0 },
      { user: tola.id, store: -3 },
      { user: tola.id, store: 1.5 },
      { user: tola.id, store: store.id, email: 'someone.else@example.ng' },
      { user: String(tola.id), store: store.id },
    ]
    for (const body of refused) expect((await subscribe(tola, body)).status, JSON.stringify(body)).toBe(400)
    const notJson = { body: '{"user":', token: tola.access, headers: { 'Content-Type': 'application/json' } }
    expect((await server.call('POST', ALERTS, notJson)).status).toBe(400)
    expect((await subscribe(tola, { user: tola.id, store: 999_999 })).status).toBe(404)
    expect(
      (await server.call('POST', `${ALERTS}/remove`, { body: { user: tola.id }, token: tola.access })).status,
    ).toBe(400)
    expect((await list(tola)).results).toEqual([])
  })

  it('answers the alert and the address it goes to; twice is one alert; removing ends it', async () => {
    const tola = await server.shopper('tola')
    const first = await subscribe(tola)
    expect(first.status).toBe(201)
    expect(first.json.data).toMatchObject({
      email: tola.email,
      alert: { store: store.id, store_name: store.name_of_business, store_slug: store.slug },
    })
    expect((await subscribe(tola)).json.data.alert.id).toBe(first.json.data.alert.id)
    expect((await subscribe(tola, { user: tola.id, store: other.id })).status).toBe(201)
    const both = await list(tola)
    expect(both.email).toBe(tola.email)
    expect(both.results.map((alert: { store: number }) => alert.store)).toEqual([store.id, other.id])

    expect((await unsubscribe(tola)).status).toBe(204)
    expect((await list(tola)).results.map((alert: { store: number }) => alert.store)).toEqual([other.id])
    // Removing what is not there is done already.
    expect((await unsubscribe(tola)).status).toBe(204)
  })
})

describe('unsubscribing from the store', () => {
  it('ends the account’s e-mail alerts for that store, and only for it', async () => {
    const tola = await server.shopper('tola')
    const subscribed = await server.call('POST', '/gidideals-user/gidideals-subscribed-users', {
      body: { user: tola.id, subscribed: store.id },
      token: tola.access,
    })
    expect(subscribed.status).toBe(201)
    expect((await subscribe(tola)).status).toBe(201)
    expect((await subscribe(tola, { user: tola.id, store: other.id })).status).toBe(201)
    const removed = await server.call('DELETE', `/gidideals-user/gidideals-subscribed-users/${subscribed.json.id}`, {
      token: tola.access,
    })
    expect(removed.status).toBe(204)
    expect((await list(tola)).results.map((alert: { store: number }) => alert.store)).toEqual([other.id])
  })
})

describe('a deal the store posts', () => {
  it('mails each subscribed account once, with the title, the ₦ price and the store, and nobody else', async () => {
    const ada = await server.shopper('ada')
    const emeka = await server.shopper('emeka')
    const elsewhere = await server.shopper('elsewhere')
    const stopped = await server.shopper('stopped')
    const nobody = await server.shopper('nobody')
    for (const who of [ada, emeka, stopped]) expect((await subscribe(who)).status).toBe(201)
    expect((await subscribe(elsewhere, { user: elsewhere.id, store: other.id })).status).toBe(201)
    expect((await unsubscribe(stopped)).status).toBe(204)

    const title = `<b>Party jollof</b> & chicken ${Date.now()}`
    const posted = await postDeal(store.id, title, 12_500, 15_000)
    expect(posted.status).toBe(201)

    for (const who of [ada, emeka]) {
      const mails = await dealMails(who.email)
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail?.code).toBe('')
      // Plain text: the title exactly as the store wrote it, the price with separators.
      expect(mail?.text).toContain(`New deal at ${store.name_of_business}: ${title}, ₦12,500 (was ₦15,000).`)
      expect(mail?.text).toContain(`/discount-detail/${posted.json.id}`)
    }
    for (const who of [elsewhere, stopped, nobody]) expect(await dealMails(who.email)).toEqual([])

    // The other store's deal reaches its own subscriber only.
    expect((await postDeal(other.id, 'Suya platter', 4_000)).status).toBe(201)
    expect(await dealMails(elsewhere.email)).toHaveLength(1)
    expect(await dealMails(ada.email)).toHaveLength(1)
  })

  it('mails the others when one mail fails, and never fails the post', async () => {
    let failed = 0
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const local: TestServer = await startTestServer({
      server: {
        // Codes reach the mailbox (the shoppers sign up); every deal alert hangs, then fails.
        mailer: async ({ to, kind, code }) => {
          if (kind === 'deal-alert') {
            await gate
            failed += 1
            throw new Error('the mail service is down')
          }
          local.db
            .prepare("INSERT INTO mailbox (email, kind, code, created_at) VALUES (?, ?, ?, '2026-01-01T00:00:00Z')")
            .run(to, kind, code)
        },
      },
    })
    try {
      const [shop] = local.db.prepare('SELECT id FROM stores ORDER BY id LIMIT 1').all() as Array<{ id: number }>
      const key = await local.storeKey(shop?.id as number)
      for (const prefix of ['ada', 'emeka']) {
        const who = await local.shopper(prefix)
        const body = { user: who.id, store: shop?.id }
        expect((await local.call('POST', ALERTS, { body, token: who.access })).status).toBe(201)
      }
      const posted = await local.call('POST', '/push/deals', {
        body: { store: shop?.id, title: 'Moi moi', price: 800 },
        headers: { 'X-Store-Key': key },
      })
      expect(posted.status).toBe(201)
      // The answer came while the mail service still hung.
      expect(failed).toBe(0)
      release()
      await local.call('GET', '/__dev/mailbox?email=ada%40example.ng')
      expect(failed).toBe(2)
      expect(local.logs).toContain(`deal ${posted.json.id} e-mail alerts: 0 sent, 2 failed`)
    } finally {
      await local.close()
    }
  })
})

describe('a deal posted with `npm run deal:post`', () => {
  it('mails the store’s e-mail subscribers too, its link on PUBLIC_ORIGIN', async () => {
    const kemi = await server.shopper('kemi')
    expect((await subscribe(kemi, { user: kemi.id, store: other.id })).status).toBe(201)
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/deal-alerts/deal-post-command.ts',
        '--key',
        keys.get(other.id) ?? '',
        '--title',
        'Asun',
        '--price',
        '3200',
      ],
      { env: { ...process.env, ...server.databaseEnv, PUBLIC_ORIGIN: 'https://gidideals.ng' }, timeout: 60_000 },
    )
    const id = /^Posted deal (\d+)/m.exec(stdout)?.[1]
    // Kemi and the earlier tests' subscribers to that store.
    expect(stdout).toMatch(new RegExp(`^deal ${id} e-mail alerts: \\d+ sent, 0 failed$`, 'm'))
    const mails = await dealMails(kemi.email)
    expect(mails.map((mail) => mail.text.split('\n').slice(0, 2))).toEqual([
      [expect.stringMatching(/: Asun, ₦3,200\.$/), `See it: https://gidideals.ng/discount-detail/${id}`],
    ])
  }, 90_000)
})

describe('an account that is deleted', () => {
  it('takes its e-mail alerts with it', async () => {
    const gone = await server.shopper('gone')
    expect((await subscribe(gone)).status).toBe(201)
    const count = () =>
      Number(
        (
          server.db.prepare('SELECT COUNT(*) AS n FROM mail_deal_alerts WHERE user_id = ?').get(gone.id) as {
            n: number
          }
        ).n,
      )
    expect(count()).toBe(1)
    server.db.prepare('DELETE FROM codes WHERE user_id = ?').run(gone.id)
    server.db.prepare('DELETE FROM users WHERE id = ?').run(gone.id)
    expect(count()).toBe(0)
  })
})
