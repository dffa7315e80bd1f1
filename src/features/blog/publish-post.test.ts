import { describe, expect, it } from 'vitest'
import { formErrors } from '@/ui/form-errors'
import { MAX_IMAGES, postSchema } from './publish-post'

const text = { title: 'Balogun market', categories: 'Shopping', article: 'Go early.', location: 'Lekki' }
const png = (name = 'a.png') => new File([new Uint8Array(10)], name, { type: 'image/png' })
const mp4 = (name = 'a.mp4') => new File([new Uint8Array(10)], name, { type: 'video/mp4' })

const checkPost = (post: typeof text, images: File[], videos: File[]) =>
  formErrors(postSchema(), { ...post, images, videos })

describe('postSchema', () => {
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
