import { configure, getConfig, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StoreDetails } from '@contract/records'
import { accessTokenAtom, userAtom } from '@/stores/session/session'
import { cartAtom } from '@/stores/cart/cart-atom'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch as stubNetwork } from '@/test/stub-fetch'
import { StoreFrontPage } from './store-front-page'

// The page renders the store's answer in a transition (store-front-page.tsx), in slices between
// other work: on a loaded machine jsdom can take more than findBy's default second to finish it.
const defaultTimeout = getConfig().asyncUtilTimeout
beforeAll(() => configure({ asyncUtilTimeout: 5000 }))
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }))

const storeRef = {
  id: 16,
  name_of_business: 'Jollof Republic',
  slug: 'jollof-republic',
  logo: '/beta/media/logo/jollof-republic.svg',
}

const jollofRepublic: StoreDetails = {
  ...storeRef,
  cover_image: '/beta/media/cover/jollof-republic.svg',
  place_type: 'Restaurant',
  cuisine_type: 'Nigerian',
  address: '95 Computer Village, Otigba Street, Ikeja, Lagos',
  area: 'Ikeja',
  latitude: 6.60341,
  longitude: 3.351083,
  rating: 4.4,
  rating_count: 130,
  delivery_time_minutes: 50,
  opening_hours: 'Mon – Sat 8am – 9pm',
  menu_items: [
    {
      id: 40,
      kind: 'menu',
      name: 'Jollof rice with fried chicken',
      image: '/beta/media/item/jollof.svg',
      price: 3500,
      discounted_price: 2800,
      store: storeRef,
    },
    { id: 42, kind: 'menu', name: 'Chapman', price: 1200, discounted_price: null, store: storeRef },
  ],
  coupons: [{ id: 41, kind: 'coupon', title: '20% off Jollof rice', code: 'GIDIJOLLO20', percentage: 20 }],
  discounts: [{ id: 43, kind: 'discount', title: '10% off Chapman', percentage: 10 }],
  comments: [
    {
      id: 7,
      user: 3,
      first_name: 'Tunde',
      content: '<b>Best</b> jollof in Ikeja',
      created_at: '2026-11-20T12:00:00.000Z',
    },
  ],
}

type Call = { url: string; method: string; body: unknown }

/**
 * The page first resolves the slug with the store search (docs/api.md#discovery), and records the visit: both
 * are answered here; every other request is the test's, and only those are listed.
 */
function stubFetch(respond: (call: Call, calls: Call[]) => Response) {
  const calls: Call[] = []
  stubNetwork((request) => {
    if (request.path.startsWith('/beta/api/search-store/')) return json({ data: { results: [storeRef] } })
    if (request.path.endsWith('/record-interaction')) return json({ id: 1 }, 201)
    const call = { url: request.url.href, method: request.method, body: request.body }
    calls.push(call)
    return respond(call, calls)
  })
  return calls
}
const storeAnswer = (store: StoreDetails = jollofRepublic) => json({ data: { results: store } })

const renderPage = (slug = 'jollof-republic') =>
  renderWithRouter(<StoreFrontPage slug={slug} />, { path: `/store-front-details/${slug}` })

const stubbed: string[] = []
/** Own properties on navigator shadow happy-dom's getters until the test ends. */
function stubNavigator(values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(navigator, name, { value, configurable: true })
    stubbed.push(name)
  }
}

afterEach(async () => {
  vi.unstubAllGlobals()
  for (const name of stubbed.splice(0)) Reflect.deleteProperty(navigator, name)
  // Visits are remembered in IndexedDB for half an hour: each test is a new shopper.
  await persistedWritesSettled()
  await clearPersistedAtoms()
})

