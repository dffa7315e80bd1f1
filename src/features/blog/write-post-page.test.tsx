import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, userAtom } from '@/stores/session/session'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { DRAFT_KEY } from './write-post-draft'
import { WritePostPage } from './write-post-page'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'market.png', { type: 'image/png' })

async function renderSignedIn() {
  const rendered = await renderWithRouter(<WritePostPage />, { path: '/blog/new' })
  rendered.store.set(userAtom, { id: 5, email: 'demo@gidideals.ng', first_name: 'Ada' })
  rendered.store.set(accessTokenAtom, 'token')
  await screen.findByRole('textbox', { name: 'Title' })
  return rendered
}

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Balogun market on a budget')
  await userEvent.type(screen.getByRole('textbox', { name: /Categories/ }), 'Shopping, Lagos Island')
  await userEvent.type(screen.getByRole('textbox', { name: /Article/ }), 'Go early.{Enter}{Enter}Bargain hard.')
  await userEvent.click(screen.getByRole('button', { name: 'Lekki' }))
  await userEvent.upload(screen.getByLabelText(/Pictures/), png())
}

// A post as the contract describes it (contract/records.ts): what create-blog answers.
const created = {
  data: {
    id: 42,
    title: 'Balogun market on a budget',
    categories: ['Shopping'],
    article: 'Go early.',
    location: 'Lagos Island',
    images: [],
    videos: [],
  },
}
const byPath = (calls: SentRequest[], path: string) => calls.filter((call) => call.path === `/beta/blog/${path}`)

describe('WritePostPage', () => {
  it('asks a signed-out shopper to log in, coming back here after', async () => {
    await renderWithRouter(<WritePostPage />, { path: '/blog/new' })
    expect(screen.getByRole('heading', { level: 1, name: 'Write a post' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fblog%2Fnew')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it("names every empty field with SPEC §5's message and sends nothing", async () => {
    const calls = stubFetch(() => json(created, 201))
    await renderSignedIn()
    await userEvent.click(screen.getByRole('button', { name: 'Publish post' }))
    for (const message of [
      'Title is required.',
      'Category is required.',
      'Article is required.',
      'Location is required.',
      'At least one image is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus()
    // Commas alone are no category.
    await userEvent.type(screen.getByRole('textbox', { name: /Categories/ }), ' , ,')
    await userEvent.click(screen.getByRole('button', { name: 'Publish post' }))
    expect(screen.getByText('Category is required.')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('publishes the text, then uploads the pictures to the new post, then opens it', async () => {
    const calls = stubFetch((request) =>
      request.path.endsWith('/create-blog')
        ? json(created, 201)
        : json({ data: { blog: 42, images: ['/beta/media/uploads/a.png'] } }, 201),
    )
    const { router } = await renderSignedIn()
    await fillIn()
    expect(screen.getByText('Lagos Island', { selector: 'li' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Publish post' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/42'))

    expect(byPath(calls, 'create-blog')[0]?.body).toEqual({
      title: 'Balogun market on a budget',
      categories: ['Shopping', 'Lagos Island'],
      article: 'Go early.\n\nBargain hard.',
      location: 'Lekki',
    })
    const upload = byPath(calls, 'create-blog-images')[0]?.body as FormData
    expect(upload.get('blog')).toBe('42')
    expect((upload.getAll('image')[0] as File).name).toBe('market.png')
    expect(byPath(calls, 'create-blog-videos')).toHaveLength(0)
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('after a failed upload, Try again uploads to the same post instead of making another', async () => {
    let imageAnswers = 0
    const calls = stubFetch((request) => {
      if (request.path.endsWith('/create-blog')) return json(created, 201)
      return ++imageAnswers === 1
        ? json({ message: 'Internal Server Error - Try again later.' }, 500)
        : json({ data: { blog: 42, images: ['/beta/media/uploads/a.png'] } }, 201)
    })
    const { router } = await renderSignedIn()
    await fillIn()
    await userEvent.click(screen.getByRole('button', { name: 'Publish post' }))

    expect(await screen.findByText('Internal Server Error - Try again later.')).toBeInTheDocument()
    const steps = screen.getByRole('list', { name: 'Publishing' })
    expect(steps).toHaveTextContent('Publish the text: done')
    expect(steps).toHaveTextContent('Upload 1 picture: failed')
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled()
    // A reload now would still know the post exists.
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ created: { id: 42, user: 5 } })

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/42'))
    expect(byPath(calls, 'create-blog')).toHaveLength(1)
    expect(byPath(calls, 'create-blog-images')).toHaveLength(2)
  })

  it('keeps the text through a reload', async () => {
    const first = await renderSignedIn()
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Half written')
    await userEvent.type(screen.getByRole('textbox', { name: /Article/ }), 'Line one')
    first.unmount()

    await renderSignedIn()
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half written')
    expect(screen.getByRole('textbox', { name: /Article/ })).toHaveValue('Line one')
  })
})
