import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { markAppReady } from '@/lib/app-ready'
import { Thumbnail } from './thumbnail'

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
})
