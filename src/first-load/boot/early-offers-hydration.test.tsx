// The marketplace's first offers, painted into the skeleton's slot (src/ui/states.tsx) before the
// app runs: hydrating leaves them there without a mismatch, and each is the app's own list card,
// box for box and word for word, so nothing moves when the app's list replaces them. Here, beside
// the painter: ui and components may not import the boot scripts above them.
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DealItem } from '@contract/records'
import { DealCardList } from '@/components/deal/deal-card'
import { DEAL_CARD_HEIGHT } from '@/components/deal/deal-card-box'
import { renderWithRouter } from '@/test/render-with-router'
import { SkeletonCards } from '@/ui/states'
import { paintEarlyOffers } from './early-offers'

const offer: DealItem = {
  id: 8,
  kind: 'marketplace',
  title: 'Marketplace deal: Small chops tray',
  image: '/beta/media/item/8.svg',
  price: 3500,
  discounted_price: 2800,
  percentage: 20,
  saving: 700,
  area: 'Ikeja',
  valid_until: '2099-12-06',
  store: { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/beta/media/logo/j.svg' },
}

afterEach(() => {
  document.body.innerHTML = ''
})

/** What makes a card's layout and words: each element's tag and classes, and its text. */
function shape(card: Element): unknown {
  const joined = card.cloneNode(true) as Element
  // React writes "−{percentage}%" as three text nodes; the painter as one.
  joined.normalize()
  return shapeOf(joined)
}

function shapeOf(node: Node): unknown {
  if (!(node instanceof Element)) return node.textContent
  // The picture box's container query is for its tap-to-load button, which a painted card has not.
  const classes = [...node.classList].filter((name) => name !== '@container').sort()
  return [node.tagName, ...classes, [...node.childNodes].map(shapeOf)]
}

describe('the marketplace skeleton with painted offers', () => {
  it('hydrates over them without touching them', async () => {
    const skeleton = (
      <SkeletonCards count={6} height={DEAL_CARD_HEIGHT} label="Loading marketplace discounts…" earlyCards />
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(skeleton)
    document.body.append(container)
    expect(paintEarlyOffers(container, { data: { results: [offer] } }, false)).toBe(true)
    const painted = container.querySelector('[data-early-cards] li')
    const mismatch = vi.fn()
    const root = await act(async () => hydrateRoot(container, skeleton, { onRecoverableError: mismatch }))
    expect(mismatch).not.toHaveBeenCalled()
    expect(container.querySelector('[data-early-cards] li')).toBe(painted)
    root.unmount()
  })

  it("paints each offer as the app's card: the same boxes, classes and words", async () => {
    const paintedPage = document.createElement('div')
    paintedPage.innerHTML = renderToString(<SkeletonCards count={6} height={DEAL_CARD_HEIGHT} earlyCards />)
    paintEarlyOffers(paintedPage, { data: { results: [offer] } }, false)
    const painted = paintedPage.querySelector('[data-early-cards] ul')!

    await renderWithRouter(<DealCardList items={[offer]} kind="marketplace" />)
    const link = await screen.findByRole('link', { name: 'Small chops tray' })
    const app = link.closest('ul')!
    expect(link.getAttribute('href')).toBe('/discount-offer-detail/8')
    expect(shape(painted.firstElementChild!)).toEqual(shape(app.firstElementChild!))
    // The painted list spans the skeleton's grid, where the app's list is the section's own.
    expect([...painted.classList]).toEqual(['col-span-full', ...app.classList])
  })
})
