import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEAR_SCREEN_MARGIN, WhenNearScreen } from './when-near-screen'

/** An IntersectionObserver the test moves: `scrollNear()` reports every observed element on screen. */
function controllableObserver() {
  const observers: {
    callback: IntersectionObserverCallback
    targets: Element[]
    options?: IntersectionObserverInit
  }[] = []
  class TestObserver {
    private entry: (typeof observers)[number]
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], options }
      observers.push(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    disconnect() {
      this.entry.targets = []
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', TestObserver)
  return {
    observers,
    scrollNear(isIntersecting = true) {
      for (const { callback, targets } of observers) {
        const entries = targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
        if (entries.length) callback(entries, {} as IntersectionObserver)
      }
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('WhenNearScreen', () => {
  it('holds the place with its stand-in until the shopper scrolls near, then renders and stays', async () => {
    const view = controllableObserver()
    render(
      <WhenNearScreen standIn={<p>Loading stores near you…</p>}>
        <p>Market Square Express</p>
      </WhenNearScreen>,
    )
    expect(screen.getByText('Loading stores near you…')).toBeInTheDocument()
    expect(screen.queryByText('Market Square Express')).toBeNull()
    expect(view.observers[0]?.options?.rootMargin).toBe(NEAR_SCREEN_MARGIN)

    // Still below: nothing changes.
    await act(async () => view.scrollNear(false))
    expect(screen.queryByText('Market Square Express')).toBeNull()

    await act(async () => view.scrollNear())
    expect(await screen.findByText('Market Square Express')).toBeInTheDocument()
    expect(screen.queryByText('Loading stores near you…')).toBeNull()
    // Watching stops once it has rendered.
    expect(view.observers.every((observer) => observer.targets.length === 0)).toBe(true)
  })

  it('renders at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <WhenNearScreen standIn={<p>Loading…</p>}>
        <p>Ofada Hut</p>
      </WhenNearScreen>,
    )
    expect(await screen.findByText('Ofada Hut')).toBeInTheDocument()
  })
})

describe('WhenNearScreen and the keyboard', () => {
  it('renders every part still waiting on a Tab, so focus never steps over one', async () => {
    controllableObserver()
    render(
      <>
        <WhenNearScreen standIn={<p>Loading featured deals…</p>}>
          <a href="/deals/1">Suya platter</a>
        </WhenNearScreen>
        <ul>
          <li>Ofada Hut</li>
          <WhenNearScreen holder="li" standIn={<p>Loading more stores…</p>}>
            <li>Mama Put</li>
          </WhenNearScreen>
        </ul>
      </>,
    )
    expect(screen.getByText('Loading more stores…').closest('li')).toHaveAttribute('data-stand-in')
    // Another key changes nothing.
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' })))
    expect(screen.queryByText('Mama Put')).toBeNull()

    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })))
    expect(await screen.findByRole('link', { name: 'Suya platter' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ofada Hut', 'Mama Put'])
  })
})
