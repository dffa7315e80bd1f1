// The early script paints a page's first pictures into its skeleton before the app runs; the
// picture is the page's largest paint, so it is asked for at high priority as soon as the
// answer names it, not left to the background's low-priority request at the next style pass.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVER_NOW_HEADER } from '@contract/deals'

type Requested = { src: string; priority: string }

const picture = '/beta/media/cover/mama-put.svg'
let requested: Requested[]

beforeEach(() => {
  requested = []
  vi.resetModules()
  // The browser's picture loader, recorded: what was asked for, and at which priority.
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto'
      set src(src: string) {
        requested.push({ src, priority: this.fetchPriority })
      }
    },
  )
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { results: [{ image: picture }, { image: '' }] } }), { status: 200 }),
    ),
  )
  document.body.innerHTML = `<div id="root" data-early='[{"url":"/beta/api/coupon/hot-deals-aws","warm":true}]'>
    <div data-early-picture="0"></div></div>`
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  delete window.__gidiEarly
})

it('asks for the first picture at high priority as soon as the answer names it, and paints it into its box', async () => {
  await import('./early-data')
  const box = document.querySelector<HTMLElement>('[data-early-picture="0"]')!
  await vi.waitFor(() => expect(box.style.backgroundImage).toContain(picture))
  // Before the app's scripts are asked for (appStarting): the picture comes first.
  expect(requested).toEqual([{ src: picture, priority: 'high' }])
})

it('asks for a picture with no box at once when the app has already started, else once it starts', async () => {
  document.body.innerHTML = `<div id="root" data-early='[{"url":"/beta/api/coupon/hot-deals-aws","warm":true}]'></div>`
  await import('./early-data')
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(requested).toEqual([])
  window.__gidiEarly?.appStarting()
  expect(requested).toEqual([{ src: picture, priority: 'high' }])

  // The start script runs before #root, so the app may be asked for before this script runs.
  vi.resetModules()
  requested = []
  window.__gidiAppStarted = true
  try {
    await import('./early-data')
    await vi.waitFor(() => expect(requested).toEqual([{ src: picture, priority: 'high' }]))
  } finally {
    delete window.__gidiAppStarted
  }
})

