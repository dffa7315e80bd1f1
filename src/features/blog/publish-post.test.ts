import { describe, expect, it } from 'vitest'
import { checkPost, MAX_IMAGES } from './publish-post'

const text = { title: 'Balogun market', categories: 'Shopping', article: 'Go early.', location: 'Lekki' }
const png = (name = 'a.png') => new File([new Uint8Array(10)], name, { type: 'image/png' })
const mp4 = (name = 'a.mp4') => new File([new Uint8Array(10)], name, { type: 'video/mp4' })

describe('checkPost', () => {
  it('takes up to six pictures and one video: what one upload to the server may carry', () => {
    expect(
      checkPost(
        text,
        Array.from({ length: MAX_IMAGES }, () => png()),
        [mp4()],
      ),
    ).toEqual({})
    expect(
      checkPost(
        text,
        Array.from({ length: MAX_IMAGES + 1 }, () => png()),
        [],
      ).images,
    ).toBe('Choose at most 6 pictures.')
    expect(checkPost(text, [png()], [mp4(), mp4('b.mp4')]).videos).toBe('Choose one video.')
  })
})
