import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, userAtom } from '@/stores/session/session'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch } from '@/test/stub-fetch'
import { BlogPostPage } from './blog-post-page'
import { bukaPost, detailAnswer, listAnswer, suyaPost } from './blog.test-support'

afterEach(() => vi.unstubAllGlobals())

const renderPost = (id = '3') => renderWithRouter(<BlogPostPage blogId={id} />, { path: `/blog/${id}` })

async function signIn(store: Awaited<ReturnType<typeof renderPost>>['store']) {
  store.set(userAtom, { id: 5, email: 'demo@gidideals.ng', first_name: 'Ada' })
  store.set(accessTokenAtom, 'token')
}

describe('BlogPostPage', () => {
  it('shows the post: title, meta, paragraphs, pictures, videos that load only when played', async () => {
    const calls = stubFetch(() => json(listAnswer([suyaPost, bukaPost])))
    const { container } = await renderPost()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the post…')
    expect(await screen.findByRole('heading', { level: 1, name: bukaPost.title })).toBeInTheDocument()
    // docs/api.md#blog has only the list: the post is read from it (here the detail extension answers
    // with something that is not a post, and nothing fails).
    expect(calls.map((request) => request.path)).toContain('/beta/blog/list-all-blog')
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(document.title).toBe(`${bukaPost.title} · GidiDeals`))

    expect(screen.getByText('From Bode Thomas to Ojuelegba.').tagName).toBe('P')
    // A single line break stays inside its paragraph.
    expect(screen.getByText(/Go early: the amala runs out by 2pm\.\s+Bring cash\./).tagName).toBe('P')
    expect(screen.getByRole('img', { name: 'Picture 1 of 1 for this post' })).toHaveAttribute(
      'src',
      '/beta/media/uploads/buka.png',
    )
    const video = container.querySelector('video')
    expect(video).toHaveAttribute('preload', 'none')
    expect(video).toHaveAttribute('controls')
    expect(screen.getByText('12 likes')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'false')
    const comments = screen.getByRole('region', { name: /Comments/ })
    expect(within(comments).getByText('The amala at Bode Thomas!')).toBeInTheDocument()
  })

  it('shows markup in a post as the text it is', async () => {
    stubFetch(() => json(listAnswer([suyaPost])))
    const { container } = await renderPost('4')
    expect(await screen.findByText('Yaji matters. <img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suya 101 <img src=x onerror=alert(1)>')
    expect(container.querySelector('img[src="x"]')).toBeNull()
  })

  it('says a post is not found for an id the list lacks and the detail extension does not know', async () => {
    const calls = stubFetch((request) =>
      request.path === '/beta/blog/list-all-blog'
        ? json(listAnswer([bukaPost]))
        : json({ message: 'The requested resource was not found.' }, 404),
    )
    await renderPost('999')
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument()
    expect(calls.map((request) => request.path).sort()).toEqual([
      '/beta/blog/blog-detail/999',
      '/beta/blog/list-all-blog',
    ])
    expect(screen.getByRole('link', { name: 'See all blog posts' })).toHaveAttribute('href', '/blog')
  })

  it('works against a provider with SPEC §7 alone: no blog-detail means not found, not an error', async () => {
    // A provider without the extension answers its unknown path with something that is not a post.
    stubFetch((request) =>
      request.path === '/beta/blog/list-all-blog' ? json(listAnswer([bukaPost])) : new Response('<html></html>'),
    )
    await renderPost('4')
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens a post older than the list holds through the blog-detail extension', async () => {
    const calls = stubFetch((request) =>
      request.path === '/beta/blog/list-all-blog' ? json(listAnswer([bukaPost])) : json(detailAnswer(suyaPost)),
    )
    await renderPost('4')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Suya 101')
    expect(calls.map((request) => request.path)).toContain('/beta/blog/blog-detail/4')
  })

  it("shows the extension's fuller copy of a post the list also holds (more of its comments)", async () => {
    const fuller = {
      ...bukaPost,
      comments: [
        ...(bukaPost.comments ?? []),
        { id: 8, user: 3, first_name: 'Ngozi', content: 'Bring cash!', created_at: '2026-03-03T10:00:00.000Z' },
      ],
    }
    stubFetch((request) =>
      request.path === '/beta/blog/list-all-blog' ? json(listAnswer([bukaPost])) : json(detailAnswer(fuller)),
    )
    await renderPost()
    const comments = await screen.findByRole('region', { name: /Comments/ })
    expect(await within(comments).findByText('Bring cash!')).toBeInTheDocument()
  })

  it('shows a failed list with a retry that loads the post', async () => {
    let answer = json({}, 500)
    stubFetch(() => answer)
    await renderPost()
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Internal Server Error - Try again later.')
    answer = json(listAnswer([bukaPost]))
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: bukaPost.title })).toBeInTheDocument()
  })

  it('offline with the post not saved: says so under the page title, with the way back to the blog', async () => {
    stubFetch(() => json(listAnswer([bukaPost])))
    onlineManager.setOnline(false)
    try {
      await renderPost()
      expect(await screen.findByText('You are offline')).toBeInTheDocument()
      expect(
        screen.getByText('This post is not saved on this phone yet. It will load when you are back online.'),
      ).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1, name: 'Blog post' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: '← All blog posts' })).toHaveAttribute('href', '/blog')
      expect(screen.queryByText('Loading the post…')).toBeNull()
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('asks nothing for an id that cannot be one', async () => {
    const calls = stubFetch(() => json(listAnswer([bukaPost])))
    await renderPost('abc')
    expect(screen.getByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('asks a signed-out reader to log in to comment, and comes back here after', async () => {
    stubFetch(() => json(listAnswer([bukaPost])))
    await renderPost()
    const comments = await screen.findByRole('region', { name: /Comments/ })
    expect(within(comments).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(comments).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fblog%2F3',
    )
  })

  it('checks the comment, shows a new one at once, and keeps the words when posting fails', async () => {
    let failNext = true
    let saved = bukaPost
    const calls = stubFetch((request) => {
      if (request.method === 'POST') {
        if (failNext) {
          failNext = false
          return json({ message: 'Internal Server Error - Try again later.' }, 500)
        }
        const comment = {
          id: 70,
          user: 5,
          blog_post: 3,
          content: 'Going on Saturday',
          created_at: '2026-03-06T10:00:00Z',
        }
        saved = { ...bukaPost, comments: [...(bukaPost.comments ?? []), { ...comment, first_name: 'Ada' }] }
        return json(comment, 201)
      }
      return json(listAnswer([saved]))
    })
    const { store } = await renderPost()
    await signIn(store)
    const comments = await screen.findByRole('region', { name: /Comments/ })
    const field = within(comments).getByRole('textbox', { name: 'Add a comment' })
    const send = within(comments).getByRole('button', { name: 'Post comment' })

    await userEvent.click(send)
    expect(within(comments).getByRole('alert')).toHaveTextContent('Content is required.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0)

    await userEvent.type(field, 'Going on Saturday')
    await userEvent.click(send)
    expect(await within(comments).findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')
    expect(field).toHaveValue('Going on Saturday')

    await userEvent.click(send)
    expect(await within(comments).findByText('Going on Saturday')).toBeInTheDocument()
    expect(field).toHaveValue('')
    expect(within(comments).queryByRole('alert')).not.toBeInTheDocument()
    const posted = calls.filter((request) => request.method === 'POST')
    expect(posted.at(-1)?.path).toBe('/beta/blog/create-comment')
    expect(posted.at(-1)?.body).toEqual({ user: 5, blog_post: 3, content: 'Going on Saturday' })
    // The refetch brings the server's own list: the comment once, not twice.
    // The list and the detail extension, each read once more.
    await waitFor(() => expect(calls.filter((request) => request.method === 'GET')).toHaveLength(4))
    expect(within(comments).getAllByText('Going on Saturday')).toHaveLength(1)
  })
})
