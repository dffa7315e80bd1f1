// What the server knows of a first-load page's URL, in the HTML it sends (docs/history.md#issue-23):
// a store front names its store (so the early script asks for it by id, with no search first)
// and preloads its cover; the home page preloads the first hot discounts' pictures from central
// Lagos. Everything read from the database is escaped; a slug no store has gets the page as built.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_POSITION, PAGE_KNOWN_ATTRIBUTE, readPageKnown, roundDegrees } from '../../contract/first-load'
import { SHARED_PLACEHOLDER, SHARED_SLOT } from '../../contract/shared-words'
import { HOME_FILL_MS } from '../../server/catalog/shared-words'
import { startTestServer, type TestServer } from './support'
import { testTempDir } from '../support/temp-dirs'

// The build's pages, as far as the server is concerned: a head, #root, and a store's slot.
const built = (name: string, slot = '') =>
  `<!doctype html><html><head><title>GidiDeals</title>\n  </head><body><div id="root" data-prerendered="${name}">` +
  `${slot}</div></body></html>`

const HOSTILE = `"><script>alert(1)</script>`
let server: TestServer
let store: { id: number; slug: string }
let hostile: { id: number; slug: string }

beforeAll(async () => {
  const dist = join(testTempDir('gidideals-page-known-'), 'dist')
  mkdirSync(join(dist, 'prerendered'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>')
  writeFileSync(join(dist, 'prerendered', 'home.html'), built('home'))
  writeFileSync(
    join(dist, 'prerendered', 'store.html'),
    built('store', `<h1>${SHARED_SLOT.start}${SHARED_PLACEHOLDER.store}${SHARED_SLOT.end}</h1>`),
  )
  writeFileSync(
    join(dist, 'prerendered', 'routes.json'),
    JSON.stringify([
      { pattern: '^\\/$', readsSearch: false, file: '/prerendered/home.html', shared: 'home' },
      {
        pattern: '^\\/store-front-details\\/[^/]+\\/?$',
        readsSearch: false,
        file: '/prerendered/store.html',
        shared: 'store',
      },
    ]),
  )
  server = await startTestServer({ staticDir: dist, server: { clock: () => now } })
  const [first, second] = server.db.prepare('SELECT id, slug FROM stores ORDER BY id LIMIT 2').all() as {
    id: number
    slug: string
  }[]
  store = first!
  hostile = second!
  server.db
    .prepare("UPDATE stores SET cover_image = '/media/covers/mama.svg', logo = '/media/logos/mama.svg' WHERE id = ?")
    .run(store.id)
  // A name, a cover and a logo that try to end the attribute they are written in.
  server.db
    .prepare('UPDATE stores SET name_of_business = ?, cover_image = ?, logo = ? WHERE id = ?')
    .run(`Mama ${HOSTILE}`, `/media/${HOSTILE}.svg`, `https://img.test/${HOSTILE}`, hostile.id)
})
afterAll(() => server.close())

const page = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers } })
  return { status: answer.status, body: await answer.text(), headers: answer.headers }
}

/** #root's `data-known`, read back as the early script reads it (the browser unescapes the attribute). */
function knownIn(body: string) {
  const value = new RegExp(`<div id="root" ${PAGE_KNOWN_ATTRIBUTE}="([^"]*)"`).exec(body)?.[1]
  if (value === undefined) return undefined
  const unescaped = value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
  return readPageKnown(unescaped)
}

const preloads = (body: string) =>
  [...body.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g)].map((match) => match[1])

// The server's clock: the home page's fill is kept for a minute of it.
let now = Date.now()

describe("a store front's HTML", () => {
  it('names the store the slug names, its cover and logo, and preloads the cover in the head', async () => {
    const { status, body } = await page(`/store-front-details/${store.slug.toUpperCase()}`)
    expect(status).toBe(200)
    expect(knownIn(body)).toEqual({
      store: expect.objectContaining({ id: store.id, slug: store.slug, logo: '/media/logos/mama.svg' }),
      pictures: { sources: ['/media/covers/mama.svg', '/media/logos/mama.svg'] },
    })
    expect(preloads(body)).toEqual(['/media/covers/mama.svg'])
    expect(body.indexOf('rel="preload"')).toBeLessThan(body.indexOf('</head>'))
  })

  it('cannot be made to carry markup by a store’s name, cover or logo', async () => {
    const { body } = await page(`/store-front-details/${hostile.slug}`)
    expect(body).not.toContain('<script>')
    // #root's start tag ends where the build's did: the attribute holds no quote or bracket.
    expect(body).toMatch(new RegExp(`<div id="root" ${PAGE_KNOWN_ATTRIBUTE}="[^"<>]*" data-prerendered="store"><h1>`))
    // The name is there, as text; the pictures that would end an attribute are neither preloaded nor painted.
    expect(knownIn(body)).toEqual({
      store: expect.objectContaining({ id: hostile.id, name_of_business: `Mama ${HOSTILE}` }),
    })
    expect(preloads(body)).toEqual([])
  })

  it('is the page as built for a slug no store has: nothing known, nothing preloaded', async () => {
    const { body } = await page('/store-front-details/no-such-store')
    expect(body).toContain(SHARED_PLACEHOLDER.store)
    expect(body).not.toContain(PAGE_KNOWN_ATTRIBUTE)
    expect(body).not.toContain('rel="preload"')
  })

  it('preloads nothing for a browser that asks to save data, and says its answer depends on that', async () => {
    const { body, headers } = await page(`/store-front-details/${store.slug}`, { 'Save-Data': 'on' })
    expect(preloads(body)).toEqual([])
    expect(knownIn(body)?.store?.id).toBe(store.id)
    expect(headers.get('vary')).toContain('Save-Data')
  })
})

describe("the home page's HTML", () => {
  it('preloads the first two hot discounts from central Lagos, the list the page asks for with no saved position', async () => {
    const near = { latitude: roundDegrees(DEFAULT_POSITION.lat), longitude: roundDegrees(DEFAULT_POSITION.lng) }
    const answer = await fetch(
      `${server.url}/beta/api/discount/hot-deals-aws?latitude=${near.latitude}&longitude=${near.longitude}`,
    )
    const list = (await answer.json()) as { data: { results: { image: string }[] } }
    const first = list.data.results.slice(0, 2).map((deal) => deal.image)
    expect(first).toHaveLength(2)
    const { body } = await page('/')
    expect(knownIn(body)).toEqual({ pictures: { sources: first, near } })
    expect(preloads(body)).toEqual(first)
  })

  it('reads the list once a minute, not for every request of the busiest page', async () => {
    const before = preloads((await page('/')).body)
    const [picture] = before
    expect(picture).toBeDefined()
    server.db.prepare('UPDATE items SET image = ? WHERE image = ?').run('/media/deals/new-picture.svg', picture)
    now += HOME_FILL_MS - 1_000
    expect(preloads((await page('/')).body)).toEqual(before)
    now += 2_000
    expect(preloads((await page('/')).body)[0]).toBe('/media/deals/new-picture.svg')
  })
})
