// A shopper who is not signed in taps Like on a store, twice, then Subscribe: nothing is sent,
// no validation text shows, and one kind prompt says what logging in is for, with a way there
// and back.
import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage } from './support/browser'
import { DEMO_SHOPPER } from '../support/demo-shopper'

const STORE = { slug: 'ewa-agoyin-corner', name: 'Ewa Agoyin Corner' }

describe('signed out', () => {
  it('a like shows one prompt to log in, however often it is tapped, and sends nothing', async () => {
    const { page, errors, close } = await openPage(`/store-front-details/${STORE.slug}`, { viewport: 'mobile' })
    const sent: Request[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /likes|subscribed-users|rating/.test(request.url())) sent.push(request)
    })
    try {
      await page.getByRole('heading', { level: 1, name: STORE.name }).waitFor()
      const like = page.getByRole('button', { name: `Like ${STORE.name}` })
      await like.click()
      await like.click()

      const prompts = page.getByRole('group', { name: /^Log in to / })
      await page.getByRole('group', { name: 'Log in to like this store' }).waitFor()
      expect(await prompts.count()).toBe(1)
      expect(await page.getByText('User is required.').count()).toBe(0)
      expect(await page.getByRole('main').getByRole('alert').count()).toBe(0)
      expect(await like.getAttribute('aria-pressed')).toBe('false')
      // It holds the focus, so it is read out and on screen.
      expect(await prompts.evaluate((prompt) => prompt === document.activeElement)).toBe(true)

      // Another action replaces its words: still one prompt.
      await page.getByRole('button', { name: `Subscribe to ${STORE.name}` }).click()
      await page.getByRole('group', { name: 'Log in to subscribe to this store' }).waitFor()
      expect(await prompts.count()).toBe(1)

      // Rating too; the star does not light up.
      // The fourth star, tapped where the shopper sees it (the radio itself is visually hidden).
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
        .click()
      await page.getByRole('group', { name: 'Log in to rate this store' }).waitFor()
      expect(await prompts.count()).toBe(1)
      expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(false)
      expect(sent.map((request) => request.url())).toEqual([])

      // Its Log in link comes back here.
      const logIn = prompts.getByRole('link', { name: 'Log in' })
      expect(decodeURIComponent((await logIn.getAttribute('href')) ?? '')).toBe(
        `/login?redirect=/store-front-details/${STORE.slug}`,
      )
      await logIn.click()
      await page.waitForURL(/\/login\?redirect=/)
      await page.getByLabel('Email').fill(DEMO_SHOPPER.email)
      await page.getByLabel('Password').fill(DEMO_SHOPPER.password)
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL(new RegExp(`/store-front-details/${STORE.slug}$`))
      await page.getByRole('heading', { level: 1, name: STORE.name }).waitFor()
      expect(await page.getByRole('group', { name: /^Log in to / }).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