describe('StoreFrontPage', () => {
  it('shows sized placeholders, then the store with its menu, deals and comments', async () => {
    const calls = stubFetch(() => storeAnswer())
    await renderPage()
    expect(screen.getByText('Loading the store…')).toBeInTheDocument()

    expect(await screen.findByRole('heading', { level: 1, name: 'Jollof Republic' })).toBeInTheDocument()
    expect(calls[0]?.url).toMatch(/\/beta\/api\/nearme-single-store-aws\/16$/)
    expect(screen.getByText('95 Computer Village, Otigba Street, Ikeja, Lagos')).toBeInTheDocument()
    expect(screen.getByText('Mon – Sat 8am – 9pm')).toBeInTheDocument()
    expect(screen.getByText('About 50 min')).toBeInTheDocument()
    expect(screen.getByLabelText('Rated 4.4 out of 5')).toBeInTheDocument()
    expect(screen.getByText('(130)')).toBeInTheDocument()

    const pin = screen.getByRole('link', { name: /view on map/i })
    expect(pin).toHaveAttribute('href', expect.stringContaining('mlat=6.60341&mlon=3.351083'))
    expect(pin).toHaveAttribute('target', '_blank')
    expect(pin).toHaveAttribute('rel', 'noopener noreferrer')

    const menu = screen.getByRole('region', { name: 'Menu' })
    expect(within(menu).getByText('₦2,800')).toBeInTheDocument()
    expect(within(menu).getByText('₦3,500')).toBeInTheDocument()
    expect(within(menu).getByText('₦1,200')).toBeInTheDocument()

    expect(screen.getByRole('link', { name: /20% off Jollof rice/ })).toHaveAttribute('href', '/coupon-detail/41')
    expect(screen.getByRole('link', { name: /10% off Chapman/ })).toHaveAttribute('href', '/discount-detail/43')

    const comments = screen.getByRole('region', { name: 'Comments' })
    expect(within(comments).getByText('Tunde')).toBeInTheDocument()
    // A shopper's words are text, never markup.
    expect(within(comments).getByText('<b>Best</b> jollof in Ikeja')).toBeInTheDocument()
    expect(comments.querySelector('b')).toBeNull()

    expect(screen.getByRole('button', { name: /subscribe to jollof republic/i })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /like jollof republic/i })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Your rating for Jollof Republic' })).toBeInTheDocument()
  })

  it('puts the menu before the address and hours, which it links to from the header', async () => {
    stubFetch(() => storeAnswer())
    await renderPage()
    const name = await screen.findByRole('heading', { level: 1, name: 'Jollof Republic' })
    const header = name.closest('header') as HTMLElement
    // The header says only whether it is open and how long delivery takes.
    expect(within(header).getByText('Delivery about 50 min')).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: 'Address and hours' })).toHaveAttribute('href', '#store-about')
    expect(within(header).queryByText('95 Computer Village, Otigba Street, Ikeja, Lagos')).toBeNull()
    const menu = screen.getByRole('region', { name: 'Menu' })
    const about = screen.getByRole('region', { name: 'About Jollof Republic' })
    expect(within(about).getByText('95 Computer Village, Otigba Street, Ikeja, Lagos')).toBeInTheDocument()
    expect(menu.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('adds a menu item to the cart, then shows − quantity + for it', async () => {
    stubFetch(() => storeAnswer())
    const { store } = await renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /add to cart — jollof rice with fried chicken/i }))
    const stepper = screen.getByRole('group', { name: 'Jollof rice with fried chicken in your cart' })
    expect(within(stepper).getByRole('status')).toHaveTextContent('1 in your cart')
    // Focus moves to the control that replaced the pressed button.
    const more = within(stepper).getByRole('button', { name: 'Add one more Jollof rice with fried chicken' })
    expect(more).toHaveFocus()
    expect(screen.getByRole('button', { name: /add to cart — chapman/i })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart')

    await userEvent.click(more)
    expect(within(stepper).getByRole('status')).toHaveTextContent('2 in your cart')
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
    // The store it comes from travels with it: checkout takes one store per order.
    // The line says what it is, so the cart can tell the menu's dish from a deal for it.
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 40, kind: 'menu', quantity: 2, store: storeRef }),
    ])

    const less = within(stepper).getByRole('button', { name: 'Remove one Jollof rice with fried chicken' })
    await userEvent.click(less)
    await userEvent.click(less)
    const addAgain = screen.getByRole('button', { name: /add to cart — jollof rice with fried chicken/i })
    expect(addAgain).toHaveFocus()
    expect(screen.queryByRole('group', { name: /in your cart/ })).not.toBeInTheDocument()
    expect(store.get(cartAtom)).toEqual([])
  })

  it("a dish with a coupon today shows the coupon's price on its card and adds the coupon first", async () => {
    const suya = { id: 50, kind: 'menu', name: 'Beef suya (large)', price: 2500, discounted_price: null } as const
    stubFetch(() =>
      storeAnswer({
        ...jollofRepublic,
        menu_items: [{ ...suya, deal: { id: 51, kind: 'coupon', discounted_price: 2000, percentage: 20 } }],
        coupons: [
          { id: 51, kind: 'coupon', title: 'Beef suya (large)', price: 2500, discounted_price: 2000, menu_item: 50 },
        ],
        discounts: [],
      }),
    )
    const { store } = await renderPage()
    const menu = await screen.findByRole('region', { name: 'Menu' })
    const offer = await within(menu).findByRole('link', { name: '₦2,000 with a coupon · 20% off' })
    expect(offer).toHaveAttribute('href', '/coupon-detail/51')
    // The coupon's own card names the dish it is for.
    const deals = screen.getByRole('region', { name: 'Coupons and discounts' })
    expect(within(deals).getByText('For Beef suya (large) on the menu')).toBeInTheDocument()

    await userEvent.click(
      within(menu).getByRole('button', { name: 'Add with the coupon · ₦2,000 — Beef suya (large)' }),
    )
    const couponStepper = within(menu).getByRole('group', { name: 'Beef suya (large) with the coupon in your cart' })
    expect(within(couponStepper).getByRole('status')).toHaveTextContent('1 with the coupon')
    // The menu price stays a choice of its own, with its own stepper.
    await userEvent.click(
      within(menu).getByRole('button', { name: 'Add at the menu price ₦2,500 — Beef suya (large)' }),
    )
    const menuStepper = within(menu).getByRole('group', { name: 'Beef suya (large) at the menu price in your cart' })
    await userEvent.click(
      within(menuStepper).getByRole('button', { name: 'Add one more Beef suya (large) at the menu price' }),
    )
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 51, kind: 'coupon', price: 2500, discounted_price: 2000, quantity: 1 }),
      expect.objectContaining({ id: 50, kind: 'menu', price: 2500, discounted_price: null, quantity: 2 }),
    ])
    await userEvent.click(
      within(couponStepper).getByRole('button', { name: 'Remove one Beef suya (large) with the coupon' }),
    )
    expect(within(menu).getByRole('button', { name: /^Add with the coupon/ })).toHaveFocus()
    expect(store.get(cartAtom)).toEqual([expect.objectContaining({ id: 50, kind: 'menu', quantity: 2 })])
  })

  it('says an unknown store was not found and offers the stores near me', async () => {
    const calls = stubFetch(() => json({ message: 'The requested resource was not found.' }, 404))
    await renderPage('no-such-store')
    expect(await screen.findByRole('heading', { level: 1, name: 'Store not found' })).toBeInTheDocument()
    expect(screen.getByText('The requested resource was not found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See stores near me' })).toHaveAttribute('href', '/near-me')
    // The search found no store with that slug (only others whose names hold the text): no store is asked for.
    expect(calls).toHaveLength(0)
  })

  it('shows the error with a retry that loads the store', async () => {
    let fail = true
    stubFetch(() => (fail ? json({ message: 'boom' }, 500) : storeAnswer()))
    await renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Internal Server Error - Try again later.')
    expect(alert).toHaveTextContent('The problem is on our side, not your phone: try again in a few minutes.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Jollof Republic' })).toBeInTheDocument()
  })

  it('copies the link when the phone has no share sheet', async () => {
    stubFetch(() => storeAnswer())
    const writeText = vi.fn(() => Promise.resolve())
    stubNavigator({ share: undefined, clipboard: { writeText } })
    await renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /share/i }))
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/store-front-details\/jollof-republic$/))
  })

  it('uses the share sheet where there is one', async () => {
    stubFetch(() => storeAnswer())
    const share = vi.fn(() => Promise.resolve())
    stubNavigator({ share })
    await renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /share/i }))
    expect(share).toHaveBeenCalledWith({
      title: 'Jollof Republic',
      url: expect.stringMatching(/\/store-front-details\/jollof-republic$/),
    })
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument()
  })
})

