import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollToTopOrTarget } from './scroll'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('scrollToTopOrTarget', () => {
  it('scrolls smoothly to the top on a route change', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollToTopOrTarget('')
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' })
  })

  it('scrolls to the element the hash names (the footer links to about-us sections)', () => {
    const section = document.createElement('section')
    section.id = 'missionVision'
    document.body.append(section)
    const scrollIntoView = vi.fn()
    section.scrollIntoView = scrollIntoView
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollToTopOrTarget('missionVision')
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('jumps instead of animating when the shopper prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    )
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollToTopOrTarget('')
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' })
  })
})
