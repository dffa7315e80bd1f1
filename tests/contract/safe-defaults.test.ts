// docs/history.md#issue-22, items 8 and 9: a fresh database seeded a verified demo@gidideals.ng whose password
// was in the source, and which authored every seeded blog post; and the dev mailbox, once on,
// answered anyone who could reach it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'
import { DEMO_SHOPPER } from '../support/demo-shopper'

let server: TestServer
beforeAll(async () => {
  // No development flags: what `npm start` gives without DEMO_ACCOUNT.
  server = await startTestServer({ server: { demoAccount: undefined } })
})
afterAll(() => server.close())

const login = (email: string, password: string) =>
  server.call('POST', '/account/app-user/login', { body: { email, password } })

describe('a fresh database', () => {
  it('has no demo account, and the old demo password opens nothing', async () => {
    expect((await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(401)
    expect(server.db.prepare("SELECT 1 FROM users WHERE email = 'demo@gidideals.ng'").get()).toBeUndefined()
  })

  it('seeds blog posts by an author no one can log in as or reset', async () => {
    const list = await server.call('GET', '/blog/list-all-blog')
    const authors = new Set<number>(list.json.data.results.map((post: { author: { id: number } }) => post.author.id))
    expect(authors.size).toBe(1)
    const [authorId] = authors
    const author = server.db.prepare('SELECT email FROM users WHERE id = ?').get(authorId) as { email: string }
    // .invalid never receives mail (RFC 2606): no reset code reaches anyone.
    expect(author.email).toMatch(/\.invalid$/)
  })
})

describe('the dev mailbox', () => {
  it('answers only a request with its token', async () => {
    const email = `mailbox.${Date.now()}@example.ng`
    await server.call('POST', '/account/app-user/signup', {
      body: { email, password: 'long-enough-pass', first_name: 'M', last_name: 'B' },
    })
    const path = `/__dev/mailbox?email=${encodeURIComponent(email)}`
    for (const token of ['', 'wrong-token-of-the-right-size', 'short'])
      expect((await server.call('GET', path, { headers: { 'X-Dev-Mailbox-Token': token } })).status, token).toBe(403)
    const withToken = await server.call('GET', path)
    expect(withToken.status).toBe(200)
    expect(withToken.json.messages[0].kind).toBe('verify')
  })
})
