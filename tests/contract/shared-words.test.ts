// A shared deal or store link's words in the HTML the server sends (docs/history.md#issue-23): the record's
// title, price and place written into the first-load page's slot, its picture preloaded, every
// value escaped as text; a link to no record gets the page as the build made it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNaira } from '../../contract/money'
import { SHARED_PLACEHOLDER, SHARED_SLOT } from '../../contract/shared-words'
import { startTestServer, type TestServer } from './support'
import { testTempDir } from '../support/temp-dirs'

// The build's page, as far as the server is concerned: a head, and the skeleton's slot.
const built = (page: 'deal' | 'store') =>
  `<!doctype html><html><head><title>GidiDeals</title>\n  </head><body><div id="root"><div data-shared="${page}">` +
  `${SHARED_SLOT.start}${SHARED_PLACEHOLDER[page]}${SHARED_SLOT.end}</div></div></body></html>`

const HOSTILE_TITLE = `<script>alert("deal")</script> Jollof & 'chicken'`
const HOSTILE_STORE = `Mama's <img src=x onerror="alert(1)"> Kitchen`
let server: TestServer
let couponId: number
let plainCouponId: number
let storeSlug: string

beforeAll(async () => {
  const dist = join(testTempDir('gidideals-shared-words-'), 'dist')
  mkdirSync(join(dist, 'prerendered'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>')
  writeFileSync(join(dist, 'prerendered', 'coupon-detail.html'), built('deal'))
  writeFileSync(join(dist, 'prerendered', 'store.html'), built('store'))
  writeFileSync(
    join(dist, 'prerendered', 'routes.json'),
    JSON.stringify([
      {
        pattern: '^/coupon-detail/(?=\\d{1,15}/?$)0*[1-9]\\d*/?$',
        readsSearch: false,
        file: '/prerendered/coupon-detail.html',
        shared: 'deal:coupon',
      },
      {
        pattern: '^\\/store-front-details\\/[^/]+\\/?$',
        readsSearch: false,
        file: '/prerendered/store.html',
        shared: 'store',
      },
    ]),
  )
  server = await startTestServer({ staticDir: dist })
  const store = server.db.prepare('SELECT id, slug FROM stores ORDER BY id LIMIT 1').get() as {
    id: number
    slug: string
  }
  storeSlug = store.slug
  server.db
    .prepare("UPDATE stores SET name_of_business = ?, cover_image = '/media/covers/mama.jpg' WHERE id = ?")
    .run(HOSTILE_STORE, store.id)
  const insert = server.db.prepare(
    `INSERT INTO items (kind, store_id, title, description, image, price, discounted_price, percentage, valid_from, valid_until, created_at, menu_item_id)
     VALUES ('coupon', ?, ?, 'Rice', ?, 5000, 3500, 30, NULL, NULL, '2026-11-01T00:00:00Z', NULL)`,
  )
  couponId = Number(insert.run(store.id, HOSTILE_TITLE, 'https://img.test/jollof.jpg').lastInsertRowid)
  // A picture address that would end the attribute: the words still come, the preload does not.
  plainCouponId = Number(
    insert.run(store.id, 'Suya platter', 'https://img.test/a"onload="alert(1).jpg').lastInsertRowid,
  )
})
afterAll(() => server.close())

const page = async (path: string, encoding = 'identity') => {
  const answer = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': encoding } })
  return { status: answer.status, body: await answer.text(), headers: answer.headers }
}

describe("a shared deal link's HTML", () => {
  it('carries the title, the price and the store, escaped as text, in place of the skeleton boxes', async () => {
    const { status, body } = await page(`/coupon-detail/${couponId}`)
    expect(status).toBe(200)
    expect(body).not.toContain('<script>alert')
    expect(body).not.toContain('<img src=x')
    expect(body).toContain('&#60;script&#62;alert(&#34;deal&#34;)&#60;/script&#62; Jollof &#38; &#39;chicken&#39;')
    expect(body).toContain(formatNaira(3500))
    expect(body).toContain(formatNaira(5000))
    expect(body).toContain('From Mama&#39;s &#60;img src=x onerror=&#34;alert(1)&#34;&#62; Kitchen')
    expect(body).not.toContain(SHARED_PLACEHOLDER.deal)
    // Still one slot, so the app's skeleton hydrates over it.
    expect(body.split(SHARED_SLOT.start)).toHaveLength(2)
  })

  it('preloads its picture at high priority, and only a plain address', async () => {
    const { body } = await page(`/coupon-detail/${couponId}`)
    expect(body).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="https:\/\/img\.test\/jollof\.jpg">\s*<\/head>/,
    )
    const plain = (await page(`/coupon-detail/${plainCouponId}`)).body
    expect(plain).toContain('Suya platter')
    expect(plain).not.toContain('rel="preload"')
    expect(plain).not.toContain('onload=')
  })

  it('is compressed as asked, and tagged by what it holds', async () => {
    const br = await page(`/coupon-detail/${couponId}`, 'br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.body).toContain(formatNaira(3500))
    const gzip = await page(`/coupon-detail/${plainCouponId}`, 'gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.headers.get('etag')).not.toBe(br.headers.get('etag'))
    const again = await fetch(`${server.url}/coupon-detail/${couponId}`, {
      headers: { 'If-None-Match': br.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('is the page as built, with the not-found page’s title and a 404, when no such deal exists', async () => {
    const { status, body } = await page('/coupon-detail/999999999')
    // A link to no deal is a 404 (docs/api.md#link-previews); the app still hydrates its page and says so.
    expect(status).toBe(404)
    expect(body).toContain('<title>Page not found · GidiDeals</title>')
    expect(body).toContain(SHARED_PLACEHOLDER.deal)
    expect(body).not.toContain('rel="preload"')
  })
})

describe("a shared store link's HTML", () => {
  it('carries the store’s name escaped, and preloads its cover', async () => {
    const { body } = await page(`/store-front-details/${storeSlug.toUpperCase()}`)
    expect(body).toContain('Mama&#39;s &#60;img src=x onerror=&#34;alert(1)&#34;&#62; Kitchen')
    expect(body).not.toContain('<img src=x')
    expect(body).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/covers/mama.jpg">')
    expect(body).not.toContain(SHARED_PLACEHOLDER.store)
  })

  it('is the page as built for a slug no store has', async () => {
    expect((await page('/store-front-details/no-such-store')).body).toContain(SHARED_PLACEHOLDER.store)
  })
})
