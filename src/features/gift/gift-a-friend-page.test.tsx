import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DealItem } from '@contract/records'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { GiftAFriendPage } from './gift-a-friend-page'

afterEach(() => vi.unstubAllGlobals())

const store = { id: 3, name_of_business: 'Foodco Corner Surulere', slug: 'foodco-corner-surulere', logo: '/l.svg' }
const rice: DealItem = {
  id: 20,
  kind: 'discount',
  title: 'Mama Gold rice (10 kg): 40% off',
  image: '/beta/media/item/rice.svg',
  price: 18500,
  discounted_price: 11100,
  store,
}
const suya: DealItem = { id: 283, kind: 'featured', title: 'Featured: Suya platter', price: 4000, store }
const haircut: DealItem = {
  id: 164,
  kind: 'coupon',
  title: '15% off Haircut and beard trim',
  price: 5000,
  discounted_price: 4250,
  code: 'GIDITRESS15',
  store: { ...store, id: 26, name_of_business: 'Tress Bar Lekki', slug: 'tress-bar-lekki' },
}
const menuItem: DealItem = { id: 9, kind: 'menu', title: 'Jollof rice and chicken', price: 3500, store }

const results = (items: DealItem[]) => json({ data: { results: items } })

function dealsServer(overrides: Partial<Record<string, () => Response | Promise<Response>>> = {}) {
  return (request: SentRequest): Response | Promise<Response> => {
    const override = Object.entries(overrides).find(([path]) => request.path.endsWith(path))?.[1]
    if (override) return override()
    if (request.path.endsWith('/api/discount-items-all-aws')) return results([rice])
    if (request.path.endsWith('/featured-read-only-api/hot-deals')) return results([suya])
    if (request.path.endsWith('/api/coupon-items-all-aws')) return results([haircut])
    if (request.path.endsWith('/api/menu-items-single-id-aws/9')) return json({ data: { results: menuItem } })
    if (request.path.endsWith('/record-interaction')) return json({}, 201)
    return json({ message: 'The requested resource was not found.' }, 404)
  }
}

async function fillFriend({ name = 'Ada', phone = '0803 123 4567', email = '' } = {}) {
  if (name) await userEvent.type(screen.getByRole('textbox', { name: "Friend's name" }), name)
  if (phone) await userEvent.type(screen.getByRole('textbox', { name: "Friend's phone number" }), phone)
  if (email) await userEvent.type(screen.getByRole('textbox', { name: "Friend's email" }), email)
}

/** The page's navigator with some of its parts replaced (share, clipboard). */
function stubNavigator(parts: Record<string, unknown>) {
  const descriptors = Object.fromEntries(
    Object.entries(parts).map(([key, value]) => [key, { value, configurable: true }]),
  )
  vi.stubGlobal('navigator', Object.create(navigator, descriptors) as Navigator)
}

const dealSelect = () => screen.findByRole('combobox', { name: 'Deal to gift' })

