// docs/history.md#issue-49, M5: deal alerts' push endpoints reached the inside. The old server filtered by the written
// host name only: names that resolve to 127.0.0.1 and ranges such as 100.64.0.0/10 passed, it opened
// TLS connections to loopback listeners, and endpoints that never answered stalled one deal's sends
// for 100 s. Now only the browsers' push services are taken (https, port 443), each send resolves
// the name and refuses any address off the public internet, connects to the address it checked,
// gives up after its timeout, and an endpoint failing send after send is dropped.
import { createServer as createTcpServer, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_FAILURES_TO_DROP } from '../../server/deal-alerts/deal-alerts'
import { postPinned } from '../../server/deal-alerts/push-send'
import { startPushService } from './push-service'
import { startTestServer, type TestServer } from './support'

const ALERTS = '/push/deal-alerts'

/** What the push services' names resolve to in this test: a poisoned or rebinding resolver. */
const answers: Record<string, string[]> = {
  'fcm.googleapis.com': ['127.0.0.1'],
  'updates.push.services.mozilla.com': ['100.64.1.2'],
  'web.push.apple.com': ['17.253.144.10', '::1'],
  'wns2-par02p.notify.windows.com': ['fd00::1'],
  'android.googleapis.com': ['169.254.169.254'],
}
const resolved: string[] = []

let server: TestServer
let push: Awaited<ReturnType<typeof startPushService>>
let store: { id: number }
let storeKey: string
/** Another store, for the loopback push service's subscriptions. */
let other: { id: number }
let otherKey: string

beforeAll(async () => {
  push = await startPushService()
  server = await startTestServer({
    server: {
      pushLoopback: true,
      push: {
        timeoutMs: 300,
        resolve: async (host) => {
          resolved.push(host)
          return answers[host] ?? []
        },
      },
    },
  })
  store = server.db.prepare('SELECT id FROM stores ORDER BY id LIMIT 1 OFFSET 3').get() as { id: number }
  storeKey = await server.storeKey(store.id)
  other = server.db.prepare('SELECT id FROM stores ORDER BY id LIMIT 1 OFFSET 4').get() as { id: number }
  otherKey = await server.storeKey(other.id)
})
afterAll(async () => {
  await server.close()
  await push.close()
})

const keysOf = () => push.subscription().keys
const subscribe = (
  shopper: { id: number; access: string },
  endpoint: string,
  { storeId = store.id, keys = keysOf() } = {},
) =>
  server.call('POST', ALERTS, {
    body: { user: shopper.id, store: storeId, subscription: { endpoint, expirationTime: null, keys } },
    token: shopper.access,
  })
const postDeal = (title: string, [storeId, key] = [store.id, storeKey] as const) =>
  server.call('POST', '/push/deals', {
    body: { store: storeId, title, price: 1500 },
    headers: { 'X-Store-Key': key },
  })
async function reportOf(dealId: number) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const line = server.logs.find((entry) => entry.startsWith(`deal ${dealId} alerts:`))
    if (line || Date.now() > deadline) return line
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('subscribing an endpoint', () => {
  it('takes the browsers’ push services only, over https on port 443', async () => {
    const plain = await startTestServer()
    try {
      const tola = await plain.shopper('endpoints')
      const send = (endpoint: string) =>
        plain.call('POST', ALERTS, {
          body: { user: tola.id, store: store.id, subscription: { endpoint, expirationTime: null, keys: keysOf() } },
          token: tola.access,
        })
      // Names that are this machine, and hosts that are no push service.
      for (const endpoint of [
        'https://localhost./push/x',
        'https://ip6-localhost/push/x',
        'https://127.0.0.1.nip.io/push/x',
        'https://100.64.0.1/push/x',
        'https://[::ffff:127.0.0.1]/push/x',
        'https://push.example.com/push/x',
        'https://fcm.googleapis.com.evil.example/push/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
        'http://fcm.googleapis.com/fcm/send/x',
        `${push.origin}/push/x`,
      ])
        expect((await send(endpoint)).status, endpoint).toBe(400)
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://wns2-par02p.notify.windows.com/w/?token=abc',
        'https://web.push.apple.com/QGv7abc',
      ])
        expect((await send(endpoint)).status, endpoint).toBe(201)
    } finally {
      await plain.close()
    }
  })
})

describe('sending a deal alert', () => {
  it('resolves each push service’s name and refuses loopback, private, CGNAT, link-local and mixed answers', async () => {
    const tola = await server.shopper('resolved')
    for (const host of Object.keys(answers))
      expect((await subscribe(tola, `https://${host}/send/${host}`)).status).toBe(201)
    const posted = await postDeal('Akara and pap')
    expect(posted.status).toBe(201)
    expect(await reportOf(posted.json.id)).toBe(`deal ${posted.json.id} alerts: 0 sent, 0 pruned, 5 failed`)
    expect(resolved.sort()).toEqual(Object.keys(answers).sort())
  })

  it('connects to the address it checked, naming the push service in TLS', async () => {
    const seen: Array<{ local: string; hello: string }> = []
    const listener = createTcpServer((socket: Socket) => {
      socket.once('data', (chunk: Buffer) => {
        seen.push({ local: socket.localAddress ?? '', hello: chunk.toString('latin1') })
        socket.destroy()
      })
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const { port } = listener.address() as { port: number }
    try {
      // fcm.googleapis.com cannot be resolved here: the socket goes where it is told, or nowhere.
      const url = new URL(`https://fcm.googleapis.com:${port}/fcm/send/abc`)
      await expect(postPinned(url, '127.0.0.1', { headers: {}, body: null, timeoutMs: 2000 })).rejects.toThrow()
      expect(seen).toHaveLength(1)
      expect(seen[0]?.local).toBe('127.0.0.1')
      expect(seen[0]?.hello).toContain('fcm.googleapis.com')
    } finally {
      listener.close()
    }
  })

  it('gives up on a push service that never answers, and drops an endpoint that fails send after send', async () => {
    const tola = await server.shopper('failing')
    const silent = push.subscription('silent')
    const busy = push.subscription('busy-always')
    const good = push.subscription('good')
    for (const { endpoint, keys } of [silent, busy, good])
      expect((await subscribe(tola, endpoint, { storeId: other.id, keys })).status).toBe(201)
    push.hang(silent.endpoint)
    push.answer(busy.endpoint, 503)
    const endpoints = async () =>
      ((await server.call('GET', ALERTS, { token: tola.access })).json.data.results as Array<{ endpoint: string }>)
        .map((alert) => alert.endpoint)
        .filter((endpoint) => endpoint.startsWith(push.origin))
    for (let round = 1; round <= PUSH_FAILURES_TO_DROP; round++) {
      const posted = await postDeal(`Suya round ${round}`, [other.id, otherKey])
      const report = await reportOf(posted.json.id)
      const dropped = round === PUSH_FAILURES_TO_DROP
      expect(report).toBe(`deal ${posted.json.id} alerts: 1 sent, ${dropped ? 2 : 0} pruned, ${dropped ? 0 : 2} failed`)
      await push.pushesTo(good.endpoint, round)
      expect((await endpoints()).length).toBe(dropped ? 1 : 3)
    }
    expect(await endpoints()).toEqual([good.endpoint])
  })
})
