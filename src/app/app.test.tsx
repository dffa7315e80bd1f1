import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { atom, createStore, useAtomValue } from 'jotai'
import { Profiler } from 'react'
import { describe, expect, it } from 'vitest'
import { App } from './app'

type AppRouter = Parameters<typeof App>[0]['router']

// What the shopper's saved state changes (the cart count) and what it does not (a page's own atom).
const cartCountAtom = atom(0)
const pageAtom = atom('Near me')
/** Commits of the page's heading (React's Profiler counts each one its subtree renders in). */
const renders = { page: 0 }

function PageHeading() {
  return <h1>{useAtomValue(pageAtom)}</h1>
}

function CartProbe() {
  return <p>Cart, {useAtomValue(cartCountAtom)} items</p>
}

function testRouter(): AppRouter {
  const root = createRootRoute({
    component: () => (
      <>
        <Profiler id="page" onRender={() => renders.page++}>
          <PageHeading />
        </Profiler>
        <CartProbe />
      </>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return router as unknown as AppRouter
}

describe('App hydrating a prerendered page', () => {
  it('brings the shopper’s state in without rendering the parts that do not read it again', async () => {
    const router = testRouter()
    await router.load()
    const store = createStore()
    let bringIn: (apply: () => void) => void = () => {}
    const shopperState = () => new Promise<() => void>((resolve) => (bringIn = resolve))

    render(<App router={router} queryClient={new QueryClient()} store={store} hydration={{ shopperState }} />)
    await screen.findByText('Cart, 0 items')
    const pageRendersBefore = renders.page

    bringIn(() => store.set(cartCountAtom, 3))
    await screen.findByText('Cart, 3 items')
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'))
    // The jotai store is the same before and after: the page's heading did not render again
    // (swapping stores re-rendered every part reading any atom).
    expect(renders.page).toBe(pageRendersBefore)
    expect(screen.getByRole('heading', { name: 'Near me' })).toBeInTheDocument()
  })
})