describe('GiftAFriendPage', () => {
  it('lists the hot deals and coupons in groups and previews the chosen one', async () => {
    stubFetch(dealsServer())
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    expect(screen.getByRole('heading', { level: 1, name: 'Gift a friend' })).toBeInTheDocument()
    expect(screen.getByText('Loading deals…')).toBeInTheDocument()
    const select = await dealSelect()
    const groups = within(select).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Discounts', 'Hot featured deals', 'Coupons'])
    expect(screen.getByText('Choose a deal to see what your friend gets.')).toBeInTheDocument()
    await userEvent.selectOptions(select, 'coupon:164')
    expect(screen.getByText('Code GIDITRESS15')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View deal' })).toHaveAttribute('href', '/coupon-detail/164')
  })

  it('preselects the deal named by ?deal=kind:id, even one that is in no list', async () => {
    stubFetch(dealsServer())
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend', path: '/gift-a-friend?deal=menu:9' })
    const select = await dealSelect()
    await waitFor(() => expect(select).toHaveValue('menu:9'))
    expect(within(select).getByRole('group', { name: 'Your pick' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View deal' })).toHaveAttribute('href', '/menu-item-detail/9')
  })

  it('says when the linked deal cannot be found, and lets the shopper choose another', async () => {
    stubFetch(dealsServer())
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend', path: '/gift-a-friend?deal=coupon:999' })
    expect(await screen.findByText('The deal in your link could not be found. Choose another one.')).toBeInTheDocument()
    expect(await dealSelect()).toHaveValue('')
  })

  it('checks the deal, the name and that there is a valid phone number or email', async () => {
    const calls = stubFetch(dealsServer())
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    await dealSelect()
    await userEvent.click(screen.getByRole('button', { name: 'Share gift' }))
    expect(await dealSelect()).toHaveAccessibleDescription('Choose a deal to gift.')
    expect(await dealSelect()).toHaveFocus()
    expect(screen.getByRole('textbox', { name: "Friend's name" })).toHaveAccessibleDescription(
      'Add a name. Name is required.',
    )
    expect(screen.getByRole('textbox', { name: "Friend's phone number" })).toHaveAccessibleDescription(
      "Enter your friend's phone number or email.",
    )

    await fillFriend({ phone: '12ab', email: 'ada@' })
    await userEvent.click(screen.getByRole('button', { name: 'Share gift' }))
    expect(screen.getByText('Enter a phone number like 0803 123 4567 or +234 803 123 4567.')).toBeInTheDocument()
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it("shares through the phone's share sheet with the deal page's link", async () => {
    const calls = stubFetch(dealsServer())
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve())
    stubNavigator({ share })
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    await userEvent.selectOptions(await dealSelect(), 'discount:20')
    await fillFriend({ name: 'Ada', phone: '', email: 'ada@example.ng' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message (optional)' }), 'Jollof on me!')
    await userEvent.click(screen.getByRole('button', { name: 'Share gift' }))

    expect(await screen.findByText('Your gift is on its way to Ada.')).toHaveRole('status')
    expect(share).toHaveBeenCalledTimes(1)
    const data = share.mock.calls[0]![0]
    expect(data.url).toBe(`${window.location.origin}/discount-detail/20`)
    expect(data.title).toBe('A gift for Ada: Mama Gold rice (10 kg): 40% off')
    expect(data.text).toContain('Hi Ada! Jollof on me!')
    expect(data.text).toContain('Mama Gold rice (10 kg): 40% off at Foodco Corner Surulere')
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull()
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/beta/api/discount/record-interaction',
        body: { item_id: 20, interaction_type: 'share' },
      }),
    )
  })

  it('sends nothing and shows nothing when the shopper closes the share sheet', async () => {
    stubFetch(dealsServer())
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')))
    stubNavigator({ share })
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    await userEvent.selectOptions(await dealSelect(), 'featured:283')
    await fillFriend()
    await userEvent.click(screen.getByRole('button', { name: 'Share gift' }))
    await waitFor(() => expect(share).toHaveBeenCalled())
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull()
    expect(screen.queryByText(/on its way/)).toBeNull()
  })

  it('without a share sheet: shows the message and link to copy, and WhatsApp, SMS and email links', async () => {
    stubFetch(dealsServer())
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())
    stubNavigator({ share: undefined, clipboard: { writeText } })
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend', path: '/gift-a-friend?deal=coupon:164' })
    await waitFor(async () => expect(await dealSelect()).toHaveValue('coupon:164'))
    await fillFriend({ name: 'Tunde', phone: '0803 123 4567', email: 'tunde@example.ng' })
    await userEvent.click(screen.getByRole('button', { name: 'Share gift' }))

    const panel = await screen.findByRole('region', { name: 'Send your gift to Tunde' })
    expect(within(panel).getByRole('heading')).toHaveFocus()
    const message = within(panel).getByRole('textbox', { name: 'Message and link' })
    expect(message).toHaveValue(
      [
        'Hi Tunde! I found this deal on GidiDeals and thought of you.',
        '',
        'My gift to you: 15% off Haircut and beard trim at Tress Bar Lekki · ₦4,250 · code GIDITRESS15',
        `${window.location.origin}/coupon-detail/164`,
      ].join('\n'),
    )
    const whatsapp = within(panel).getByRole('link', { name: 'WhatsApp' })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=Hi%20Tunde/)
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(panel).getByRole('link', { name: 'SMS' }).getAttribute('href')).toMatch(
      /^sms:\+2348031234567\?body=Hi%20Tunde/,
    )
    expect(within(panel).getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:tunde@example\.ng\?subject=A%20gift%20for%20Tunde/,
    )

    await userEvent.click(within(panel).getByRole('button', { name: 'Copy message' }))
    expect(writeText).toHaveBeenCalledWith((message as HTMLTextAreaElement).value)
    expect(await within(panel).findByText('Copied — paste it in a chat with Tunde.')).toHaveRole('status')

    // Changing the gift takes the old message away.
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message (optional)' }), 'x')
    expect(screen.queryByRole('region', { name: 'Send your gift to Tunde' })).toBeNull()
  })

  it('says so when copying is refused', async () => {
    stubFetch(dealsServer())
    stubNavigator({ share: undefined, clipboard: { writeText: () => Promise.reject(new Error('denied')) } })
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    await userEvent.selectOptions(await dealSelect(), 'discount:20')
    await fillFriend()
    await userEvent.click(screen.getByRole('button', { name: 'Share gift' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Copy message' }))
    expect(await screen.findByText('Could not copy here — select the message above and copy it.')).toBeInTheDocument()
  })

  it('shows an error with a retry when no list loads, then the lists once they do', async () => {
    let down = true
    stubFetch((request) => (down ? json({ message: 'boom' }, 500) : dealsServer()(request)))
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await dealSelect()).toBeInTheDocument()
  })

  it("shows the lists that loaded and names the one that failed: 'Error fetching coupons:'", async () => {
    stubFetch(dealsServer({ '/api/coupon-items-all-aws': () => json({ message: 'boom' }, 500) }))
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    const select = await dealSelect()
    await screen.findByText('Some deals did not load.')
    expect(
      await screen.findByText('Error fetching coupons: Internal Server Error - Try again later.'),
    ).toBeInTheDocument()
    expect(within(select).queryByRole('group', { name: 'Coupons' })).toBeNull()
    expect(within(select).getByRole('group', { name: 'Discounts' })).toBeInTheDocument()
  })

  it("names the discounts when only they fail: 'Error fetching discounts:'", async () => {
    stubFetch(dealsServer({ '/api/discount-items-all-aws': () => offline() }))
    await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    const select = await dealSelect()
    expect(await screen.findByText(/^Error fetching discounts: /)).toBeInTheDocument()
    expect(screen.queryByText(/^Error fetching coupons:/)).toBeNull()
    expect(within(select).getByRole('group', { name: 'Coupons' })).toBeInTheDocument()
  })

  it('says what to try when there are no deals, and that nothing is saved when offline', async () => {
    stubFetch(() => results([]))
    const first = await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
    expect(await screen.findByText('No deals to gift right now')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the marketplace' })).toHaveAttribute('href', '/marketplace')
    first.unmount()

    stubFetch(() => offline())
    const { onlineManager } = await import('@tanstack/react-query')
    onlineManager.setOnline(false)
    try {
      await renderWithRouter(<GiftAFriendPage />, { route: '/gift-a-friend' })
      expect(await screen.findByText('You are offline')).toBeInTheDocument()
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
