// Links that sell (docs/api.md#link-previews): a deal's, a menu item's, a store's and a blog post's URL,
// fetched as WhatsApp's, Facebook's, X's and Google's crawlers fetch it (no JavaScript), carries the
// record in words in its head (the title, the ₦ price the server sells at today, the store and its
// area), Open Graph and Twitter tags with an absolute preview picture that answers as a PNG, a
// canonical URL and JSON-LD. A title with markup stays text; a link to no record is a 404 with the
// not-found page's head; the same HTML goes to a phone.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNaira } from '../../contract/money'
import { SHARED_PLACEHOLDER, SHARED_SLOT } from '../../contract/shared-words'
import { startTestServer, type TestServer } from './support'
import { pngSize, readHead, type Head } from './link-head'
import { rawRequest } from './raw-http'
import { testTempDir } from '../support/temp-dirs'

const CRAWLERS = [
  'WhatsApp/2.23.20.0',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
]
const PHONE = 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile'
const HOSTILE_TITLE = `Suya </title><script>alert(1)</script> "><img src=x onerror=alert(2)> & 'pepper'`

// The build's pages as far as the server is concerned: the shell's head (index.html's title and
// description), the deal and store pages' slots.
const head =
  '<head><meta charset="UTF-8"><title>Coupon · GidiDeals</title>\n    <meta\n      name="description"\n      content="Find nearby stores, restaurants, coupons and hot deals."\n    />\n  </head>'
const built = (slot: 'deal' | 'store' | '') =>
  `<!doctype html><html lang="en-NG">${head}<body><div id="root">` +
  (slot
    ? `<div data-shared="${slot}">${SHARED_SLOT.start}${SHARED_PLACEHOLDER[slot]}${SHARED_SLOT.end}</div>`
    : 'shell') +
  '</div><script src="/theme-boot.js"></script></body></html>'

let server: TestServer
const ids = { coupon: 0, ended: 0, hostile: 0, menu: 0, blog: 0 }
let store: { id: number; slug: string; name_of_business: string; area: string }

function writeDist(dist: string) {
  mkdirSync(join(dist, 'prerendered'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), built(''))
  const pages = [
    ['coupon-detail', 'deal:coupon', 'deal'],
    ['menu-item-detail', 'deal:menu', 'deal'],
    ['store-front-details', 'store', 'store'],
  ] as const
  for (const [name, , slot] of pages) writeFileSync(join(dist, 'prerendered', `${name}.html`), built(slot))
  const routes = pages.map(([name, shared]) => ({
    pattern: name === 'store-front-details' ? `^\\/${name}\\/[^/]+\\/?$` : `^/${name}/(?=\\d{1,15}/?$)0*[1-9]\\d*/?$`,
    readsSearch: false,
    file: `/prerendered/${name}.html`,
    shared,
  }))
  writeFileSync(join(dist, 'prerendered', 'routes.json'), JSON.stringify(routes))
}

beforeAll(async () => {
  const dist = join(testTempDir('gidideals-link-previews-'), 'dist')
  writeDist(dist)
  server = await startTestServer({ staticDir: dist })
  store = server.db
    .prepare("SELECT id, slug, name_of_business, area FROM stores WHERE place_type = 'Restaurant' ORDER BY id LIMIT 1")
    .get() as typeof store
  const insert = server.db.prepare(
    `INSERT INTO items (kind, store_id, title, description, image, price, discounted_price, percentage, valid_from, valid_until, created_at, menu_item_id)
     VALUES (?, ?, ?, 'Party jollof with chicken.', '/beta/media/item/jollof-rice.svg', ?, ?, ?, ?, ?, '2026-11-01T00:00:00Z', ?)`,
  )
  const add = (...row: unknown[]) => Number(insert.run(...row).lastInsertRowid)
  // The run's clock is 24 November 2026 (tests/support/test-clock.ts).
  ids.coupon = add('coupon', store.id, 'Jollof rice for two', 5000, 3500, 30, '2026-11-20', '2026-12-31', null)
  ids.ended = add('coupon', store.id, 'Fried rice for two', 5000, 3500, 30, '2026-10-01', '2026-11-01', null)
  ids.hostile = add('coupon', store.id, HOSTILE_TITLE, 4000, 2500, null, null, null, null)
  ids.menu = add('menu', store.id, 'Pepper soup bowl', 12500, null, null, null, null, null)
  // The menu item's deal running today: its link sells at the deal's price.
  add('discount', store.id, 'Pepper soup deal', 12500, 9900, 21, '2026-11-01', '2026-12-31', ids.menu)
  const posts = await server.call('GET', '/blog/list-all-blog')
  ids.blog = (posts.json.data.results as { id: number }[])[0]?.id ?? 0
})
afterAll(() => server.close())

