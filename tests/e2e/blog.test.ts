// A shopper reads the blog, opens a post, and — signed in — likes it and comments on it; then
// writes a post of their own with a picture and finds it at the top of the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, viewports } from './support/browser'
import { startServer, type RunningServer } from './support/server'
import { logInDemoShopper, seedSession, serverActivities, type Session } from './support/session'
import { uniqueTag } from '../support/unique'

// The smallest valid PNG: one transparent pixel.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

type Activities = { liked_blogpost: Array<{ likes: number }> }

describe('the blog', () => {
  it('a shopper opens a post, likes it and comments on it', async () => {
    const { page, errors, close } = await openPage('/blog')
    try {
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
      const title = 'Computer Village survival guide'
      await page.getByRole('link', { name: title }).click()
      await page.waitForURL(/\/blog\/\d+$/)
      const postId = Number(new URL(page.url()).pathname.split('/').at(-1))
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await expect.poll(() => page.title()).toBe(`${title} · GidiDeals`)
      // Signed out, commenting asks for a log-in that comes back here.
      const comments = page.getByRole('region', { name: /Comments/ })
      expect(await comments.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
        `/login?redirect=%2Fblog%2F${postId}`,
      )

      const session: Session = await logInDemoShopper()
      await seedSession(page, session)
      await page.reload()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()

      await page.getByRole('button', { name: `Like ${title}` }).click()
      await page.getByRole('button', { name: `Liked ${title}` }).waitFor()
      await expect
        .poll(
          async () => (await serverActivities<Activities>(session.access)).liked_blogpost.map((like) => like.likes),
          {
            timeout: 10_000,
          },
        )
        .toContain(postId)

      const comment = `Test the phone before you pay — learnt that (${uniqueTag()})`
      await comments.getByRole('textbox', { name: 'Add a comment' }).fill(comment)
      await comments.getByRole('button', { name: 'Post comment' }).click()
      await comments.getByText(comment).waitFor()
      // The list (a store update, rendered at once) can show it a frame before the box is cleared.
      await expect.poll(() => comments.getByRole('textbox', { name: 'Add a comment' }).inputValue()).toBe('')
      // It is on the server: a fresh load shows it.
      await page.reload()
      await page
        .getByRole('region', { name: /Comments/ })
        .getByText(comment)
        .waitFor()
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  describe('writing a post', () => {
    // A new post goes to the top of the list other tests read: this one gets its own server.
    let server: RunningServer
    beforeAll(async () => {
      server = await startServer()
    })
    afterAll(() => server?.stop())

    it('a signed-in shopper writes a post with a picture and sees it in the list', async () => {
      const context = await (
        await launchBrowser()
      ).newContext({
        viewport: viewports.mobile,
        baseURL: server.url,
        serviceWorkers: 'allow',
      })
      const { page, errors, close } = await openPage('/blog', { context })
      try {
        await page.getByRole('link', { name: 'Write a post' }).click()
        await page.waitForURL(/\/blog\/new$/)
        await page.getByRole('heading', { level: 1, name: 'Write a post' }).waitFor()
        // Signed out: a log-in link that comes back here.
        expect(await page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
          '/login?redirect=%2Fblog%2Fnew',
        )

        await seedSession(page, await logInDemoShopper(server.url))
        await page.reload()

        const title = `Yaba market on a Saturday ${uniqueTag()}`
        await page.getByRole('button', { name: 'Publish post' }).click()
        await page.getByText('Title is required.').waitFor()
        await page.getByText('At least one image is required.').waitFor()

        await page.getByRole('textbox', { name: 'Title' }).fill(title)
        await page.getByRole('textbox', { name: /Categories/ }).fill('Shopping, Yaba')
        await page
          .getByRole('textbox', { name: /Article/ })
          .fill('Get there before nine.\n\nThe fabric sellers at the back give the best prices.')
        // A reload keeps what was typed.
        await page.reload()
        expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(title)
        await page.getByRole('button', { name: 'Surulere' }).click()
        await page
          .getByLabel(/Pictures/)
          .setInputFiles({ name: 'yaba.png', mimeType: 'image/png', buffer: onePixelPng })
        await page.getByRole('button', { name: 'Publish post' }).click()

        await page.waitForURL(/\/blog\/\d+$/)
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        await page.getByText('The fabric sellers at the back give the best prices.').waitFor()
        const picture = page.getByRole('img', { name: 'Picture 1 of 1 for this post' })
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

        await page.getByRole('link', { name: 'All blog posts' }).click()
        await page.waitForURL(/\/blog$/)
        const first = page.getByRole('heading', { level: 2 }).first()
        await expect.poll(() => first.textContent()).toBe(title)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
})
