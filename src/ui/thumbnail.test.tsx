import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { setDataSaverChoice } from '@/lib/browser/data-saver'
import { markAppReady } from '@/lib/lifecycle/app-ready'
import { Thumbnail } from './thumbnail'

afterEach(() => setDataSaverChoice('auto'))

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
})