async function crawl(path: string, userAgent = CRAWLERS[0] ?? '') {
  const answer = await fetch(`${server.url}${path}`, { headers: { 'User-Agent': userAgent, Accept: 'text/html' } })
  const body = await answer.text()
  return { status: answer.status, headers: answer.headers, body, head: readHead(body) }
}

/** The preview's picture, fetched as the crawler fetches it. */
async function previewImage(head: Head) {
  const url = head.meta['og:image'] ?? ''
  const answer = await fetch(url, { headers: { 'User-Agent': CRAWLERS[0] ?? '' } })
  const bytes = new Uint8Array(await answer.arrayBuffer())
  return { url, status: answer.status, type: answer.headers.get('content-type'), size: pngSize(bytes), answer }
}

/** The checks every shared link's head passes, for its canonical path. */
async function expectLinkHead(head: Head, path: string) {
  const url = `${server.url}${path}`
  expect(head.canonical).toBe(url)
  expect(head.meta['og:url']).toBe(url)
  expect(head.meta['og:description']).toBe(head.meta.description)
  expect(head.meta['twitter:description']).toBe(head.meta.description)
  expect(head.meta['og:title']).toBe(head.meta['twitter:title'])
  expect(head.meta['twitter:card']).toBe('summary_large_image')
  expect(head.meta['og:site_name']).toBe('GidiDeals')
  expect(head.meta['og:image']).toMatch(new RegExp(`^${server.url}/beta/share-images${path}\\.png\\?v=`))
  expect(head.meta['twitter:image']).toBe(head.meta['og:image'])
  expect([head.meta['og:image:width'], head.meta['og:image:height']]).toEqual(['1200', '630'])
  const image = await previewImage(head)
  expect({ status: image.status, type: image.type, size: image.size }).toEqual({
    status: 200,
    type: 'image/png',
    size: { width: 1200, height: 630 },
  })
  // The address carries the card's version: cached for good, and a changed card is a new address.
  expect(image.answer.headers.get('cache-control')).toContain('immutable')
  expect(head.jsonLd).toHaveLength(1)
  return JSON.parse(head.jsonLd[0] ?? '') as Record<string, unknown> & { offers?: Record<string, unknown> }
}

describe("a shared deal's link, read by a crawler", () => {
  it("says the deal's title, its ₦ price, its store and area, with a preview picture that answers", async () => {
    for (const userAgent of CRAWLERS) {
      const { status, head } = await crawl(`/coupon-detail/${ids.coupon}`, userAgent)
      expect(status).toBe(200)
      expect(head.title).toBe('Jollof rice for two · GidiDeals')
      expect(head.meta['og:title']).toBe(`Jollof rice for two · ${formatNaira(3500)}`)
      expect(head.meta.description).toContain(
        `₦3,500 (was ₦5,000, 30% off) at ${store.name_of_business}, ${store.area}.`,
      )
    }
    const { head } = await crawl(`/coupon-detail/${ids.coupon}`)
    const ld = await expectLinkHead(head, `/coupon-detail/${ids.coupon}`)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: 'Jollof rice for two',
      price: 3500,
      priceCurrency: 'NGN',
      priceValidUntil: '2026-12-31',
      image: head.meta['og:image'],
      seller: { name: store.name_of_business, address: { addressLocality: store.area } },
    })
    expect(head.meta['product:price:amount']).toBe('3500')
  })

  it('advertises an ended deal at the full price the server now sells it for', async () => {
    const { head } = await crawl(`/coupon-detail/${ids.ended}`)
    expect(head.meta['og:title']).toBe(`Fried rice for two · ${formatNaira(5000)}`)
    expect(head.meta.description).toContain('The deal has ended')
    expect(head.meta.description).not.toContain('₦3,500')
    const ld = await expectLinkHead(head, `/coupon-detail/${ids.ended}`)
    expect(ld).toMatchObject({ '@type': 'Offer', price: 5000, priceCurrency: 'NGN' })
    expect(ld).not.toHaveProperty('priceValidUntil')
  })

  it('keeps a title with markup as text: in the title, the attributes and the JSON-LD', async () => {
    const { body, head } = await crawl(`/coupon-detail/${ids.hostile}`)
    expect(body).not.toContain('<script>alert')
    expect(body).not.toContain('<img src=x')
    expect(head.titles).toBe(1)
    expect(head.title).toBe(`${HOSTILE_TITLE} · GidiDeals`)
    expect(head.meta['og:title']).toBe(`${HOSTILE_TITLE} · ${formatNaira(2500)}`)
    // The build's one script, and the data block: nothing the title could have opened.
    expect(head.scripts).toEqual(['<script type="application/ld+json">', '<script src="/theme-boot.js">'])
    expect(head.jsonLd[0]).not.toMatch(/[<>]/)
    const ld = await expectLinkHead(head, `/coupon-detail/${ids.hostile}`)
    expect(ld.name).toBe(HOSTILE_TITLE)
  })
})

