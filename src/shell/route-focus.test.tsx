import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { RootLayout } from './root-layout'
import { LOCAL_KEYS } from '@contract/storage'
import { focusNewPage } from './route-focus'

beforeEach(() => localStorage.setItem(LOCAL_KEYS.betaNoticeSeen, '1'))
afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('focus after a route change', () => {
  it('leaves the first page alone, then gives each new page the focus', async () => {
    const { router } = await renderWithRouter(<RootLayout />, { path: '/about-us' })
    expect(document.activeElement).toBe(document.body)
    await act(() => router.navigate({ to: '/cart' }))
    // The catch-all test route renders no h1, so <main> takes the focus.
    expect(document.activeElement).toBe(screen.getByRole('main'))
  })

  it("focuses the new page's h1 when there is one, making it focusable from script only", () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><h1>Cart</h1><button>Check out</button></main>'
    focusNewPage()
    const heading = screen.getByRole('heading', { level: 1, name: 'Cart' })
    expect(document.activeElement).toBe(heading)
    expect(heading).toHaveAttribute('tabindex', '-1')
  })
})
