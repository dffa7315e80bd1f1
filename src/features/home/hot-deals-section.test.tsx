import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { stubFetch } from '@/test/stub-fetch'
import { HotDealsSection } from './hot-deals-section'

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
const deals = (kind: string, ids: number[]) =>
  ids.map((id) => ({ id, kind, title: `${kind} ${id}`, image: `/beta/media/item/${id}.svg`, price: 3500 }))

afterEach(() => vi.unstubAllGlobals())

describe('hot deals on the home page', () => {
  it('loads the pictures on screen at first (the first discounts) at once and ahead of the rest', async () => {
    stubFetch(({ path }) =>
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
    await screen.findByRole('link', { name: 'featured 6' })
    await screen.findByRole('link', { name: 'coupon 5' })
    const picture = (id: number) => container.querySelector(`img[src="/beta/media/item/${id}.svg"]`)
    for (const id of [1, 2]) {
      expect(picture(id)).not.toHaveAttribute('loading')
      expect(picture(id)).toHaveAttribute('fetchpriority', 'high')
    }
    for (const id of [3, 4, 5, 6]) {
      expect(picture(id)).toHaveAttribute('loading', 'lazy')
      expect(picture(id)).not.toHaveAttribute('fetchpriority')
    }
  })
})