describe("a menu item's, a store's and a blog post's links", () => {
  it("a menu item: its title, today's deal price in naira, its store and area; a Product with its offer", async () => {
    const { status, head } = await crawl(`/menu-item-detail/${ids.menu}`, CRAWLERS[1])
    expect(status).toBe(200)
    expect(head.title).toBe('Pepper soup bowl · GidiDeals')
    expect(head.meta['og:title']).toBe('Pepper soup bowl · ₦9,900')
    expect(head.meta.description).toContain(
      `₦9,900 (was ₦12,500, 21% off) at ${store.name_of_business}, ${store.area}.`,
    )
    const ld = await expectLinkHead(head, `/menu-item-detail/${ids.menu}`)
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Pepper soup bowl' })
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 9900, priceCurrency: 'NGN' })
  })

  it('a store: its name, kind and area; a Restaurant with its address', async () => {
    const { status, head } = await crawl(`/store-front-details/${store.slug.toUpperCase()}`, CRAWLERS[2])
    expect(status).toBe(200)
    expect(head.title).toBe(`${store.name_of_business} · GidiDeals`)
    expect(head.meta.description).toContain(store.name_of_business)
    expect(head.meta.description).toContain(store.area)
    const ld = await expectLinkHead(head, `/store-front-details/${store.slug}`)
    expect(ld).toMatchObject({
      '@type': 'Restaurant',
      name: store.name_of_business,
      address: { '@type': 'PostalAddress', addressLocality: store.area, addressCountry: 'NG' },
    })
  })

  it('a blog post, on the app’s shell: its title and words; a BlogPosting', async () => {
    const post = (await server.call('GET', `/blog/blog-detail/${ids.blog}`)).json?.data?.results as
      { title: string } | undefined
    const { status, head } = await crawl(`/blog/${ids.blog}`, CRAWLERS[3])
    expect(status).toBe(200)
    expect(post?.title).toBeTruthy()
    expect(head.title).toBe(`${post?.title} · GidiDeals`)
    const ld = await expectLinkHead(head, `/blog/${ids.blog}`)
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: post?.title, author: { '@type': 'Person' } })
  })
})

describe('every client gets the same page', () => {
  it('a phone gets exactly what the crawler got, the words in its slot too, under the same policy', async () => {
    const path = `/coupon-detail/${ids.coupon}`
    const crawler = await crawl(path)
    const phone = await crawl(path, PHONE)
    expect(phone.body).toBe(crawler.body)
    expect(phone.body).toContain('Jollof rice for two</p>')
    // The data block needs nothing of the CSP: the policy is the one every page gets.
    const plain = await crawl('/about-us')
    expect(crawler.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'))
    expect(plain.head.meta['og:title']).toBeUndefined()
  })
})

describe('a link to no record', () => {
  it("is a 404 with the not-found page's head and no preview, whatever its kind", async () => {
    for (const path of [
      '/coupon-detail/999999999',
      '/menu-item-detail/999999999',
      `/coupon-detail/${ids.menu}`,
      '/store-front-details/no-such-store',
      '/blog/999999999',
      '/blog/not-a-number',
    ]) {
      const { status, head } = await crawl(path)
      expect({ path, status, title: head.title }).toEqual({ path, status: 404, title: 'Page not found · GidiDeals' })
      expect(head.meta.robots).toBe('noindex')
      expect(head.meta['og:image']).toBeUndefined()
      expect(head.jsonLd).toEqual([])
    }
    const image = await fetch(`${server.url}/beta/share-images/coupon-detail/999999999.png`)
    expect(image.status).toBe(404)
  })

  it('leaves the pages that are not links alone', async () => {
    const editor = await crawl('/blog/new')
    expect(editor.status).toBe(200)
    expect(editor.head.title).toBe('Coupon · GidiDeals')
    expect(editor.head.canonical).toBeUndefined()
  })
})

describe('the public origin', () => {
  let public_: TestServer
  beforeAll(async () => {
    const dist = join(testTempDir('gidideals-link-origin-'), 'dist')
    writeDist(dist)
    public_ = await startTestServer({ staticDir: dist, server: { publicOrigin: 'https://gidideals.test' } })
  })
  afterAll(() => public_.close())

  it('writes every absolute URL with PUBLIC_ORIGIN, whatever Host the request names', async () => {
    const path = `/store-front-details/${store.slug}`
    const answer = await rawRequest(public_.url, [`GET ${path} HTTP/1.1`, 'Host: evil.example', 'User-Agent: WhatsApp'])
    if (answer.kind !== 'answer') throw new Error(`no answer: ${answer.kind}`)
    const head = readHead(answer.body)
    expect(head.canonical).toBe(`https://gidideals.test${path}`)
    expect(head.meta['og:image']).toMatch(/^https:\/\/gidideals\.test\/beta\/share-images\//)
    expect(answer.body).not.toContain('evil.example')
  })
})