describe('store comments', () => {
  it('asks a signed-out shopper to log in before writing, coming back here', async () => {
    const calls = stubFetch(() => storeAnswer())
    await renderPage()
    const comments = await screen.findByRole('region', { name: 'Comments' })
    expect(within(comments).queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument()
    expect(comments).toHaveTextContent('Log in to comment on this store.')
    expect(within(comments).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('redirect=%2Fstore-front-details%2Fjollof-republic'),
    )
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it("refuses an empty comment, then posts one that shows at once and reloads the store's list", async () => {
    const posted = {
      id: 99,
      content: 'Quick delivery, hot food',
      user: 5,
      restaurant_name: 16,
      created_at: '2026-11-21T09:00:00.000Z',
    }
    const calls = stubFetch((call, all) => {
      if (call.method === 'POST') return json(posted, 201)
      const gets = all.filter((c) => c.method === 'GET').length
      if (gets === 1) return storeAnswer()
      // The refetch brings the server's own list, which holds the new comment.
      return storeAnswer({
        ...jollofRepublic,
        comments: [{ ...posted, first_name: 'Ada' }, ...(jollofRepublic.comments ?? [])],
      })
    })
    const { store } = await renderPage()
    store.set(userAtom, { id: 5, email: 'demo@gidideals.ng', first_name: 'Ada' })
    store.set(accessTokenAtom, 'token')

    const field = await screen.findByRole('textbox', { name: 'Add a comment' })
    await userEvent.type(field, '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Content is required.')
    expect(field).toHaveAttribute('aria-invalid', 'true')

    await userEvent.clear(field)
    await userEvent.type(field, 'Quick delivery, hot food')
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    const comments = screen.getByRole('region', { name: 'Comments' })
    expect(await within(comments).findByText('Quick delivery, hot food')).toBeInTheDocument()
    expect(within(comments).getByText('Ada')).toBeInTheDocument()
    expect(field).toHaveValue('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    const post = calls.find((call) => call.method === 'POST')
    expect(post?.url).toMatch(/\/beta\/gidideals-user\/gidideals-user-comment$/)
    expect(post?.body).toEqual({ content: 'Quick delivery, hot food', user: 5, restaurant_name: 16 })
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2))
    expect(within(comments).getAllByText('Quick delivery, hot food')).toHaveLength(1)
  })
})
