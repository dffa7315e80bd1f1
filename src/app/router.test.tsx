import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppRouter } from './router'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('the app router on a route change', () => {
  it('scrolls smoothly to the top, and nothing jumps there after it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = createAppRouter(new QueryClient(), {
      history: createMemoryHistory({ initialEntries: ['/about-us'] }),
    })
    render(
      <Provider store={createStore()}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </Provider>,
    )
    await act(() => router.load())
    scrollTo.mockClear()
    await act(() => router.navigate({ to: '/contact-us' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/contact-us'))
    // Let the new page render: the router's own reset (which jumped) ran after it.
    await act(() => new Promise((settle) => setTimeout(settle, 50)))
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, left: 0, behavior: 'smooth' }]])
  })

  it('names an unmatched path’s page in the tab: the not-found page sets its own title', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = createAppRouter(new QueryClient(), {
      history: createMemoryHistory({ initialEntries: ['/no-such-page'] }),
    })
    render(
      <Provider store={createStore()}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </Provider>,
    )
    await act(() => router.load())
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument()
    await act(() => new Promise((settle) => setTimeout(settle, 50)))
    expect(document.title).toBe('Page not found · GidiDeals')
  })
})
