import { afterEach, describe, expect, it } from 'vitest'
import { trackPageView } from './analytics'

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove())
})

describe('trackPageView', () => {
  it('loads no script and sends nothing when no measurement id is configured', () => {
    expect(trackPageView('/near-me', 'Near me', '')).toBe(false)
    expect(document.head.querySelector('script')).toBeNull()
    expect(window.dataLayer).toBeUndefined()
  })

  it('loads gtag once and records a page view per route change', () => {
    expect(trackPageView('/near-me', 'Near me', 'G-TEST123')).toBe(true)
    expect(trackPageView('/map', 'Map', 'G-TEST123')).toBe(true)
    const scripts = document.head.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
    expect(events).toContainEqual(['config', 'G-TEST123', { send_page_view: false }])
    const pageViews = events.filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
    expect(pageViews.map((entry) => (entry[2] as { page_path: string }).page_path)).toEqual(['/near-me', '/map'])
  })
})
