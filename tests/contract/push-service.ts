// A loopback stand-in for a browser's push service (Chromium here cannot reach a real one):
// it hands out subscriptions with real P-256 keys, and for each push it receives checks the
// VAPID Authorization header (RFC 8292) and decrypts the aes128gcm body (RFC 8291) with the
// subscription's private key and auth secret, as a browser would.
import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'
import { importJWK, jwtVerify } from 'jose'

type Ece = {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer
}
// http_ece (web-push's own dependency) has no types; it is the reference implementation.
const ece = createRequire(import.meta.url)('http_ece') as Ece

export type ReceivedPush = {
  /** The subscription's path on this service ("/push/<name>"). */
  path: string
  /** The application server's VAPID public key (the `k` of the Authorization header). */
  vapidKey: string
  /** The JWT's claims after its ES256 signature was verified with that key. */
  claims: { aud?: unknown; exp?: unknown; sub?: unknown }
  ttl: string | undefined
  /** The decrypted payload. */
  text: string
}

export type PushServiceSubscription = {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function verifyVapid(header: string | undefined, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID Authorization header: ${header}`)
  const point = Buffer.from(match[2], 'base64url')
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  )
  const { payload } = await jwtVerify(match[1], key, { audience, algorithms: ['ES256'] })
  return { vapidKey: match[2], claims: payload }
}

export async function startPushService() {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>()
  const received: ReceivedPush[] = []
  const errors: string[] = []
  /** The path of every request, pushes and refusals alike. */
  const hits: string[] = []
  /** Paths answered with this status instead of 201 (410: the subscription is gone). */
  const answers = new Map<string, number>()
  /** Paths never answered: the request is read, and the connection left open. */
  const silent = new Set<string>()
  let origin = ''

  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? ''
      const body = await readBody(request)
      const device = devices.get(path)
      hits.push(path)
      if (silent.has(path)) return
      try {
        if (request.method !== 'POST' || !device) throw new Error(`unknown subscription ${request.method} ${path}`)
        const status = answers.get(path)
        if (status) {
          response.writeHead(status).end()
          return
        }
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('the body is not aes128gcm')
        const { vapidKey, claims } = await verifyVapid(request.headers.authorization, origin)
        const text = ece
          .decrypt(body, {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.auth.toString('base64url'),
          })
          .toString('utf8')
        received.push({ path, vapidKey, claims, ttl: request.headers.ttl as string | undefined, text })
        response.writeHead(201).end()
      } catch (error) {
        errors.push(String(error))
        response.writeHead(400).end()
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no address')
  origin = `http://127.0.0.1:${address.port}`

  /** A new device: a subscription as `PushSubscription.toJSON()` gives it, with real keys. */
  function subscription(name: string = randomBytes(6).toString('hex')): PushServiceSubscription {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16)
    const path = `/push/${name}`
    devices.set(path, { ecdh, auth })
    return {
      endpoint: `${origin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }
  }

  /** Waits for `count` pushes to the subscription's endpoint (polling; the server sends later). */
  async function pushesTo(endpoint: string, count = 1, timeoutMs = 20_000): Promise<ReceivedPush[]> {
    const path = new URL(endpoint).pathname
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mine = received.filter((push) => push.path === path)
      if (mine.length >= count) return mine
      if (errors.length > 0) throw new Error(`push service: ${errors.join('; ')}`)
      if (Date.now() > deadline) throw new Error(`no push to ${path} within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  return {
    origin,
    received,
    errors,
    hits,
    subscription,
    pushesTo,
    /** From now on, pushes to this subscription are answered with `status`. */
    answer: (endpoint: string, status: number) => answers.set(new URL(endpoint).pathname, status),
    /** From now on, pushes to this subscription are never answered. */
    hang: (endpoint: string) => silent.add(new URL(endpoint).pathname),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
