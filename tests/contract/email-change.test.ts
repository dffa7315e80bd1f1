// docs/history.md#issue-49, M1: changing the profile's e-mail was an enumeration oracle and a takeover of an address.
// The old server answered "taken" or OK at once (200 probes in 11 s, no 429), and moved the account
// to the new address unproven: anyone could hold a verified account under an address they did not
// own, and its real owner then signed up and got no code. Now a code goes to the new address, the
// answer is the same whether it is taken or not, and asking is budgeted per account and address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_CHANGE_SENT } from '../../contract/endpoints/account'
import { RATE_LIMITS } from '../../server/config'
import { startTestServer, type TestServer } from './support'

const PROFILE = '/account/app-user/profile'
const CONFIRM = '/account/app-user/email-change/confirm'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

type Shopper = Awaited<ReturnType<TestServer['shopper']>>
const changeTo = (shopper: Shopper, email: string) =>
  server.call('PATCH', PROFILE, {
    token: shopper.access,
    body: { first_name: 'Tola', last_name: 'Adeyemi', email, current_password: shopper.password },
  })
const inbox = async (email: string) =>
  (await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)).json.messages as Array<{
    kind: string
    code: string
  }>
const login = (email: string, password: string) =>
  server.call('POST', '/account/app-user/login', { body: { email, password } })

describe('asking for a new e-mail', () => {
  it('answers a taken address exactly as a free one; the taken one’s owner is told, the free one gets a code', async () => {
    const prober = await server.shopper('prober')
    const owner = await server.shopper('owner')
    const free = `free.${Date.now()}@example.ng`
    const taken = await changeTo(prober, owner.email)
    const untaken = await changeTo(prober, free)
    expect(taken.status).toBe(200)
    expect(untaken.status).toBe(200)
    const { pending_email: takenPending, ...takenRest } = taken.json
    const { pending_email: freePending, ...freeRest } = untaken.json
    expect(takenRest).toEqual(freeRest)
    expect([takenPending, freePending]).toEqual([owner.email, free])
    expect(taken.json.detail).toBe(EMAIL_CHANGE_SENT)
    // Nothing moved yet: the account keeps its address.
    expect(taken.json.user.email).toBe(prober.email)
    expect((await inbox(owner.email)).map((mail) => mail.kind)).toContain('email-change-attempt')
    expect((await inbox(owner.email)).map((mail) => mail.kind)).not.toContain('email-change')
    expect((await inbox(free))[0]?.kind).toBe('email-change')
  })

  it('is budgeted per account: probing meets a 429', async () => {
    const prober = await server.shopper('probe-budget')
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.emailChangesPerAccount.limit; i++)
      statuses.push((await changeTo(prober, `probe.${i}.${Date.now()}@example.ng`)).status)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('taking an address one does not own', () => {
  it('leaves the account on its old address, and the address’s real owner can still sign up and get a code', async () => {
    const squatter = await server.shopper('squatter')
    const victim = `victim.${Date.now()}@example.ng`
    expect((await changeTo(squatter, victim)).status).toBe(200)
    // The code goes out after the answer; the guesses start once it is in the victim's inbox (a
    // guess before it exists has no code to count against: on PostgreSQL it once came first).
    const [sent] = await inbox(victim)
    expect(sent?.kind).toBe('email-change')
    // Without that code nothing changes: guesses, then the code is spent.
    for (let i = 0; i < RATE_LIMITS.wrongTriesPerEmailChange; i++)
      expect((await server.call('POST', CONFIRM, { token: squatter.access, body: { code: '000000' } })).status).toBe(
        400,
      )
    expect((await server.call('POST', CONFIRM, { token: squatter.access, body: { code: sent?.code } })).status).toBe(
      400,
    )
    expect((await login(victim, squatter.password)).status).toBe(401)
    expect((await login(squatter.email, squatter.password)).status).toBe(200)
    const signup = await server.call('POST', '/account/app-user/signup', {
      body: { email: victim, password: 'victims-own-password', first_name: 'Ada', last_name: 'Obi' },
    })
    expect(signup.status).toBe(201)
    expect((await inbox(victim))[0]?.kind).toBe('verify')
  })
})

describe('confirming the new e-mail', () => {
  it('with the code from the new inbox, by the account that asked: the account moves and the old inbox is told', async () => {
    const shopper = await server.shopper('mover')
    const other = await server.shopper('other')
    const next = `moved.${Date.now()}@example.ng`
    await changeTo(shopper, next)
    const [sent] = await inbox(next)
    // Another account cannot use it.
    expect((await server.call('POST', CONFIRM, { token: other.access, body: { code: sent?.code } })).status).toBe(400)
    const confirmed = await server.call('POST', CONFIRM, { token: shopper.access, body: { code: sent?.code } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.user.email).toBe(next)
    expect((await login(next, shopper.password)).status).toBe(200)
    expect((await login(shopper.email, shopper.password)).status).toBe(401)
    expect((await inbox(shopper.email)).map((mail) => mail.kind)).toContain('email-changed')
    // Used once.
    expect((await server.call('POST', CONFIRM, { token: shopper.access, body: { code: sent?.code } })).status).toBe(400)
  })
})
