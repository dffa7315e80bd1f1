import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { Profiler } from 'react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch } from '@/test/stub-fetch'
import { markAppReady, resetFirstScreen } from '@/lib/lifecycle/app-ready'
import { HotDealsSection } from './hot-deals-section'

const deals = (kind: string, ids: number[]) =>
  ids.map((id) => ({ id, kind, title: `${kind} ${id}`, image: `/beta/media/item/${id}.svg`, price: 3500 }))

// Each test starts on a page just opened, its first screen not done.
beforeEach(() => resetFirstScreen())
afterEach(() => vi.unstubAllGlobals())

describe('hot deals on the home page', () => {
  it('loads the row on screen at first (the discounts) before the others, its first pictures at once and ahead of the rest', async () => {
    const sent = stubFetch(({ path }) =>
      json({
        data: {
          results: path.includes('/discount/')
            ? deals('discount', [1, 2, 3])
            : path.includes('/coupon/')
              ? deals('coupon', [4, 5])
              : deals('featured', [6]),
        },
      }),
    )
    const { container } = await renderWithRouter(<HotDealsSection />)
    // Until the first screen is done, only the row on it asks: its pictures have the line to themselves.
    await screen.findByRole('link', { name: 'discount 3' })
    expect(sent.map((request) => request.path)).toEqual(['/beta/api/discount/hot-deals-aws'])
    expect(screen.queryByRole('link', { name: 'coupon 4' })).not.toBeInTheDocument()
    markAppReady()
    await screen.findByRole('link', { name: 'featured 6' })
    await screen.findByRole('link', { name: 'coupon 5' })
    const picture = (id: number) => container.querySelector(`img[src="/beta/media/item/${id}.svg"]`)
    // The later pictures come once the first screen is done and the browser idle (lazy thumbnails).
    await vi.waitFor(() => expect([1, 2, 3, 4, 5, 6].every((id) => picture(id) !== null)).toBe(true))
    for (const id of [1, 2]) {
      expect(picture(id)).not.toHaveAttribute('loading')
      expect(picture(id)).toHaveAttribute('fetchpriority', 'high')
    }
    for (const id of [3, 4, 5, 6]) {
      expect(picture(id)).toHaveAttribute('loading', 'lazy')
      expect(picture(id)).not.toHaveAttribute('fetchpriority')
    }
  })

  it("holds the later rows still while they load, below a phone's first screen; the first row pulses", async () => {
    // The first row's answer never comes, nor do the later rows': every row shows its skeleton.
    stubFetch(() => new Promise<Response>(() => {}))
    const { container } = await renderWithRouter(<HotDealsSection />)
    markAppReady()
    await vi.waitFor(() => expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(3))
    const [first, ...later] = [...container.querySelectorAll('[aria-busy="true"]')]
    expect(first?.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0)
    for (const row of later) expect(row.querySelectorAll('.animate-pulse')).toHaveLength(0)
  })

  it("puts each running deal's price beside an Add that fills the cart without opening the deal", async () => {
    stubFetch(({ path }) =>
      json({
        data: {
          results: path.includes('/discount/')
            ? [{ id: 1, kind: 'discount', title: 'Jollof rice', price: 3500, discounted_price: 3150 }]
            : [],
        },
      }),
    )
    const { router } = await renderWithRouter(<HotDealsSection waysIn={<nav aria-label="Start browsing" />} />)
    const tile = (await screen.findByRole('link', { name: 'Jollof rice' })).closest('article') as HTMLElement
    expect(within(tile).getByText('₦3,150')).toBeInTheDocument()
    await userEvent.click(within(tile).getByRole('button', { name: 'Add — Jollof rice' }))
    // What the tile says comes from the cart itself (src/stores/cart/use-cart).
    expect(within(tile).getByRole('status')).toHaveTextContent('1 Jollof rice in your cart')
    expect(within(tile).getByRole('button', { name: 'Add more — Jollof rice' })).toBeInTheDocument()
    // Adding is not opening.
    expect(router.state.location.pathname).toBe('/')
    // The ways in follow the first row, so the first prices come first on a phone.
    const firstRow = screen.getByRole('heading', { name: 'Discounts' })
    const waysIn = screen.getByRole('navigation', { name: 'Start browsing' })
    expect(firstRow.compareDocumentPosition(waysIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("renders an answer's cards after the commit the answer starts, in a transition React renders in slices", async () => {
    stubFetch(({ path }) =>
      json({ data: { results: path.includes('/discount/') ? deals('discount', [1, 2, 3]) : [] } }),
    )
    // What each commit showed, and whether the discounts' answer was in the cache by then.
    const commits: { answered: boolean; cards: number }[] = []
    let client: QueryClient | undefined
    function ClientProbe() {
      client = useQueryClient()
      return null
    }
    const onRender = () =>
      commits.push({
        answered:
          client
            ?.getQueryCache()
            .getAll()
            .some((query) => query.state.data !== undefined) ?? false,
        cards: screen.queryAllByRole('link', { name: /^discount/ }).length,
      })
    await renderWithRouter(
      <Profiler id="hot-deals" onRender={onRender}>
        <ClientProbe />
        <HotDealsSection />
      </Profiler>,
    )
    await screen.findByRole('link', { name: 'discount 3' })
    // The answer's own render (useSyncExternalStore: at once, in one task) keeps the skeleton;
    // the three cards come in a commit of their own.
    const firstAnswered = commits.findIndex((commit) => commit.answered)
    expect(commits[firstAnswered]).toEqual({ answered: true, cards: 0 })
    expect(commits.slice(firstAnswered).some((commit) => commit.cards === 3)).toBe(true)
  })
})
