// docs/history.md#issue-14, items 10 and 11 (newsletter): the writes that need no account. The old server took
// any number of them from one address, read a cross-site form's text/plain body as JSON,
// recorded views of items that do not exist, and told a new subscriber (201) from one already
// on the list (200).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

const hour = 60 * 60_000
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    server: {
      trustProxy: true,
      rateLimits: {
        messagesPerAddress: { limit: 3, windowMs: hour },
        newsletterPerAddress: { limit: 3, windowMs: hour },
        interactionsPerAddress: { limit: 5, windowMs: hour },
      },
    },
  })
})
afterAll(() => server.close())

let addresses = 0
const phone = () => {
  const address = `102.91.0.${++addresses}`
  return (path: string, body: unknown, type?: string) =>
    server.call('POST', path, {
      body: type ? JSON.stringify(body) : body,
      headers: { 'X-Forwarded-For': address, ...(type ? { 'Content-Type': type } : {}) },
    })
}

const feedback = { category: 'Bug', phoneNumber: '08031234567', email: 'kemi@example.ng', feedback: 'Slow map' }
const contact = {
  category: 'Others',
  name: 'User',
  subject: 'Feedback',
  phone: '+2348000000000',
  email: 'beta@gidideals.ng',
  message: 'Hi',
}
const firstCoupon = async () => (await server.call('GET', '/api/coupon-items-all-aws')).json.data.results[0]

describe('writes without an account', () => {
  it('refuse a cross-site form: a text/plain or urlencoded body is never read as JSON', async () => {
    const coupon = await firstCoupon()
    const writes: Array<[string, unknown]> = [
      ['/feedback/feedback-create', feedback],
      ['/contact/contact-form', contact],
      ['/subscribe/subscribe-to-newsletter/', { email: 'form@example.ng' }],
      ['/api/coupon/record-interaction', { item_id: coupon.id, interaction_type: 'view' }],
    ]
    for (const [path, body] of writes) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const answer = await phone()(path, body, type)
        expect(answer.status, `${path} as ${type}`).toBe(415)
      }
    }
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM newsletter WHERE email = 'form@example.ng'").get()).toEqual({
      n: 0,
    })
  })

  it('have a budget per address: feedback and the contact form together, the newsletter, interactions', async () => {
    const coupon = await firstCoupon()
    const messages = phone()
    const statuses = [
      (await messages('/feedback/feedback-create', feedback)).status,
      (await messages('/contact/contact-form', contact)).status,
      (await messages('/feedback/feedback-create', feedback)).status,
      (await messages('/contact/contact-form', contact)).status,
    ]
    expect(statuses).toEqual([201, 201, 201, 429])
    expect((await phone()('/feedback/feedback-create', feedback)).status).toBe(201)

    const subscriber = phone()
    for (let i = 0; i < 3; i++)
      expect((await subscriber('/subscribe/subscribe-to-newsletter/', { email: `bulk.${i}@example.ng` })).status).toBe(
        201,
      )
    expect((await subscriber('/subscribe/subscribe-to-newsletter/', { email: 'bulk.x@example.ng' })).status).toBe(429)

    const viewer = phone()
    const view = { item_id: coupon.id, interaction_type: 'view' }
    for (let i = 0; i < 5; i++) expect((await viewer('/api/coupon/record-interaction', view)).status).toBe(201)
    const over = await viewer('/api/coupon/record-interaction', view)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('record interactions only for items that exist, of the right kind', async () => {
    const coupon = await firstCoupon()
    const store = (await server.call('GET', '/api/nearme-aws?latitude=6.6&longitude=3.35')).json.data.results[0]
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM interactions').get()
    const record = (path: string, itemId: number) => phone()(path, { item_id: itemId, interaction_type: 'click' })
    expect((await record('/api/coupon/record-interaction', 987654321)).status).toBe(404)
    // A coupon's id is no discount.
    expect((await record('/api/discount/record-interaction', coupon.id)).status).toBe(404)
    expect((await record('/gidideals/interactions/record-interaction', 987654321)).status).toBe(404)
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM interactions').get()).toEqual(before)
    expect((await record('/api/coupon/record-interaction', coupon.id)).status).toBe(201)
    expect((await record('/gidideals/interactions/record-interaction', store.id)).status).toBe(201)
  })
})

describe('the newsletter', () => {
  it('answers a new and an already-subscribed address alike', async () => {
    const email = `ifeoma.${Date.now()}@example.ng`
    const first = await phone()('/subscribe/subscribe-to-newsletter/', { email })
    const again = await phone()('/subscribe/subscribe-to-newsletter/', { email })
    expect(again.status).toBe(first.status)
    expect(again.json).toEqual(first.json)
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM newsletter WHERE email = ?').get(email)).toEqual({ n: 1 })
  })
})
