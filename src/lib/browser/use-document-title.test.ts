import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { documentTitleFor, useDocumentTitle } from './use-document-title'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('the tab title', () => {
  it("is the route's name, or the brand's tagline on a route without one", () => {
    expect(documentTitleFor('/cart', 'Your cart')).toBe('Your cart · GidiDeals')
    expect(documentTitleFor('/', undefined)).toBe('GidiDeals — Lagos deals near you')
  })

  it("keeps a page's own name when the navigation resolves after the page's data arrived", () => {
    window.history.replaceState(null, '', '/blog/3')
    const page = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Suya spots in Lekki' } })
    expect(document.title).toBe('Suya spots in Lekki · GidiDeals')

    expect(documentTitleFor('/blog/3', 'Blog')).toBe('Suya spots in Lekki · GidiDeals')
    expect(documentTitleFor('/blog', 'Blog')).toBe('Blog · GidiDeals')

    page.unmount()
    expect(documentTitleFor('/blog/3', 'Blog')).toBe('Blog · GidiDeals')
  })
})
