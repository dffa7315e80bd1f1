// A shopper tells us what they think — through the round feedback button and the contact form —
// signs up for the newsletter in the footer, and gifts a coupon to a friend. The server here is
// this file's own (a temporary database), so the test can read what it stored.
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedScreen, viewports } from './support/browser'
import { startServer, type RunningServer } from './support/server'
import { uniqueTag } from '../support/unique'

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

/** What the server's database holds, read directly (it has no endpoint that lists feedback). */
function stored<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(server.databasePath, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

// A phone and a desktop for the file's stories, a page each: what they check (the server's rows,
// the page's messages) does not depend on what an earlier story stored. The phone's share sheet is
// a stand-in that remembers what it was given (Chromium on Linux has none); the desktop has none,
// and may use the clipboard.
const onPhone = sharedScreen(
  () => ({ viewport: viewports.mobile, baseURL: server.url }),
  (context) =>
    context.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { sharedGifts: shared })
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data)
          return Promise.resolve()
        },
      })
    }),
)
const onDesktop = sharedScreen(
  () => ({ viewport: viewports.desktop, baseURL: server.url }),
  async (context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined })
    })
  },
)

type FeedbackRow = {
  category: string
  first_name: string | null
  phone_number: string
  email: string
  feedback: string
}

describe('feedback, contact, newsletter and gifts', () => {
  it('the feedback button sends a message: thanks, the modal closes, the text is cleared, the server has it', async () => {
    const { page, errors, close } = await onPhone('/')
    try {
      const text = `The Surulere map pins are off by a street (${uniqueTag()})`
      await page.getByRole('button', { name: 'Send feedback' }).click()
      const dialog = page.getByRole('dialog', { name: 'Send us feedback' })
      await dialog.getByRole('textbox', { name: 'What should we know?' }).fill(text)
      const answered = page.waitForResponse((response) => response.url().endsWith('/beta/contact/contact-form'))
      await dialog.getByRole('button', { name: 'Send' }).click()
      const response = await answered
      expect(response.status()).toBe(201)
      expect(await response.json()).toMatchObject({ data: { message: text, category: 'Others', name: 'User' } })

      await page.getByText('Thanks for your feedback.').waitFor()
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Send feedback' }).click()
      expect(await dialog.getByRole('textbox').inputValue()).toBe('')

      const rows = stored<FeedbackRow>(
        `SELECT * FROM feedback WHERE source = 'contact-form' AND feedback LIKE ?`,
        `%${text}`,
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ category: 'Others', first_name: 'User', feedback: `Feedback: ${text}` })
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it("a failed send keeps the modal and the text; its toast is above the modal's backdrop, read out and dismissable", async () => {
    const { page, close } = await onPhone('/')
    try {
      await page.route('**/beta/contact/contact-form', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }),
      )
      await page.getByRole('button', { name: 'Send feedback' }).click()
      const dialog = page.getByRole('dialog', { name: 'Send us feedback' })
      await dialog.getByRole('textbox').fill('The Lekki deals page is blank')
      await dialog.getByRole('button', { name: 'Send' }).click()
      const message = 'Something went wrong, please try again later'
      const toast = page.locator('.Toastify__toast', { hasText: message })
      await toast.waitFor()
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
      // A modal dialog makes the rest of the page inert and covers it with its ::backdrop: a
      // toast left there would be hidden from screen readers, and a press on it would land on
      // the backdrop (and close the modal).
      const cdp = await page.context().newCDPSession(page)
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string } }>
      }
      const readable = nodes.filter((node) => !node.ignored && node.name?.value === message)
      expect(readable.map((node) => node.role?.value)).toContain('StaticText')
      const hit = await toast.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
      })
      expect(hit).toBe(true)
      await toast.getByRole('button', { name: 'close' }).click()
      await expect.poll(() => toast.count()).toBe(0)
      expect(await dialog.getByRole('textbox').inputValue()).toBe('The Lekki deals page is blank')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    } finally {
      await close()
    }
  })

  it('the contact form names what is missing, keeps a draft across a reload, and sends the feedback', async () => {
    const { page, errors, close } = await onDesktop('/contact-us')
    try {
      const form = page.getByRole('form', { name: 'Send us a message' })
      await form.getByRole('button', { name: 'Send message' }).click()
      for (const message of [
        'Category is required.',
        'Phone Number is required.',
        'Email is required.',
        'Feedback is required.',
      ]) {
        await form.getByText(message).waitFor()
      }

      const words = `Paid for suya at Chop Life but the order never showed (${uniqueTag()})`
      await form.getByRole('combobox', { name: 'Category' }).selectOption('Payment')
      await form.getByRole('textbox', { name: 'First name (optional)' }).fill('Chioma')
      await form.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567')
      await form.getByRole('textbox', { name: 'Email' }).fill('chioma@example.ng')
      await form.getByRole('textbox', { name: 'Feedback' }).fill(words)
      await expect.poll(() => form.getByText('Feedback is required.').count()).toBe(0)

      await page.reload()
      await expect.poll(() => form.getByRole('textbox', { name: 'Feedback' }).inputValue()).toBe(words)
      expect(await form.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Payment')

      await form.getByRole('button', { name: 'Send message' }).click()
      await form.getByText('Thanks for your feedback.', { exact: false }).waitFor()
      expect(await form.getByRole('textbox', { name: 'Feedback' }).inputValue()).toBe('')

      const rows = stored<FeedbackRow>(`SELECT * FROM feedback WHERE source = 'feedback' AND feedback = ?`, words)
      expect(rows).toEqual([
        expect.objectContaining({
          category: 'Payment',
          first_name: 'Chioma',
          phone_number: '0803 123 4567',
          email: 'chioma@example.ng',
        }),
      ])
      await page.reload()
      expect(await form.getByRole('textbox', { name: 'Feedback' }).inputValue()).toBe('')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('the footer signs a shopper up for the newsletter, once', async () => {
    const { page, errors, close } = await onPhone('/about-us')
    try {
      const footer = page.getByRole('contentinfo')
      const email = footer.getByRole('textbox', { name: 'Email for the weekly newsletter' })
      await footer.getByRole('button', { name: 'Subscribe' }).click()
      // What to add, then the catalogue's words (docs/errors.md#words).
      expect(await footer.getByRole('alert').textContent()).toBe('Add your email address.Email is required.')

      const address = `tolu.${uniqueTag()}@example.ng`
      await email.fill(address)
      await footer.getByRole('button', { name: 'Subscribe' }).click()
      await footer.getByText("You're subscribed.", { exact: false }).waitFor()
      expect(await email.inputValue()).toBe('')
      expect(stored('SELECT email FROM newsletter WHERE email = ?', address)).toHaveLength(1)

      // Again: the server answers as for a new address (it tells no one who is on the list),
      // and keeps the address once.
      await email.fill(address)
      await email.press('Enter')
      await expect.poll(() => email.inputValue()).toBe('')
      await footer.getByText("You're subscribed.", { exact: false }).waitFor()
      expect(stored('SELECT email FROM newsletter WHERE email = ?', address)).toHaveLength(1)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it("gifts a coupon from its page through the phone's share sheet", async () => {
    const coupons = (await (await fetch(`${server.url}/beta/api/coupon-items-all-aws`)).json()) as {
      data: { results: Array<{ id: number; title: string }> }
    }
    const coupon = coupons.data.results[0]!
    const { page, errors, close } = await onPhone(`/coupon-detail/${coupon.id}`)
    try {
      await page.getByRole('link', { name: 'Gift this deal' }).click()
      await page.waitForURL(new RegExp(`/gift-a-friend\\?deal=coupon(%3A|:)${coupon.id}$`))
      const deal = page.getByRole('combobox', { name: 'Deal to gift' })
      await expect.poll(() => deal.inputValue(), { timeout: 15_000 }).toBe(`coupon:${coupon.id}`)
      // The gift page's own footer colour (deal orange).
      expect(await page.getByRole('contentinfo').evaluate((footer) => getComputedStyle(footer).backgroundColor)).toBe(
        'rgb(194, 65, 12)',
      )

      await page.getByRole('button', { name: 'Share gift' }).click()
      await page.getByText('Name is required.').waitFor()
      await page.getByText("Enter your friend's phone number or email.").waitFor()

      await page.getByRole('textbox', { name: "Friend's name" }).fill('Ada')
      await page.getByRole('textbox', { name: "Friend's phone number" }).fill('0803 123 4567')
      await page.getByRole('textbox', { name: 'Your message (optional)' }).fill('Treat yourself!')
      await page.getByRole('button', { name: 'Share gift' }).click()
      await page.getByText('Your gift is on its way to Ada.').waitFor()
      const shared = (await page.evaluate(() => (window as unknown as { sharedGifts: ShareData[] }).sharedGifts)) ?? []
      expect(shared).toEqual([
        {
          title: `A gift for Ada: ${coupon.title}`,
          text: expect.stringContaining('Hi Ada! Treat yourself!') as string,
          url: `${server.url}/coupon-detail/${coupon.id}`,
        },
      ])
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('without a share sheet, the gift is copied with its link, and WhatsApp, SMS and email are offered', async () => {
    const { page, errors, close } = await onDesktop('/gift-a-friend')
    try {
      const deal = page.getByRole('combobox', { name: 'Deal to gift' })
      await deal.waitFor({ timeout: 15_000 })
      const first = deal.locator('optgroup[label="Discounts"] option').first()
      const value = await first.getAttribute('value')
      await deal.selectOption(value!)
      await page.getByRole('textbox', { name: "Friend's name" }).fill('Tunde')
      await page.getByRole('textbox', { name: "Friend's email" }).fill('tunde@example.ng')
      await page.getByRole('button', { name: 'Share gift' }).click()

      const panel = page.getByRole('region', { name: 'Send your gift to Tunde' })
      const message = await panel.getByRole('textbox', { name: 'Message and link' }).inputValue()
      expect(message).toMatch(/^Hi Tunde! I found this deal on GidiDeals and thought of you\./)
      expect(message.endsWith(`${server.url}/discount-detail/${value!.split(':')[1]}`)).toBe(true)
      await panel.getByRole('button', { name: 'Copy message' }).click()
      await panel.getByText('Copied — paste it in a chat with Tunde.').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message)

      const whatsapp = panel.getByRole('link', { name: 'WhatsApp' })
      expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Hi%20Tunde/)
      expect(await whatsapp.getAttribute('target')).toBe('_blank')
      expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer')
      expect(await panel.getByRole('link', { name: 'SMS' }).getAttribute('href')).toMatch(/^sms:\?body=/)
      expect(await panel.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
        /^mailto:tunde@example\.ng\?subject=/,
      )
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
