// docs/history.md#issue-14, item 5: an Idempotency-Key replays an answer only to the caller who made it, for
// the same request. The old server kept one scope for every anonymous caller and ignored the
// body on a replay: whoever sent a key that a login or a feedback form had used got its answer
// (live tokens, someone's phone number).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDEMPOTENCY } from '../../server/config'
import { startTestServer, type TestServer } from './support'

let now = Date.parse('2026-11-23T09:00:00Z')
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => now, trustProxy: true } })
})
afterAll(() => server.close())

const from = (address: string, key: string) => ({ 'X-Forwarded-For': address, 'Idempotency-Key': key })
const feedback = (phoneNumber: string) => ({
  category: 'Bug',
  phoneNumber,
  email: 'kemi@example.ng',
  feedback: 'The map is slow',
})

describe('Idempotency-Key', () => {
  it('never stores or replays an account call: the next caller with the key gets no tokens', async () => {
    const shopper = await server.shopper('idem-login')
    const key = `login-${Date.now()}`
    const first = await server.call('POST', '/account/app-user/login', {
      body: { email: shopper.email, password: shopper.password },
      headers: from('102.89.1.1', key),
    })
    expect(first.status).toBe(200)
    // Someone else, same key, any body.
    const stranger = await server.call('POST', '/account/app-user/login', {
      body: { email: shopper.email, password: 'not-the-password' },
      headers: from('102.89.1.1', key),
    })
    expect(stranger.status).toBe(401)
    expect(JSON.stringify(stranger.json)).not.toContain(first.json.access)
    expect(stranger.headers.get('idempotent-replay')).toBeNull()
    // The same login again is a new login, not the old answer.
    const again = await server.call('POST', '/account/app-user/login', {
      body: { email: shopper.email, password: shopper.password },
      headers: from('102.89.1.1', key),
    })
    expect(again.json.refresh).not.toBe(first.json.refresh)
  })

  it("binds an anonymous caller's entry to its address: another phone with the key gets its own answer", async () => {
    const key = `feedback-${Date.now()}`
    const kemi = await server.call('POST', '/feedback/feedback-create', {
      body: feedback('08031234567'),
      headers: from('102.89.2.1', key),
    })
    expect(kemi.status).toBe(201)
    const other = await server.call('POST', '/feedback/feedback-create', {
      body: feedback('08099999999'),
      headers: from('102.89.2.2', key),
    })
    expect(other.status).toBe(201)
    expect(other.json.data.phoneNumber).toBe('08099999999')
    expect(other.headers.get('idempotent-replay')).toBeNull()
    // Kemi's own retry is a replay.
    const retry = await server.call('POST', '/feedback/feedback-create', {
      body: feedback('08031234567'),
      headers: from('102.89.2.1', key),
    })
    expect(retry.headers.get('idempotent-replay')).toBe('true')
    expect(retry.json).toEqual(kemi.json)
  })

  it('answers the same key with another body 422, for a shopper and for an anonymous caller', async () => {
    const shopper = await server.shopper('idem-body')
    const coupons = (await server.call('GET', '/api/coupon-items-all-aws')).json.data.results
    const key = `like-${Date.now()}`
    const like = (likes: number) =>
      server.call('POST', '/coupon-like/likes-create', {
        token: shopper.access,
        headers: { 'Idempotency-Key': key },
        body: { user: shopper.id, likes },
      })
    expect((await like(coupons[0].id)).status).toBe(201)
    expect((await like(coupons[1].id)).status).toBe(422)
    const anonymous = `anon-${Date.now()}`
    expect(
      (
        await server.call('POST', '/feedback/feedback-create', {
          body: feedback('08010000001'),
          headers: from('102.89.3.1', anonymous),
        })
      ).status,
    ).toBe(201)
    expect(
      (
        await server.call('POST', '/feedback/feedback-create', {
          body: feedback('08020000002'),
          headers: from('102.89.3.1', anonymous),
        })
      ).status,
    ).toBe(422)
  })

  it('forgets an entry after a day and purges it', async () => {
    const key = `old-${Date.now()}`
    const send = () =>
      server.call('POST', '/feedback/feedback-create', {
        body: feedback('08030000000'),
        headers: from('102.89.4.1', key),
      })
    const first = await send()
    expect((await send()).headers.get('idempotent-replay')).toBe('true')
    now += IDEMPOTENCY.ttlMs + 60_000
    const later = await send()
    expect(later.headers.get('idempotent-replay')).toBeNull()
    expect(later.json.data.id).not.toBe(first.json.data.id)
    // Every entry of the day before is gone from the table; only this new one is kept.
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM idempotency').get()).toEqual({ n: 1 })
  })
})
