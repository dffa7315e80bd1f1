import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Window as HappyDOMWindow } from 'happy-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { markAppReady } from '@/lib/lifecycle/app-ready'
import { renderWithRouter } from '@/test/render-with-router'
import { RootLayout } from './root-layout'
import { LOCAL_KEYS } from '@contract/storage'
import { betaModalAtom, BETA_SEEN_CLASS, sideMenuAtom } from './shell-atoms'

/** Resizes happy-dom's window (which fires resize, and media query changes). */
function setViewport(size: { width: number; height: number }) {
  ;(window as unknown as HappyDOMWindow).happyDOM.setViewport(size)
}

// The feedback button comes after the first screen.
beforeAll(() => markAppReady())
beforeEach(() => localStorage.setItem(LOCAL_KEYS.betaNoticeSeen, '1'))
afterEach(() => {
  localStorage.clear()
  document.body.style.overflow = ''
})

describe('the shell', () => {
  it('shows the nav bar and footer on ordinary pages, with the cart badge and main links', async () => {
    await renderWithRouter(<RootLayout />, { path: '/near-me' })
    const banner = await screen.findByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart')
    const main = within(banner).getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Near me' })).toHaveAttribute('aria-current', 'page')
    expect(within(main).getByRole('link', { name: 'Map' })).not.toHaveAttribute('aria-current')
    // The footer loads after the page (lazy), so it is awaited.
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    )
    expect(screen.getAllByPlaceholderText('Search for stores near you').length).toBeGreaterThan(0)
  })

  it('names the location in the strip up to 1023 px and in the nav bar from 1024 px, each opening the areas', async () => {
    await renderWithRouter(<RootLayout />, { path: '/near-me' })
    const banner = await screen.findByRole('banner')
    // The strip row shows below lg (the search inside it only below md), the nav's button from lg.
    const strip = within(banner).getByText('Your Location').closest('div.lg\\:hidden')
    expect(strip).not.toBeNull()
    const change = within(banner).getByRole('button', { name: 'Change your area' })
    await userEvent.click(change)
    const areas = await within(banner).findByRole('group', { name: 'Choose your area' })
    const offered = within(areas)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(offered).toEqual(
      expect.arrayContaining(['Ikeja', 'Lekki', 'Surulere', 'Yaba', 'Victoria Island', 'Ajah', 'Festac']),
    )
    // The footer says where GidiDeals is available from the same list: every area the picker offers, no fewer.
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByText('Available in:').parentElement?.textContent).toBe(
      `Available in: ${offered.join(', ')}`,
    )
    await userEvent.click(within(areas).getByRole('button', { name: 'Surulere' }))
    expect(within(banner).queryByRole('group', { name: 'Choose your area' })).toBeNull()
    expect(within(banner).getAllByText('Surulere').length).toBeGreaterThan(0)
    expect(
      within(banner)
        .getByRole('button', { name: /Your location: Surulere/ })
        .closest('.lg\\:block'),
    ).not.toBeNull()
  })

  it('hides the nav bar on the store front and both on login', async () => {
    const { router } = await renderWithRouter(<RootLayout />, { path: '/store-front-details/mama-cass' })
    await screen.findByRole('contentinfo')
    expect(screen.queryByRole('banner')).toBeNull()
    await act(() => router.navigate({ to: '/login' }))
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('greets a first visit with a beta strip, not a modal; Got it hides it for good', async () => {
    localStorage.removeItem(LOCAL_KEYS.betaNoticeSeen)
    document.documentElement.classList.remove(BETA_SEEN_CLASS)
    await renderWithRouter(<RootLayout />, { path: '/' })
    const strip = await screen.findByRole('complementary', { name: 'Beta notice' })
    expect(strip).toHaveTextContent(/in beta: you may hit bugs/)
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(within(strip).getByRole('button', { name: 'Got it' }))
    expect(document.documentElement).toHaveClass(BETA_SEEN_CLASS)
    expect(localStorage.getItem(LOCAL_KEYS.betaNoticeSeen)).toBe('1')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("the strip's Read more opens the full notice and hides the strip", async () => {
    localStorage.removeItem(LOCAL_KEYS.betaNoticeSeen)
    document.documentElement.classList.remove(BETA_SEEN_CLASS)
    const { store } = await renderWithRouter(<RootLayout />, { path: '/' })
    const strip = await screen.findByRole('complementary', { name: 'Beta notice' })
    await userEvent.click(within(strip).getByRole('button', { name: 'Read more' }))
    const dialog = await screen.findByRole('dialog', { name: /beta/i })
    expect(dialog).toHaveTextContent(/may hit bugs/)
    expect(within(dialog).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got It' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(store.get(betaModalAtom)).toBe(false)
    expect(document.documentElement).toHaveClass(BETA_SEEN_CLASS)
  })

  it('the BETA button toggles the notice; the close button and an outside click close it', async () => {
    await renderWithRouter(<RootLayout />, { path: '/' })
    await userEvent.click(await screen.findByRole('button', { name: 'BETA' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'BETA' }))
    // A press on the ::backdrop has the <dialog> itself as its target (its panel fills it).
    await userEvent.click(await screen.findByRole('dialog'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the beta notice as a modal <dialog>, focused on Got It; Escape closes it and focus goes back to BETA', async () => {
    const { store } = await renderWithRouter(<RootLayout />, { path: '/' })
    await userEvent.click(await screen.findByRole('button', { name: 'BETA' }))
    const dialog = await screen.findByRole('dialog', { name: /is in beta$/ })
    expect(dialog.tagName).toBe('DIALOG')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(within(dialog).getByRole('button', { name: 'Got It' })).toHaveFocus()
    expect(document.body.style.overflow).toBe('hidden')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(store.get(betaModalAtom)).toBe(false)
    expect(screen.getByRole('button', { name: 'BETA' })).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('the side menu has the four links, then My orders and the account, locks scrolling, and closes on a link or outside click', async () => {
    const { store, router } = await renderWithRouter(<RootLayout />, { path: '/' })
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    const links = within(within(menu).getByRole('navigation')).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Near me',
      'Map',
      'Marketplace',
      'Cart',
      'My orders',
      'Your account',
    ])
    expect(within(menu).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account')
    expect(within(menu).getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument()
    expect(document.body.style.overflow).toBe('hidden')
    expect(menu).toHaveClass('w-[235px]')

    await userEvent.click(within(menu).getByRole('link', { name: 'Map' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'))
    expect(store.get(sideMenuAtom)).toBe(false)
    expect(document.body.style.overflow).toBe('')

    act(() => store.set(sideMenuAtom, true))
    await userEvent.click(await screen.findByRole('dialog', { name: 'Menu' }))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
  })

  it('the side menu is a modal <dialog>: Escape closes it and focus goes back to the menu button', async () => {
    const { store } = await renderWithRouter(<RootLayout />, { path: '/' })
    const opener = await screen.findByRole('button', { name: 'Open menu' })
    await userEvent.click(opener)
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect((menu as HTMLDialogElement).open).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
    expect(store.get(sideMenuAtom)).toBe(false)
    expect(opener).toHaveFocus()
  })

  it('closes the side menu when the window grows to the md breakpoint, where a hidden modal would leave the page inert', async () => {
    const wide = { width: window.innerWidth, height: window.innerHeight }
    setViewport({ width: 360, height: 740 })
    try {
      const { store } = await renderWithRouter(<RootLayout />, { path: '/' })
      await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
      await screen.findByRole('dialog', { name: 'Menu' })
      act(() => {
        setViewport({ width: 767, height: 740 })
      })
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
      act(() => {
        setViewport({ width: 768, height: 740 })
      })
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull())
      expect(store.get(sideMenuAtom)).toBe(false)
    } finally {
      setViewport(wide)
    }
  })

  it('the feedback button opens a modal that keeps focus and the draft', async () => {
    await renderWithRouter(<RootLayout />, { path: '/' })
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send us feedback' })
    const field = within(dialog).getByRole('textbox')
    expect(field).toHaveFocus()
    await userEvent.type(field, 'The jollof at Mama Cass is great')
    // Tab cycles inside the dialog and never reaches the page behind it.
    for (let i = 0; i < 5; i++) {
      await userEvent.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Send feedback' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByRole('textbox', { name: 'What should we know?' })).toHaveValue(
      'The jollof at Mama Cass is great',
    )
  })
})
