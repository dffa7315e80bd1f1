// docs/history.md#issue-22, item 9 (last point): the limiter's one map dropped its oldest tenth at 100,000 keys,
// so anyone with enough source addresses (an IPv6 /48 is 65,536 /64s) could flush an account's
// spent budgets: a spammer's comment budget, or a code's total of wrong tries. Account budgets
// now live apart from address keys. The server here holds 200 address keys (not 100,000) so a
// flood of a few hundred /64s, through a trusted proxy's X-Forwarded-For, fills it many times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../server/config'
import { startTestServer, type TestServer } from './support'

const MAX_KEYS = 200

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { trustProxy: true, limiterKeys: { maxKeys: MAX_KEYS } } })
})
afterAll(() => server.close())

/** One call from the /64 numbered `n` of 2001:db8:7::/48. */
const from = (n: number) => ({ 'X-Forwarded-For': `2001:db8:7:${n.toString(16)}::1` })

let flooded = 0
/** Newsletter sign-ups from 3 × MAX_KEYS fresh /64s: each is a new address key. */
async function floodAddresses() {
  const answers = []
  for (let batch = 0; batch < 3 * MAX_KEYS; batch += 50)
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 50 }, () => {
          flooded += 1
          return server.call('POST', '/subscribe/subscribe-to-newsletter/', {
            headers: from(flooded),
            body: { email: `flood.${flooded}@example.ng` },
          })
        }),
      )),
    )
  expect(answers.every((answer) => answer.status === 201)).toBe(true)
}

describe('address churn does not flush account budgets', () => {
  it("a spammer's spent comment budget holds after a flood of new addresses", async () => {
    const author = await server.shopper('churn-author')
    const spammer = await server.shopper('churn-spammer')
    const created = await server.call('POST', '/blog/create-blog', {
      token: author.access,
      body: { title: 'Ofada rice spots', categories: ['Food'], article: 'Where to find it.', location: 'Ikeja' },
    })
    const comment = () =>
      server.call('POST', '/blog/create-comment', {
        token: spammer.access,
        body: { user: spammer.id, blog_post: created.json.data.id, content: 'Buy followers' },
      })
    const { limit } = RATE_LIMITS.blogCommentsPerUser
    for (let i = 0; i < limit; i++) expect((await comment()).status).toBe(201)
    expect((await comment()).status).toBe(429)

    await floodAddresses()
    expect((await comment()).status).toBe(429)
  })

  it("a code's wrong tries from every address still add up across a flood", async () => {
    const email = `churn-code.${Date.now()}@example.ng`
    const signup = await server.call('POST', '/account/app-user/signup', {
      headers: from(100_000),
      body: { email, password: 'owners-own-password', first_name: 'Ngozi', last_name: 'Eze' },
    })
    expect(signup.status).toBe(201)
    const mailbox = await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
    const code = mailbox.json.messages[0].code as string
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const verify = (otp: string, n: number) =>
      server.call('POST', '/account/email/verify-email-app-user', { headers: from(n), body: { email, otp } })
    const { wrongTriesPerCode, wrongTriesPerCodeTotal } = RATE_LIMITS
    // All but one of the code's wrong tries, a few from each of several /64s…
    for (let i = 0; i < wrongTriesPerCodeTotal - 1; i++)
      expect((await verify(wrong(i), 200_000 + Math.floor(i / wrongTriesPerCode))).status).toBe(400)
    // …then the flood, then one more wrong try: the code's total is reached and it is void.
    await floodAddresses()
    expect((await verify(wrong(100), 300_000)).status).toBe(400)
    expect((await verify(code, 300_001)).status).toBe(400)
  })
})
