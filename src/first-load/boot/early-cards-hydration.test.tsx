// The skeleton's slot for the first cards (Near me's, src/ui/states.tsx): a prerendered page's early
// script paints cards into it before the app runs, and hydrating leaves them there without a mismatch.
// Here, beside the painter: ui may not import the boot scripts above it.
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SkeletonCards } from '@/ui/states'
import { paintEarlyStores } from './early-cards'

const answer = { data: { count: 1, results: [{ id: 1, name_of_business: 'Mama Put', slug: 'mama-put' }] } }

afterEach(() => {
  document.body.innerHTML = ''
})

describe('SkeletonCards with a slot for early cards', () => {
  it('is the same boxes, and hydrates over the cards painted into it without touching them', async () => {
    const skeleton = <SkeletonCards count={3} height="h-36" label="Loading stores near you…" earlyCards />
    const container = document.createElement('div')
    container.innerHTML = renderToString(skeleton)
    document.body.append(container)
    expect(container.querySelectorAll('[data-early-cards] .animate-pulse')).toHaveLength(3)

    expect(paintEarlyStores(container, answer, false)).toBe(true)
    const painted = container.querySelector('[data-early-cards] article')
    const mismatch = vi.fn()
    const root = await act(async () => hydrateRoot(container, skeleton, { onRecoverableError: mismatch }))
    expect(mismatch).not.toHaveBeenCalled()
    expect(container.querySelector('[data-early-cards] article')).toBe(painted)

    // The list replaces the skeleton, slot and all.
    await act(async () => root.render(<p>Showing 1 of 1 store, nearest first</p>))
    expect(container.querySelector('article')).toBeNull()
    root.unmount()
  })
})
