import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setDataSaverChoice } from '@/lib/browser/data-saver'
import { afterFirstScreen, markAppReady, resetFirstScreen } from '@/lib/lifecycle/app-ready'
import { Thumbnail } from './thumbnail'

// Each test starts on a page just opened, its first screen not done.
beforeEach(() => resetFirstScreen())
afterEach(() => {
  setDataSaverChoice('auto')
  vi.unstubAllGlobals()
})

describe('Thumbnail', () => {
  it('loads a picture on the first screen at once, and the others once that screen is done', async () => {
    const { container } = render(
      <>
        <Thumbnail
          src="/beta/media/cover/a.svg"
          alt="Cover"
          width={1200}
          height={300}
          className="h-36"
          loading="eager"
        />
        <Thumbnail src="/beta/media/item/b.svg" alt="Menu item" width={80} height={80} className="size-20" />
      </>,
    )
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/beta/media/cover/a.svg')
    // Not even a request: the box keeps its size and colour meanwhile.
    expect(screen.queryByRole('img', { name: 'Menu item' })).toBeNull()
    expect(container.querySelectorAll('.size-20')).toHaveLength(1)

    markAppReady()
    const later = await screen.findByRole('img', { name: 'Menu item' })
    expect(later).toHaveAttribute('src', '/beta/media/item/b.svg')
    expect(later).toHaveAttribute('loading', 'lazy')
  })

  it("with the data saver on, a big picture waits for a tap as a thin strip, not the picture's height", async () => {
    // Past the first screen, where a lazy picture loads once it may.
    markAppReady()
    await afterFirstScreen()
    setDataSaverChoice('on')
    const { container } = render(
      <>
        <Thumbnail
          src="/beta/media/item/c.svg"
          alt="Tile"
          width={224}
          height={128}
          className="h-32"
          compactWhenWaiting
        />
        <Thumbnail src="/beta/media/item/d.svg" alt="Logo" width={80} height={80} className="size-20" />
      </>,
    )
    const [tile, logo] = Array.from(container.children)
    expect(tile).toHaveClass('h-32', 'max-h-10')
    // A small picture keeps its box: it is already compact.
    expect(logo).not.toHaveClass('max-h-10')
    await userEvent.click(screen.getByRole('button', { name: 'Tap to load image: Tile' }))
    expect(screen.getByRole('img', { name: 'Tile' })).toHaveAttribute('src', '/beta/media/item/c.svg')
    expect(tile).not.toHaveClass('max-h-10')
  })

  it('loads a lazy picture only once its box comes near the screen, or near the view of the row it scrolls in', async () => {
    markAppReady()
    await afterFirstScreen()
    const watched: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }[] =
      []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: (typeof watched)[number]
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, options }
          watched.push(this.entry)
        }
        observe(target: Element) {
          this.entry.target = target
        }
        disconnect() {
          this.entry.target = undefined
        }
        unobserve() {}
        takeRecords() {
          return []
        }
      },
    )
    const report = async (isIntersecting: boolean) =>
      act(async () => {
        for (const { callback, target } of watched)
          if (target) callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
      })
    render(<Thumbnail src="/beta/media/item/c.svg" alt="Tenth card" width={80} height={80} className="size-20" />)
    // Further along its row than half the row's width past the screen: no request yet.
    await report(false)
    expect(screen.queryByRole('img', { name: 'Tenth card' })).toBeNull()
    // Watched near the screen, and near a sideways row's view (its scroll margin).
    expect(watched[0]?.options).toMatchObject({ rootMargin: '50% 0px', scrollMargin: '50%' })

    await report(true)
    expect(await screen.findByRole('img', { name: 'Tenth card' })).toHaveAttribute('src', '/beta/media/item/c.svg')
    // Watching stops once it has loaded.
    expect(watched.every(({ target }) => target === undefined)).toBe(true)
  })
})
