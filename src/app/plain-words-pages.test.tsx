import { screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlogListPage } from '@/features/blog/blog-list-page'
import { MarketplacePage } from '@/features/deals/marketplace-page'
import { NearMePage } from '@/features/discovery/near-me-page'
import { GiftAFriendPage } from '@/features/gift/gift-a-friend-page'
import { HomePage } from '@/features/home/home-page'
import { StoreFrontPage } from '@/features/store/store-front-page'
import { KIND_HEADINGS } from '@/lib/format/shopper-words'
import { jargonIn, pageOwnWords } from '@/test/plain-words'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch } from '@/test/stub-fetch'

// The main pages with every read failing (docs/errors.md#words): each error state has a kind
// heading, the API layer's words as its detail, and the page says no jargon of its own.

afterEach(() => vi.unstubAllGlobals())

const HEADINGS = Object.values(KIND_HEADINGS)

const PAGES: Array<[string, () => ReactNode, Parameters<typeof renderWithRouter>[1]]> = [
  ['home', () => <HomePage />, {}],
  ['near me', () => <NearMePage />, { route: '/near-me' }],
  ['marketplace', () => <MarketplacePage />, { route: '/marketplace' }],
  ['blog', () => <BlogListPage />, { path: '/blog' }],
  ['gift a friend', () => <GiftAFriendPage />, { route: '/gift-a-friend' }],
  ['a store', () => <StoreFrontPage slug="mama-put-yaba" />, { path: '/store-front-details/mama-put-yaba' }],
]

const FAILURES = {
  'a server error': () => json({ message: 'Traceback: sqlite failed' }, 500),
  'a refusal': () => json({ message: 'Forbidden' }, 403),
  'no answer': () => offline(),
}

describe('pages whose reads fail say it in plain words', () => {
  for (const [failure, respond] of Object.entries(FAILURES)) {
    it.each(PAGES)(`%s, after ${failure}`, async (_name, page, where) => {
      stubFetch(respond)
      await renderWithRouter(page(), where)
      // An error state, or (with no answer) the page's offline words.
      const said = () => [...screen.queryAllByRole('alert'), ...screen.queryAllByText(/saved on this phone|offline/)]
      await waitFor(() => expect(said().length).toBeGreaterThan(0), { timeout: 5000 })
      // Let the page's other sections fail too.
      await new Promise((settle) => setTimeout(settle, 300))
      expect(jargonIn(), pageOwnWords().slice(0, 400)).toBeNull()
      // Every error state opens with a kind heading.
      for (const alert of screen.queryAllByRole('alert')) {
        expect(
          HEADINGS.some((heading) => alert.textContent.includes(heading)),
          alert.textContent,
        ).toBe(true)
      }
    })
  }
})
