import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlogComment, BlogPost } from '@contract/records'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { BlogPostPage } from './blog-post-page'
import { bukaPost, listAnswer } from './blog.test-support'

// A post with 45 comments carries its latest 20; "Show older comments" pages through the rest
// (GET blog-comments/:id, newest first, 20 a page).

afterEach(() => vi.unstubAllGlobals())

const comment = (id: number): BlogComment => ({
  id,
  user: 2,
  first_name: 'Tunde',
  content: `Comment number ${id}`,
  created_at: '2026-03-02T10:00:00.000Z',
})
/** Comments `from` down to `to`, newest first, as a page of blog-comments lists them. */
const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => comment(from - i))

// The post carries comments 26–45, oldest first.
const busyPost: BlogPost = { ...bukaPost, comments: newestFirst(45, 26).reverse(), comments_count: 45 }
const page = (results: BlogComment[], nextPage: number | null) => ({
  data: { results, count: 45, next_page: nextPage },
})

function stubServer(olderPage: (request: SentRequest) => Response | Promise<Response>) {
  return stubFetch((request) =>
    request.path.startsWith('/beta/blog/blog-comments/') ? olderPage(request) : json(listAnswer([busyPost])),
  )
}

async function renderBusyPost() {
  await renderWithRouter(<BlogPostPage blogId="3" />, { path: '/blog/3' })
  return screen.findByRole('region', { name: /Comments/ })
}

const shownNumbers = (region: HTMLElement) =>
  within(region)
    .getAllByText(/^Comment number \d+$/)
    .map((element) => Number(element.textContent?.split(' ').at(-1)))

describe('older comments on a post', () => {
  it('shows the count, then loads older pages above, oldest first, until all are shown', async () => {
    const sent = stubServer((request) =>
      request.query.page === '2' ? json(page(newestFirst(25, 6), 3)) : json(page(newestFirst(5, 1), null)),
    )
    const region = await renderBusyPost()
    expect(within(region).getByRole('heading', { name: 'Comments (45)' })).toBeInTheDocument()
    expect(within(region).getByRole('status')).toHaveTextContent('Showing the latest 20 of 45 comments.')
    expect(shownNumbers(region)).toEqual(
      newestFirst(45, 26)
        .reverse()
        .map((c) => c.id),
    )
    // Nothing is fetched until the reader asks.
    expect(sent.filter((request) => request.path.includes('blog-comments'))).toEqual([])

    await userEvent.click(within(region).getByRole('button', { name: 'Show older comments' }))
    expect(await within(region).findByText('Comment number 6')).toBeInTheDocument()
    const first = sent.find((request) => request.path === '/beta/blog/blog-comments/3')
    expect(first?.query).toEqual({ page: '2', page_size: '20' })
    expect(shownNumbers(region)).toEqual(Array.from({ length: 40 }, (_, i) => i + 6))
    expect(within(region).getByRole('status')).toHaveTextContent('Showing the latest 40 of 45 comments.')

    // With the keyboard: the last page, then the button goes and focus is on the words saying so.
    const button = within(region).getByRole('button', { name: 'Show older comments' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(await within(region).findByText('Comment number 1')).toBeInTheDocument()
    expect(shownNumbers(region)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
    expect(within(region).queryByRole('button', { name: /older comments/ })).toBeNull()
    expect(within(region).getByRole('status')).toHaveTextContent('All 45 comments shown.')
    expect(within(region).getByRole('status')).toHaveFocus()
  })

  it('says it is loading, and on a failure says so and tries again when asked', async () => {
    let answer: (response: Response) => void = () => undefined
    stubServer(() => new Promise<Response>((resolve) => (answer = resolve)))
    const region = await renderBusyPost()
    await userEvent.click(within(region).getByRole('button', { name: 'Show older comments' }))
    const loading = await within(region).findByRole('button', { name: 'Loading older comments…' })
    expect(loading).toHaveAttribute('aria-disabled', 'true')
    answer(json({}, 500))
    expect(await within(region).findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')
    expect(shownNumbers(region)).toHaveLength(20)

    await userEvent.click(within(region).getByRole('button', { name: 'Show older comments' }))
    answer(json(page(newestFirst(25, 6), 3)))
    expect(await within(region).findByText('Comment number 6')).toBeInTheDocument()
    expect(within(region).queryByRole('alert')).toBeNull()
  })

  it('shows a comment once when a page repeats ones already shown (new comments shift the pages)', async () => {
    stubServer(() => json(page([comment(27), comment(26), ...newestFirst(25, 8)], 3)))
    const region = await renderBusyPost()
    await userEvent.click(within(region).getByRole('button', { name: 'Show older comments' }))
    expect(await within(region).findByText('Comment number 8')).toBeInTheDocument()
    expect(shownNumbers(region)).toEqual(Array.from({ length: 38 }, (_, i) => i + 8))
  })

  it('offers nothing more on a post that carries all its comments', async () => {
    stubFetch(() => json(listAnswer([{ ...bukaPost, comments_count: 1 }])))
    const region = await renderBusyPost()
    expect(within(region).getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument()
    expect(within(region).queryByRole('button', { name: /older comments/ })).toBeNull()
  })
})
