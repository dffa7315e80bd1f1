// The first-load page table is the one list of those pages: the prerender, the chunk groups, the
// early requests and the service worker's navigations all read it, so a page added to the table
// is rendered, gets its own chunk and starts its reads, with nothing else to edit.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listDeals } from '@/api/deals'
import { roundCoordinates } from '@/api/near'
import { json, stubFetch } from '@/test/stub-fetch'
import { isFirstLoadChunk, mainPage } from '../../scripts/build/chunk-groups'
import { earlyRequestTemplates } from './early-templates'
import { firstLoadPages, prerenderedPageFor, routeFile, type FirstLoadPage } from './pages'
import { prerenderList } from './prerender-list'

const blog: FirstLoadPage = {
  name: 'blog',
  route: '/blog/',
  renderPath: '/blog',
  pattern: /^\/blog\/?$/,
  early: [{ endpoint: 'deals.hotCoupons', near: true, warm: true }],
  chunk: 'blog',
  prefetch: 'blog',
}
const withBlog = [...firstLoadPages, blog]

afterEach(() => vi.unstubAllGlobals())
const component = (file: string) => `/app/src/routes/${file}.tsx?tsr-split=component`

describe('a page added to the table', () => {
  it('is prerendered, with its pattern and its early reads', () => {
    const row = prerenderList(withBlog).find((page) => page.name === 'blog')
    expect(row).toEqual({
      name: 'blog',
      renderPath: '/blog',
      pattern: '^\\/blog\\/?$',
      readsSearch: false,
      startsOnTouch: false,
      route: '/blog/',
      early: [{ url: '/beta/api/coupon/hot-deals-aws?latitude={lat}&longitude={lng}', warm: true }],
    })
    expect(prerenderList().some((page) => page.name === 'blog')).toBe(false)
  })

  it('gets its own chunk for its route and its first query', () => {
    expect(mainPage(component('blog.index'), withBlog)).toBe('blog')
    expect(mainPage('/app/src/features/blog/blog-prefetch.ts', withBlog)).toBe('blog')
    expect(mainPage(component('blog.index'))).toBeUndefined()
  })

  it('has its chunk compiled ahead by the browser, as the first load runs it', () => {
    expect(isFirstLoadChunk('page-blog', withBlog)).toBe(true)
    expect(isFirstLoadChunk('page-blog')).toBe(false)
    for (const stage of ['react', 'shell', 'app', 'data']) expect(isFirstLoadChunk(stage)).toBe(true)
    expect(isFirstLoadChunk('map-canvas')).toBe(false)
  })

  it("answers its paths, in the service worker and the app's start", () => {
    expect(prerenderedPageFor(new URL('https://gidideals.test/blog'), withBlog)).toBe(blog)
    expect(prerenderedPageFor(new URL('https://gidideals.test/blog'))).toBeUndefined()
  })
})

describe('the table', () => {
  it.each(firstLoadPages.map((page) => [page.name, page] as const))(
    '%s: its route file exists and is its chunk',
    (_, page) => {
      expect(existsSync(join(process.cwd(), 'src', 'routes', `${routeFile(page.route)}.tsx`))).toBe(true)
      expect(mainPage(component(routeFile(page.route)))).toBe(page.chunk)
      expect(page.pattern.test(page.renderPath)).toBe(true)
    },
  )

  it("starts the reads the app makes first, from the API module's own paths", () => {
    const reads = (name: string) => earlyRequestTemplates(firstLoadPages.find((page) => page.name === name)!)
    expect(reads('home')).toEqual([
      { url: '/beta/api/discount/hot-deals-aws?latitude={lat}&longitude={lng}', warm: true, cards: 'deals' },
    ])
    expect(reads('store-front-details')).toEqual([
      {
        url: '/beta/api/search-store/{slug}',
        followUp: '/beta/api/nearme-single-store-aws/{id}',
        warm: true,
        cards: 'dishes',
      },
    ])
    expect(reads('marketplace')).toEqual([
      { url: '/beta/api/marketplace-discount-view-aws?latitude={lat}&longitude={lng}', cards: 'offers' },
    ])
    expect(reads('cart')).toEqual([])
  })

  it("fills in the marketplace's read as the app's first request asks for it, to the letter", async () => {
    const place = { latitude: 6.60184, longitude: 3.35149 }
    const sent = stubFetch(() => json({ data: { results: [] } }))
    await listDeals('marketplace', place)
    const { latitude, longitude } = roundCoordinates(place)!
    const [read] = earlyRequestTemplates(firstLoadPages.find((page) => page.name === 'marketplace')!)
    const early = read!.url.replace('{lat}', String(latitude)).replace('{lng}', String(longitude))
    expect(`${sent[0]!.url.pathname}${sent[0]!.url.search}`).toBe(early)
  })
})
