// Shoppers and store owners write text the app shows to everyone: blog posts and comments, store
// comments, store names, first names, adverts — and anyone can craft a link or type into search.
// Markup in any of it must show as the literal text, never run. The CSP would stop an inline
// handler from running anyway, so the test looks at the DOM itself: no element may carry an
// on* attribute, no javascript: link may exist, and no CSP violation may be reported.
import Database from 'better-sqlite3'
import type { Dialog, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARING_IKEJA, sharedScreen, viewports } from './support/browser'
import { recordCspViolations } from './support/csp'
import { DEMO_SHOPPER } from '../support/demo-shopper'
import { startServer, type RunningServer } from './support/server'

declare global {
  interface Window {
    __xss?: number
  }
}

const IMG = '<img src=x onerror="window.__xss=1">'
const SCRIPT = '<script>window.__xss=1</script>'
const SVG = '"><svg onload=window.__xss=1>'
const JS_LINK = 'javascript:window.__xss=1'
// In a path a dot reads as a file extension (the server answers a plain-text 404, not the app):
// payloads for paths call alert(), which the dialog listener would catch.
const PATH_IMG = '<img src=x onerror=alert(1)>'
const PATH_SVG = '"><svg onload=alert(1)>'

const postTitle = `Best suya in Ikeja ${IMG}`
const postArticle = `${SCRIPT} Try the suya on Allen Avenue. ${SVG} [tap here](${JS_LINK})`
const blogComment = `Agreed ${SVG}`
const storeComment = `${SCRIPT} The jollof is smoky`
const storeName = `Mama Put ${IMG} & Sons`
const firstName = `Ada${IMG}`
const advertTitle = `Half price ${SVG}`

let server: RunningServer
let postId: number
let storeSlug: string

async function api(path: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.url}/beta${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.status, path).toBeLessThan(300)
  return (await response.json()) as Record<string, any> // oxlint-disable-line typescript/no-explicit-any -- read field by field
}

beforeAll(async () => {
  server = await startServer()
  const store = (await api('/api/nearme-aws?latitude=6.6018&longitude=3.3515')).data.results[0]
  storeSlug = store.slug
  // What only the database can hold: a store owner's name for their store, a shopper's first
  // name, an advert with a javascript: link.
  const db = new Database(server.databasePath)
  db.pragma('busy_timeout = 5000')
  db.prepare('UPDATE stores SET name_of_business = ? WHERE id = ?').run(storeName, store.id)
  db.prepare('UPDATE users SET first_name = ? WHERE email = ?').run(firstName, DEMO_SHOPPER.email)
  db.prepare('INSERT INTO adverts (title, image, link, store_id) VALUES (?, ?, ?, ?)').run(
    advertTitle,
    store.logo,
    JS_LINK,
    store.id,
  )
  db.close()
  // What shoppers write through the API.
  const session = await api('/account/app-user/login', {
    body: DEMO_SHOPPER,
  })
  const token = session.access as string
  const user = session.user.id as number
  const post = await api('/blog/create-blog', {
    token,
    body: { title: postTitle, categories: ['Food'], article: postArticle, location: 'Ikeja' },
  })
  postId = post.data.id
  await api('/blog/create-comment', { token, body: { user, blog_post: postId, content: blogComment } })
  await api('/gidideals-user/gidideals-user-comment', {
    token,
    body: { user, content: storeComment, restaurant_name: store.id },
  })
}, 90_000)

afterAll(() => server?.stop())

// One desktop tab for the file's stories (the last one signs in), recording dialogs and CSP
// violations.
const desktop = sharedScreen(
  () => ({ viewport: viewports.desktop, baseURL: server.url, ...SHARING_IKEJA }),
  recordCspViolations,
)

async function shopperPage() {
  const page = await desktop.page()
  const dialogs: string[] = []
  const dismiss = (dialog: Dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  }
  page.on('dialog', dismiss)
  return { page, dialogs, close: async () => void page.off('dialog', dismiss) }
}

