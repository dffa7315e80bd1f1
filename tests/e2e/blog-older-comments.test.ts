// A busy post: 45 comments. Chidi opens it and sees "Comments (45)" with the latest 20; he taps
// "Show older comments" twice and reads all 45, oldest at the top. The page passes axe in both
// themes with the control showing.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violationsInBothThemes } from './support/axe'
import { launchBrowser, viewports } from './support/browser'
import { newShopper } from './support/new-shopper'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
let postId = 0
const TITLE = 'Where Lagos eats suya'

beforeAll(async () => {
  server = await startServer()
  const call = (token: string, path: string, body: unknown) =>
    fetch(`${server.url}/beta${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      json: (await response.json()) as { data: { id: number } },
    }))
  const author = await newShopper(server.url, 'Ada')
  const created = await call(author.access, '/blog/create-blog', {
    title: TITLE,
    categories: ['Food'],
    article: 'Allen Avenue after dark.',
    location: 'Ikeja',
  })
  postId = created.json.data.id
  // 45 comments, one at a time so their order is their number; two readers, each within the
  // 30-an-hour budget.
  const readers = [await newShopper(server.url, 'Bayo'), await newShopper(server.url, 'Ngozi')]
  for (let n = 1; n <= 45; n++) {
    const reader = readers[n <= 25 ? 0 : 1]!
    const answer = await call(reader.access, '/blog/create-comment', {
      user: reader.user.id,
      blog_post: postId,
      content: `Comment number ${n}`,
    })
    expect(answer.status).toBe(201)
  }
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

const shownNumbers = (page: Page) =>
  page
    .getByRole('region', { name: /Comments/ })
    .getByText(/^Comment number \d+$/)
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.split(' ').at(-1))))

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('older comments on a busy post', () => {
  it('Chidi reads all 45 comments, 20 at a time (axe: both themes)', async () => {
    // A phone set to dark: axe checks the page in both themes (violationsInBothThemes).
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: server.url, colorScheme: 'dark', bypassCSP: true })
    await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    try {
      await page.goto(`/blog/${postId}`)
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
      const comments = page.getByRole('region', { name: /Comments/ })
      await comments.getByRole('heading', { name: 'Comments (45)' }).waitFor()
      // The list's copy of the post may come first, with fewer comments (BLOG_COMMENTS.inList); the
      // post's own answer (the blog-detail extension) brings the latest 20 (blog-post-page.tsx).
      await comments.getByRole('status').filter({ hasText: 'Showing the latest 20 of 45 comments.' }).waitFor()
      expect(await shownNumbers(page)).toEqual(range(26, 45))
      expect(await violationsInBothThemes(page, `/blog/${postId}`)).toBe('none')

      const older = comments.getByRole('button', { name: 'Show older comments' })
      await older.click()
      await comments.getByText('Comment number 6', { exact: true }).waitFor()
      expect(await shownNumbers(page)).toEqual(range(6, 45))
      await older.focus()
      await page.keyboard.press('Enter')
      await comments.getByText('Comment number 1', { exact: true }).waitFor()
      expect(await shownNumbers(page)).toEqual(range(1, 45))
      await comments.getByRole('status').filter({ hasText: 'All 45 comments shown.' }).waitFor()
      expect(await comments.getByRole('button', { name: /older comments/ }).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
