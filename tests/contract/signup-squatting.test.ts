// docs/history.md#issue-22, items 2 and 10: squatting an unverified signup, and signup telling a stranger who
// has an account. The old server kept the first signer's password: an attacker signed up the
// victim's email with their own password, the victim's signup got "already exists", the victim
// verified by resending, and the attacker's password then logged in. And "already exists" told
// anyone whether an address had an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const signup = (email: string, password: string, first_name = 'Tola') =>
  server.call('POST', '/account/app-user/signup', { body: { email, password, first_name, last_name: 'Adeyemi' } })
const login = (email: string, password: string) =>
  server.call('POST', '/account/app-user/login', { body: { email, password } })
const inbox = async (email: string) =>
  (await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)).json.messages as Array<{
    kind: string
    code: string
  }>

describe('squatting an unverified signup', () => {
  it("the squatter's password does not work once the owner has signed up and verified", async () => {
    const email = `squatted.${Date.now()}@example.ng`
    expect((await signup(email, 'attacker-password', 'Mallory')).status).toBe(201)
    const owners = await signup(email, 'owners-own-password')
    expect(owners.status).toBe(201)
    const [latest] = await inbox(email)
    expect(latest?.kind).toBe('verify')
    // The app sends the password its shopper chose at signup along with the code.
    const verified = await server.call('POST', '/account/email/verify-email-app-user', {
      body: { email, otp: latest?.code, password: 'owners-own-password' },
    })
    expect(verified.status).toBe(200)
    expect((await login(email, 'attacker-password')).status).toBe(401)
    const own = await login(email, 'owners-own-password')
    expect(own.status).toBe(200)
    // The owner's names, not the squatter's.
    expect(own.json.user.first_name).toBe('Tola')
  })

  // Round two: the squatter signs up *after* the owner. Every signup sends the inbox a fresh
  // code, so the newest code the owner enters is the one the squatter's signup asked for; the
  // old server then kept the squatter's password (the last signer's).
  const verify = (email: string, otp: string | undefined, password?: string) =>
    server.call('POST', '/account/email/verify-email-app-user', { body: { email, otp, password } })

  it('a squatter who signs up after the owner: the owner verifies with the newest code and their own password', async () => {
    const email = `squatted-late.${Date.now()}@example.ng`
    expect((await signup(email, 'owners-own-password')).status).toBe(201)
    expect((await signup(email, 'attacker-password', 'Mallory')).status).toBe(201)
    const [newest] = await inbox(email)
    expect((await verify(email, newest?.code, 'owners-own-password')).status).toBe(200)
    expect((await login(email, 'attacker-password')).status).toBe(401)
    expect((await login(email, 'owners-own-password')).status).toBe(200)
  })

  it('…and when the owner verifies with a resent code', async () => {
    const email = `squatted-resend.${Date.now()}@example.ng`
    await signup(email, 'owners-own-password')
    await signup(email, 'attacker-password', 'Mallory')
    const resent = await server.call('POST', '/account/email/resend-verification-email', { body: { email } })
    expect(resent.status).toBe(200)
    const [newest] = await inbox(email)
    expect((await verify(email, newest?.code, 'owners-own-password')).status).toBe(200)
    expect((await login(email, 'attacker-password')).status).toBe(401)
    expect((await login(email, 'owners-own-password')).status).toBe(200)
  })

  it("a contested signup verified without a password keeps nobody's: the owner sets one by reset", async () => {
    const email = `squatted-bare.${Date.now()}@example.ng`
    await signup(email, 'owners-own-password')
    await signup(email, 'attacker-password', 'Mallory')
    const [newest] = await inbox(email)
    const verified = await verify(email, newest?.code)
    expect(verified.status).toBe(200)
    expect(verified.json.detail).toContain('Forgot password')
    expect((await login(email, 'attacker-password')).status).toBe(401)
    expect((await login(email, 'owners-own-password')).status).toBe(401)
    await server.call('POST', '/account/password-reset', { body: { email } })
    const reset = (await inbox(email)).find((message) => message.kind === 'reset')
    const chosen = await server.call('POST', '/account/password-reset-enter-new-password-app-user', {
      body: { email, code: reset?.code, password: 'owners-new-password' },
    })
    expect(chosen.status).toBe(200)
    expect((await login(email, 'owners-new-password')).status).toBe(200)
  })

  // docs/history.md#issue-49, L4: a squatter who alone signed up with the owner's address; the owner, holding only the
  // inbox's code, verified without a password, and the old server kept the squatter's.
  it("a squatter's lone signup verified by the inbox without a password keeps nobody's password", async () => {
    const email = `squatted-alone.${Date.now()}@example.ng`
    await signup(email, 'attacker-password', 'Mallory')
    const [code] = await inbox(email)
    const verified = await verify(email, code?.code)
    expect(verified.status).toBe(200)
    expect(verified.json.detail).toContain('Forgot password')
    expect((await login(email, 'attacker-password')).status).toBe(401)
  })

  it('a wrong code with a password changes nothing; the right one with it sets that password', async () => {
    const email = `single.${Date.now()}@example.ng`
    await signup(email, 'owners-own-password')
    const [code] = await inbox(email)
    const wrongCode = String((Number(code?.code) + 1) % 1_000_000).padStart(6, '0')
    expect((await verify(email, wrongCode, 'someone-elses-password')).status).toBe(400)
    expect((await verify(email, code?.code, 'owners-own-password')).status).toBe(200)
    expect((await login(email, 'owners-own-password')).status).toBe(200)
    expect((await login(email, 'someone-elses-password')).status).toBe(401)
  })

  it('the squatter cannot log in before verification either', async () => {
    const email = `squatted-early.${Date.now()}@example.ng`
    await signup(email, 'attacker-password')
    expect((await login(email, 'attacker-password')).status).toBe(400)
  })
})

describe('signup says nothing about who has an account', () => {
  it('answers a taken address exactly like a free one, and tells the owner by e-mail', async () => {
    const owner = await server.shopper('taken')
    const fresh = await signup(`free.${Date.now()}@example.ng`, 'some-password')
    const taken = await signup(owner.email, 'strangers-password')
    expect(taken.status).toBe(fresh.status)
    expect(taken.json).toEqual(fresh.json)
    // The verified account keeps its password; its owner hears of the attempt.
    expect((await login(owner.email, 'strangers-password')).status).toBe(401)
    expect((await login(owner.email, owner.password)).status).toBe(200)
    expect((await inbox(owner.email))[0]?.kind).toBe('signup-attempt')
  })
})