/** Nothing ran and nothing that could run is in the DOM. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  const found = await page.evaluate(() => {
    const handlers: string[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of element.getAttributeNames())
        if (attribute.toLowerCase().startsWith('on')) handlers.push(`<${element.localName} ${attribute}>`)
    }
    // A shared link's JSON-LD carries the record's own words; it is data the browser never runs, so it counts only
    // if it could end its own element (a raw `<`) or is not JSON.
    const isInertData = (script: HTMLScriptElement) => {
      if (script.type !== 'application/ld+json' || script.textContent.includes('<')) return false
      try {
        JSON.parse(script.textContent)
        return true
      } catch {
        return false
      }
    }
    const scripts = Array.from(document.querySelectorAll('script'))
      .filter((script) => script.textContent.includes('__xss') && !isInertData(script))
      .map((script) => script.outerHTML)
    const links = Array.from(document.querySelectorAll('a[href], area[href], iframe[src], form[action]'))
      .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action'))
      .filter((url) => url !== null && /^\s*(javascript|data|vbscript):/i.test(url))
    return { xss: window.__xss, handlers, scripts, links, violations: window.cspViolations ?? [] }
  })
  expect({ where, ...found, dialogs }).toEqual({
    where,
    xss: undefined,
    handlers: [],
    scripts: [],
    links: [],
    violations: [],
    dialogs: [],
  })
}

const visibleText = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: false }).first().isVisible(), { timeout: 15_000 }).toBe(true)

describe('text from shoppers, store owners and links', () => {
  it('shows markup in a blog post, its comments and its author as plain text', async () => {
    const { page, dialogs, close } = await shopperPage()
    try {
      await page.goto(`/blog/${postId}`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(postTitle)
      await visibleText(page, 'Try the suya on Allen Avenue.')
      await visibleText(page, SCRIPT)
      await visibleText(page, blogComment)
      await visibleText(page, firstName)
      await expectInert(page, dialogs, 'blog post')

      await page.goto('/blog')
      await visibleText(page, postTitle)
      await expectInert(page, dialogs, 'blog list')
    } finally {
      await close()
    }
  })

  it('shows a store name and store comment with markup as text, in the store front and in search', async () => {
    const { page, dialogs, close } = await shopperPage()
    try {
      await page.goto(`/store-front-details/${storeSlug}`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(storeName)
      await visibleText(page, storeComment)
      await expectInert(page, dialogs, 'store front')

      // The nav bar's store search (the store front has its own bar): markup typed in, the
      // store with markup in its name found.
      await page.goto('/about-us')
      const search = page.getByRole('combobox', { name: 'Search dishes and stores' }).filter({ visible: true })
      await search.fill('<img src=x')
      await visibleText(page, storeName)
      expect(await search.inputValue()).toBe('<img src=x')
      await search.fill(SVG)
      await expect
        .poll(() =>
          page
            .getByText(/No stores? found/)
            .first()
            .isVisible(),
        )
        .toBe(true)
      await expectInert(page, dialogs, 'store search')
    } finally {
      await close()
    }
  })

  it('shows an advert title with markup as text and never links to javascript:', async () => {
    const { page, dialogs, close } = await shopperPage()
    try {
      for (const path of ['/', '/marketplace']) {
        await page.goto(path)
        // On the home page the adverts render as the shopper scrolls to them; the rows above may
        // still grow as their answers come (a busy host), so she scrolls to them until they show.
        if (path === '/')
          await expect
            .poll(async () => {
              await page.getByRole('region', { name: 'From Lagos businesses' }).scrollIntoViewIfNeeded()
              return page.getByText(advertTitle, { exact: false }).first().isVisible()
            })
            .toBe(true)
        await visibleText(page, advertTitle)
        await expectInert(page, dialogs, `adverts on ${path}`)
      }
    } finally {
      await close()
    }
  })

  it('runs nothing from crafted links: markup in paths and queries, a javascript: redirect after login', async () => {
    const { page, dialogs, close } = await shopperPage()
    try {
      for (const path of [
        `/store-front-details/${encodeURIComponent(PATH_SVG)}`,
        `/qr-code/${encodeURIComponent(PATH_IMG)}`,
        `/blog/${encodeURIComponent(PATH_IMG)}`,
        `/near-me?place_type=${encodeURIComponent(IMG)}&q=${encodeURIComponent(SVG)}`,
        `/marketplace?tab=${encodeURIComponent(SCRIPT)}`,
        `/${encodeURIComponent(PATH_IMG)}`,
      ]) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.waitForLoadState('networkidle')
        await expectInert(page, dialogs, path)
      }

      // With a dot, the path is a missing file: a plain-text 404, which no browser renders as HTML.
      const missing = await page.goto(`/${encodeURIComponent(IMG)}`)
      expect(missing?.status()).toBe(404)
      expect(missing?.headers()['content-type']).toMatch(/^text\/plain/)
      await expectInert(page, dialogs, 'missing file')

      await page.goto(`/login?redirect=${encodeURIComponent(JS_LINK)}`)
      await page.getByLabel('Email', { exact: true }).fill(DEMO_SHOPPER.email)
      await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password)
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL(/\/near-me$/)
      // Signed in, the nav shows the shopper's first name: markup in it is text too.
      await visibleText(page, firstName)
      await expectInert(page, dialogs, 'after login')
    } finally {
      await close()
    }
  })
})