describe('what the server knew of the page (data-known)', () => {
  const cover = '/beta/media/cover/jollof.svg'
  const logo = '/beta/media/logo/jollof.svg'
  const known = (value: unknown) => JSON.stringify(value).replaceAll('"', '&quot;')
  const storeRead = `[{"url":"/beta/api/search-store/{slug}","followUp":"/beta/api/nearme-single-store-aws/{id}","warm":true}]`
  let asked: string[]

  beforeEach(() => {
    asked = []
    // Nothing answers: whatever is painted came from the page's HTML.
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url)
      return new Promise<Response>(() => {})
    })
  })
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('a store front: asks for the named store by id with no search, and paints its cover and logo at once', async () => {
    window.history.replaceState(null, '', '/store-front-details/Jollof-Republic')
    const store = { id: 16, slug: 'jollof-republic', name_of_business: 'Jollof Republic' }
    document.body.innerHTML = `<div id="root" data-known="${known({ store, pictures: { sources: [cover, logo] } })}"
      data-early='${storeRead}'><div data-early-picture="0"></div><div data-early-picture="1"></div></div>`
    await import('./early-data')
    expect(asked).toEqual(['/beta/api/nearme-single-store-aws/16'])
    expect(window.__gidiEarly?.store).toEqual(store)
    const [first, second] = document.querySelectorAll<HTMLElement>('[data-early-picture]')
    expect(first!.style.backgroundImage).toContain(cover)
    expect(second!.style.backgroundImage).toContain(logo)
    expect(requested[0]).toEqual({ src: cover, priority: 'high' })
  })

  it("a store front for another slug: the search first, as without the server's word", async () => {
    window.history.replaceState(null, '', '/store-front-details/suya-spot')
    const store = { id: 16, slug: 'jollof-republic', name_of_business: 'Jollof Republic' }
    document.body.innerHTML = `<div id="root" data-known="${known({ store })}" data-early='${storeRead}'></div>`
    await import('./early-data')
    expect(asked).toEqual(['/beta/api/search-store/suya-spot'])
    expect(window.__gidiEarly?.store).toBeUndefined()
  })

  const home = (near: { latitude: number; longitude: number }) =>
    `<div id="root" data-known="${known({ pictures: { sources: [cover], near } })}"
      data-early='[{"url":"/beta/api/discount/hot-deals-aws?latitude={lat}&longitude={lng}","warm":true}]'>
      <div data-early-picture="0"></div></div>`

  it('home: paints the pictures counted from central Lagos at once for a shopper with no saved position', async () => {
    localStorage.clear()
    document.body.innerHTML = home({ latitude: 6.602, longitude: 3.352 })
    await import('./early-data')
    const box = document.querySelector<HTMLElement>('[data-early-picture="0"]')!
    await vi.waitFor(() => expect(box.style.backgroundImage).toContain(cover))
    await vi.waitFor(() => expect(asked).toEqual(['/beta/api/discount/hot-deals-aws?latitude=6.602&longitude=3.352']))
  })

  it('home: on a first visit, paints them and asks for the answer before IndexedDB has said where the shopper is', async () => {
    // IndexedDB that never answers: only a first visit (nothing saved here) goes on without it,
    // from the default position (a browser that has saved nothing has no position either).
    vi.stubGlobal('indexedDB', { open: () => ({}) })
    localStorage.clear()
    document.body.innerHTML = home({ latitude: 6.602, longitude: 3.352 })
    await import('./early-data')
    const box = document.querySelector<HTMLElement>('[data-early-picture="0"]')!
    expect(box.style.backgroundImage).toContain(cover)
    const firstRead = '/beta/api/discount/hot-deals-aws?latitude=6.602&longitude=3.352'
    expect(asked).toEqual([firstRead])

    vi.resetModules()
    localStorage.setItem('beta_notice_seen', '1')
    try {
      document.body.innerHTML = home({ latitude: 6.602, longitude: 3.352 })
      await import('./early-data')
      const waiting = document.querySelector<HTMLElement>('[data-early-picture="0"]')!
      expect(waiting.style.backgroundImage).toBe('')
      expect(asked).toEqual([firstRead])
    } finally {
      localStorage.clear()
    }
  })

  const LEKKI = JSON.stringify({
    lat: 6.4474,
    lng: 3.47,
    location_name: 'Lagos, Nigeria',
    area: 'Lekki',
    source: 'area',
  })

  it("asks from the app's copy of the saved place at once, without waiting for IndexedDB", async () => {
    // IndexedDB that never answers: a returning shopper's place comes from the copy.
    vi.stubGlobal('indexedDB', { open: () => ({}) })
    localStorage.setItem('location_copy', LEKKI)
    try {
      document.body.innerHTML = home({ latitude: 6.602, longitude: 3.352 })
      await import('./early-data')
      expect(asked).toEqual(['/beta/api/discount/hot-deals-aws?latitude=6.447&longitude=3.47'])
    } finally {
      localStorage.clear()
    }
  })

  it("home: leaves them for the answer when the shopper's saved position is elsewhere", async () => {
    localStorage.setItem('userLocation', LEKKI)
    try {
      document.body.innerHTML = home({ latitude: 6.602, longitude: 3.352 })
      await import('./early-data')
      await vi.waitFor(() => expect(asked).toHaveLength(1))
      expect(asked[0]).toContain('latitude=6.447')
      expect(document.querySelector<HTMLElement>('[data-early-picture="0"]')!.style.backgroundImage).toBe('')
      expect(requested).toEqual([])
    } finally {
      localStorage.clear()
    }
  })
})

describe('Near me’s script (early-data-cards)', () => {
  const nearMe = `<div id="root" data-early='[{"url":"/beta/api/nearme-aws?latitude={lat}&longitude={lng}","cards":"stores"}]'>
    <div data-early-cards><div class="animate-pulse"></div></div></div>`
  const stores = {
    data: { count: 2, results: [{ id: 1, name_of_business: 'Mama Put', slug: 'mama-put', area: 'Ikeja' }] },
  }

  it('paints the first cards from its read’s answer', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(stores), { status: 200 })))
    document.body.innerHTML = nearMe
    await import('./early-data-cards')
    await vi.waitFor(() =>
      expect(document.querySelector('[data-early-cards] article h3')?.textContent).toBe('Mama Put'),
    )
  })

  it('is the only one that does: the other pages’ script leaves a slot alone', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(stores), { status: 200 })))
    document.body.innerHTML = nearMe
    await import('./early-data')
    await vi.waitFor(() => expect(window.__gidiEarly?.answers).not.toEqual({}))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.querySelector('[data-early-cards] article')).toBeNull()
  })
})

