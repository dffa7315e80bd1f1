import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('bad input', () => {
  it('answers malformed and oversized bodies with 4xx and a message', async () => {
    const malformed = await server.call('POST', '/feedback/feedback-create', {
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed).toMatchObject({ status: 400, json: { message: 'The request body must be valid JSON.' } })
    const array = await server.call('POST', '/feedback/feedback-create', { body: [1, 2] })
    expect(array).toMatchObject({ status: 400, json: { message: 'The request body must be a JSON object.' } })
    const huge = await server.call('POST', '/feedback/feedback-create', { body: { feedback: 'x'.repeat(200 * 1024) } })
    expect(huge.status).toBe(413)
    const unknown = await server.call('GET', '/api/no-such-endpoint')
    expect(unknown).toMatchObject({ status: 404, json: { message: 'The requested resource was not found.' } })
  })

  it('refuses a NUL character in a body, a path or a query on either engine (PostgreSQL text cannot hold one)', async () => {
    const message = 'Text may not contain a NUL character.'
    const inBody = await server.call('POST', '/feedback/feedback-create', {
      body: { category: 'Others', phoneNumber: '\u0000\u0001', email: 'nul@example.ng', feedback: 'Hi' },
    })
    expect(inBody).toMatchObject({ status: 400, json: { message } })
    const inKey = await server.call('POST', '/feedback/feedback-create', {
      body: { category: 'Others', email: 'nul@example.ng', feedback: 'Hi', ['x\u0000']: 1 },
    })
    expect(inKey).toMatchObject({ status: 400, json: { message } })
    expect(await server.call('GET', '/api/search-store/%00')).toMatchObject({ status: 400, json: { message } })
    expect(await server.call('GET', '/api/menu-items-all-aws?search=a%00b')).toMatchObject({ status: 400 })
  })

  it('answers an id beyond any record (PostgreSQL integer) as not found or invalid, never a 500', async () => {
    for (const id of ['2147483648', '9007199254740993', '99999999999999999999']) {
      const qr = await server.call('GET', `/gidideals/qr-code/list-all-content-to-users/${id}`)
      expect(qr.status).toBe(404)
      const store = await server.call('GET', `/api/nearme-single-store-aws/${id}`)
      expect([400, 404]).toContain(store.status)
    }
  })

  // Hundreds of requests: a few seconds on a quiet host, over 20 s at load 20 beside the e2e suite.
  it('survives a bounded fuzz of malformed requests across endpoints: no 500, still answering', async () => {
    const shopper = await server.shopper()
    const paths = [
      '/account/app-user/login',
      '/account/app-user/signup',
      '/account/token/refresh',
      '/account/email/verify-email-app-user',
      '/account/password-reset',
      '/coupon-like/likes-create',
      '/discount-rating/rating-create',
      '/featured-like/featured-likes',
      '/gidideals-user/gidideals-likes',
      '/gidideals-user/gidideals-subscribed-users',
      '/gidideals-user/gidideals-user-comment',
      '/blog/create-blog',
      '/blog/create-comment',
      '/sales/sales-create',
      '/sales/sales-quote',
      '/sales/sales-verify',
      '/feedback/feedback-create',
      '/subscribe/subscribe-to-newsletter/',
      '/api/coupon/record-interaction',
      '/contact/contact-form',
    ]
    const values: unknown[] = [
      null,
      true,
      -1,
      0,
      1.5,
      Number.MAX_VALUE,
      '',
      ' ',
      'x'.repeat(6000),
      [],
      {},
      [{}],
      { $gt: '' },
      '1; DROP TABLE users',
      '<img src=x onerror=alert(1)>',
      '9'.repeat(40),
    ]
    const fields = [
      'user',
      'likes',
      'ratings',
      'rating',
      'email',
      'password',
      'token',
      'content',
      'restaurant',
      'items',
      'reference',
      'category',
      'feedback',
      'item_id',
      'interaction_type',
      'title',
      'categories',
      'blog_post',
      'subscribed',
      'otp',
      'vat',
    ]
    let seed = 42
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T
    const statuses = new Map<number, number>()
    for (let i = 0; i < 600; i++) {
      const body: Record<string, unknown> = {}
      for (let f = 0; f < 1 + Math.floor(random() * 4); f++) body[pick(fields)] = pick(values)
      if (random() < 0.5) body.user = shopper.id
      const method = pick(['POST', 'POST', 'POST', 'PATCH', 'DELETE'])
      const path =
        method === 'POST'
          ? pick(paths)
          : `${pick(['/coupon-rating/rating-single-item-update', '/discount-like/likes-single-item-update', '/featured-rating/featured-rating-single-item'])}/${pick(['1', '0', '-5', 'abc', '99999999999999999999'])}`
      const response = await server.call(method, path, { token: random() < 0.7 ? shopper.access : undefined, body })
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      expect(response.status, `${method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500)
    }
    for (const query of [
      'latitude=x',
      'latitude=91&longitude=0',
      'latitude=6&longitude=3&page=-1',
      'latitude=6&longitude=3&page_size=0',
      'latitude=6&longitude=3&max_delivery_time=abc',
    ]) {
      expect((await server.call('GET', `/api/nearme-aws?${query}`)).status).toBe(400)
    }
    expect((await server.call('GET', '/api/nearme-aws?latitude=6.6&longitude=3.35')).status).toBe(200)
    console.info('fuzz statuses', Object.fromEntries(statuses))
  }, 60_000)
})

describe('the built app', () => {
  it('serves the shell with compression and the right caching for each kind of file', async () => {
    const index = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'br' } })
    expect(index.headers.get('content-type')).toContain('text/html')
    expect(index.headers.get('cache-control')).toBe('no-cache')
    expect(index.headers.get('content-encoding')).toBe('br')
    const asset = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(asset.headers.get('content-type')).toContain('text/javascript')
    expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache')
    expect((await fetch(`${server.url}/manifest.webmanifest`)).headers.get('content-type')).toContain(
      'application/manifest+json',
    )
    // Client-side routes get the shell; missing files and path tricks do not.
    expect((await fetch(`${server.url}/store-front-details/mama-cass`)).headers.get('content-type')).toContain(
      'text/html',
    )
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404)
  })

  it('logs one line per request, with no query string', async () => {
    await fetch(`${server.url}/beta/api/nearme-aws?latitude=6.6&longitude=3.35`)
    const line = server.logs.findLast((entry) => entry.startsWith('GET /beta/api/nearme-aws'))
    expect(line).toMatch(/^GET \/beta\/api\/nearme-aws 200 [\d.]+ms$/)
  })
})

describe('persistence', () => {
  it('keeps data in the SQLite file across restarts, without seeding twice', async () => {
    const first = await startTestServer()
    const shopper = await first.shopper()
    const coupon = (await first.call('GET', '/api/coupon-items-all-aws')).json.data.results[0]
    await first.call('POST', '/coupon-like/likes-create', {
      token: shopper.access,
      body: { user: shopper.id, likes: coupon.id },
    })
    const stores = (await first.call('GET', '/api/nearme-aws?latitude=6.6&longitude=3.35')).json.data.count
    await first.close()

    const second = await startTestServer({ databasePath: first.databasePath, staticDir: first.staticDir })
    try {
      expect((await second.call('GET', '/api/nearme-aws?latitude=6.6&longitude=3.35')).json.data.count).toBe(stores)
      // The signing secret is kept too: the old token still works.
      const activities = await second.call('GET', '/account/app-user/data-jwt', { token: shopper.access })
      expect(activities.json.coupon_likes).toEqual([expect.objectContaining({ likes: coupon.id })])
    } finally {
      await second.close()
    }
  })
})
