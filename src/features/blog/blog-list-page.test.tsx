import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch } from '@/test/stub-fetch'
import { BlogListPage } from './blog-list-page'
import { bukaPost, listAnswer, suyaPost } from './blog.test-support'

const clients: QueryClient[] = []
const renderList = async () => {
  const rendered = await renderWithRouter(<BlogListPage />, { path: '/blog' })
  clients.push(rendered.queryClient)
  return rendered
}

afterEach(() => {
  // Paused fetches must not wake up against the real network when the stub is gone.
  for (const client of clients.splice(0)) client.clear()
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

describe('BlogListPage', () => {
  it('shows placeholders, then the posts newest first as cards', async () => {
    const calls = stubFetch(() => json(listAnswer([bukaPost, suyaPost])))
    await renderList()
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts…')

    await screen.findByRole('link', { name: bukaPost.title })
    const cards = screen.getAllByRole('heading', { level: 2 })
    expect(cards.map((heading) => heading.textContent)).toEqual([suyaPost.title, bukaPost.title])
    expect(calls[0]?.path).toBe('/beta/blog/list-all-blog')

    const buka = screen.getByRole('link', { name: bukaPost.title })
    expect(buka).toHaveAttribute('href', '/blog/3')
    const card = buka.closest('li')!
    expect(within(card).getByText('Surulere', { selector: 'li' })).toBeInTheDocument()
    expect(within(card).getByText('By Ada ·', { exact: false })).toBeInTheDocument()
    const cover = card.querySelector('img')
    expect(cover).toHaveAttribute('src', '/beta/media/uploads/buka.png')
    expect(cover).toHaveAttribute('loading', 'lazy')
    expect(cover).toHaveAttribute('width')
    // A post without pictures has no empty picture box.
    expect(screen.getByRole('link', { name: suyaPost.title }).closest('li')!.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/blog/new')
  })

  it('shows what a post says as text, never as markup', async () => {
    stubFetch(() => json(listAnswer([suyaPost])))
    const { container } = await renderList()
    expect(await screen.findByText('Yaji matters. <img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Suya 101 <img src=x onerror=alert(1)>' })).toBeInTheDocument()
    expect(container.querySelector('img[src="x"]')).toBeNull()
  })

  it('says there are no posts yet and offers to write one', async () => {
    stubFetch(() => json(listAnswer([])))
    await renderList()
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Write a post' })).toHaveLength(2)
  })

  it('shows the error and loads again on Try again', async () => {
    let answers = 0
    stubFetch(() =>
      ++answers === 1
        ? json({ message: 'Internal Server Error - Try again later.' }, 500)
        : json(listAnswer([bukaPost])),
    )
    await renderList()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error fetching blog posts:')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: bukaPost.title })).toBeInTheDocument()
  })

  it('keeps showing saved posts, with a notice, when the network is gone', async () => {
    stubFetch(() => json(listAnswer([bukaPost])))
    const { queryClient } = await renderList()
    await screen.findByRole('link', { name: bukaPost.title })
    onlineManager.setOnline(false)
    void queryClient.refetchQueries()
    expect(await screen.findByText(/You are offline — showing what was saved/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: bukaPost.title })).toBeInTheDocument()
  })

  it('says nothing is saved yet when offline before the first answer', async () => {
    onlineManager.setOnline(false)
    const calls = stubFetch(() => json(listAnswer([bukaPost])))
    await renderList()
    await waitFor(() => expect(screen.getByText('You are offline')).toBeInTheDocument())
    expect(calls).toHaveLength(0)
  })
})