describe('the marketplace’s script (early-data-offers)', () => {
  it('paints the first offers from its read’s answer', async () => {
    const offers = { data: { results: [{ id: 8, title: 'Small chops tray', price: 3500 }] } }
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(offers), { status: 200 })))
    document.body.innerHTML = `<div id="root" data-early='[{"url":"/beta/api/marketplace-discount-view-aws?latitude={lat}&longitude={lng}","cards":"offers"}]'>
      <div data-early-cards><div class="animate-pulse"></div></div></div>`
    await import('./early-data-offers')
    await vi.waitFor(() =>
      expect(document.querySelector('[data-early-cards] li h3 a')?.getAttribute('href')).toBe(
        '/discount-offer-detail/8',
      ),
    )
  })

  it("paints them against the server's clock the answer carries: a phone a day behind still shows today's offer", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-08T11:00:00Z'))
    try {
      const offers = {
        data: { results: [{ id: 8, title: 'Small chops tray', price: 3500, valid_from: '2026-12-09' }] },
      }
      const headers = { [SERVER_NOW_HEADER]: String(Date.parse('2026-12-09T09:00:00Z')) }
      vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(offers), { status: 200, headers })))
      document.body.innerHTML = `<div id="root" data-early='[{"url":"/beta/api/marketplace-discount-view-aws?latitude={lat}&longitude={lng}","cards":"offers"}]'>
        <div data-early-cards><div class="animate-pulse"></div></div></div>`
      await import('./early-data-offers')
      await vi.waitFor(() =>
        expect(document.querySelector('[data-early-cards] li h3 a')?.textContent).toBe('Small chops tray'),
      )
    } finally {
      vi.useRealTimers()
    }
  })
})

// `/`, near me, the marketplace and a store front run their app at the shopper's first touch (./start-app.ts): when
// the early read leaves nothing painted, only the app can show the page, so it starts at once.
describe('a page whose app waits for the first touch', () => {
  const nearMe = `<div id="root" data-early='[{"url":"/beta/api/nearme-aws?latitude={lat}&amp;longitude={lng}","near":true,"cards":"stores"}]'>
    <main><div data-early-cards></div></main></div>`
  const store = { id: 1, name_of_business: 'Store 1', slug: 'store-1', place_type: 'Restaurant', area: 'Ikeja' }
  let startsAsked: number

  beforeEach(() => {
    startsAsked = 0
    window.__gidiStartApp = () => (startsAsked += 1)
    document.body.innerHTML = nearMe
  })
  afterEach(() => {
    delete window.__gidiStartApp
  })
  const answering = (body: unknown) =>
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })))
  // Near me's reads and painter, without its page script's link island (./early-data-cards.ts),
  // which would stay listening on the window for the files after this one.
  const startNearMeReads = async () => {
    const [{ startEarlyReads }, { paintEarlyStores }] = await Promise.all([
      import('./early-reads'),
      import('./early-cards'),
    ])
    startEarlyReads(paintEarlyStores)
  }

  it('leaves the start to the touch once it has painted the first cards', async () => {
    answering({ data: { results: [store], count: 1 } })
    await startNearMeReads()
    await vi.waitFor(() => expect(document.querySelector('[data-early-cards] article')).not.toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(startsAsked).toBe(0)
  })

  it('starts the app when the answer has nothing to paint', async () => {
    answering({ data: { results: [], count: 0 } })
    await startNearMeReads()
    await vi.waitFor(() => expect(startsAsked).toBe(1))
  })

  it('starts the app when the read fails (offline, the server down)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await startNearMeReads()
    await vi.waitFor(() => expect(startsAsked).toBe(1))
  })

  it('starts the app at once under the data saver, which makes no near-me read', async () => {
    localStorage.setItem('data_saver', 'on')
    try {
      await startNearMeReads()
      await vi.waitFor(() => expect(startsAsked).toBe(1))
    } finally {
      localStorage.removeItem('data_saver')
    }
  })
})
