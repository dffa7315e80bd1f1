// A shopper with a dish in the cart reaches checkout, has no account, signs up there, types the
// emailed code — and is back at checkout, signed in, with the order still there, ready to pay.
import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage } from './support/browser'
import { E2E_MAILBOX_TOKEN } from './support/server'
import { readIndexedDb } from './support/session'
import { uniqueTag } from '../support/unique'

const STORE = { slug: 'jollof-republic', name: 'Jollof Republic' }

async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/beta/__dev/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { 'X-Dev-Mailbox-Token': E2E_MAILBOX_TOKEN },
  })
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; code: string }> }
  const code = messages.find((message) => message.kind === 'verify')?.code
  if (!code) throw new Error(`No code was sent to ${email}`)
  return code
}

describe('signing up from checkout', () => {
  it('returns the new shopper to checkout, signed in, with the order kept', async () => {
    const email = `chioma.${uniqueTag()}@example.ng`
    const password = 'ofada-stew-2026'
    const { page, errors, close } = await openPage(`/store-front-details/${STORE.slug}`, {
      viewport: 'mobile',
      // No location toast over the header's cart button (a pointer resting on a toast keeps it).
      sharesLocation: true,
    })
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    try {
      await page
        .getByRole('region', { name: 'Menu' })
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click()
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().click()
      await page.getByRole('link', { name: `Check out ${STORE.name}` }).click()
      await page.waitForURL(/\/checkout\?store=jollof-republic$/)
      await page.getByRole('heading', { name: 'Log in to pay' }).waitFor()
      // On the phone, what the shopper must do comes first, above the summary.
      const logIn = await page.getByRole('heading', { name: 'Log in to pay' }).boundingBox()
      const summary = await page.getByRole('heading', { name: 'Order summary' }).boundingBox()
      expect(logIn!.y).toBeLessThan(summary!.y)

      // No account yet: Sign up, from checkout.
      await page.getByRole('link', { name: 'Sign up' }).click()
      await page.waitForURL(/\/signup\?redirect=%2Fcheckout/)
      await page.getByLabel('First name').fill('Chioma')
      await page.getByLabel('Last name').fill('Eze')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(password)
      await page.getByRole('button', { name: 'Sign up' }).click()

      await page.waitForURL(/\/verify-otp\?redirect=%2Fcheckout/)
      await page.getByLabel('Code', { exact: true }).fill(await latestCode(email))
      await page.getByRole('button', { name: 'Verify email' }).click()

      // Straight back to the order, signed in: no second form.
      await page.waitForURL(/\/checkout\?store=jollof-republic$/)
      const form = page.getByRole('form', { name: 'Delivery details' })
      await form.getByLabel('Phone number').waitFor()
      expect(await form.getByLabel('Email').inputValue()).toBe(email)
      await page.getByRole('region', { name: 'Order summary' }).getByText('From Jollof Republic').waitFor()
      await page.getByRole('button', { name: /^Pay ₦/ }).waitFor()
      expect(await readIndexedDb(page, 'user')).toMatchObject({ email, first_name: 'Chioma' })

      // The password went to the server in two request bodies (signup, login), never in an address,
      // and was not stored.
      expect(requests.filter((request) => request.url().includes(password))).toEqual([])
      const stored = await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      )
      expect(stored).not.toContain(password)
      expect(JSON.stringify(await readIndexedDb(page, 'user'))).not.toContain(password)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
