// docs/history.md#issue-49, M2: a crowd could cancel the owner's code. Twenty wrong guesses spread over many addresses
// voided a reset or verification code, and a stranger's ask replaced it: 30 addresses, each within
// its own limits, made the owner's correct code fail 3 of 3 times. Now a code is the owner's: asks
// send the same code again, the lane that asked has wrong tries no crowd can spend, and nothing but
// its use or its end stops it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_CROWDED } from '../../server/auth/codes'
import { RATE_LIMITS } from '../../server/config'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { trustProxy: true } })
})
afterAll(() => server.close())

/** A caller at its own IPv4 address, behind the trusted proxy. */
const from = (address: string) => (path: string, body: unknown) =>
  server.call('POST', path, { body, headers: { 'X-Forwarded-For': address } })
const newestCode = async (email: string, kind: string) => {
  const mailbox = await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
  return (mailbox.json.messages as Array<{ kind: string; code: string }>).find((mail) => mail.kind === kind)?.code ?? ''
}
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')

describe('the 30-address pattern against an owner’s code', () => {
  it('three rounds: thirty addresses ask and guess within their limits, and the owner’s code works every time', async () => {
    const owner = await server.shopper('crowded')
    const ownPhone = from('198.51.100.1')
    const guesses = RATE_LIMITS.wrongTriesPerCode - 1
    for (let round = 0; round < 3; round++) {
      expect((await ownPhone('/account/password-reset', { email: owner.email })).status).toBe(200)
      const code = await newestCode(owner.email, 'reset')
      for (let n = 0; n < 30; n++) {
        const stranger = from(`203.0.113.${round * 30 + n + 1}`)
        // Half of them ask for a code too (their own "owner's lane"), then every one guesses.
        if (n % 2 === 0) expect((await stranger('/account/password-reset', { email: owner.email })).status).toBe(200)
        for (let i = 0; i < guesses; i++) {
          const answer = await stranger('/account/password-reset-enter-code', {
            email: owner.email,
            code: wrong(code, n * guesses + i),
          })
          expect(answer.status).toBe(400)
        }
      }
      // Every ask sent the owner the same code.
      expect(await newestCode(owner.email, 'reset')).toBe(code)
      const entered = await ownPhone('/account/password-reset-enter-code', { email: owner.email, code })
      expect(entered.status, `round ${round + 1}`).toBe(200)
      const changed = await ownPhone('/account/password-reset-enter-new-password-app-user', {
        email: owner.email,
        password: `owners-new-password-${round}`,
        reset_token: entered.json.reset_token,
      })
      expect(changed.status).toBe(200)
    }
  })

  it('lanes that never asked share a total per code: past it they are told to ask, and the code lives on', async () => {
    const owner = await server.shopper('bounded')
    const ownPhone = from('198.51.100.2')
    await ownPhone('/account/password-reset', { email: owner.email })
    const code = await newestCode(owner.email, 'reset')
    for (let n = 0; n < RATE_LIMITS.wrongTriesPerCodeTotal; n++)
      expect(
        (
          await from(`192.0.2.${n + 1}`)('/account/password-reset-enter-code', {
            email: owner.email,
            code: wrong(code, n),
          })
        ).status,
      ).toBe(400)
    // The crowd's total is spent: the next lane is refused without a look, even with the right code.
    const crowded = await from('192.0.2.200')('/account/password-reset-enter-code', { email: owner.email, code })
    expect(crowded.status).toBe(400)
    expect(crowded.json.message).toBe(CODE_CROWDED)
    // The owner's lane is untouched; and a lane that asks gets the same code, and its own tries.
    const newPhone = from('192.0.2.201')
    expect((await newPhone('/account/password-reset', { email: owner.email })).status).toBe(200)
    expect(await newestCode(owner.email, 'reset')).toBe(code)
    expect((await newPhone('/account/password-reset-enter-code', { email: owner.email, code })).status).toBe(200)
    expect((await ownPhone('/account/password-reset-enter-code', { email: owner.email, code })).status).toBe(200)
  })
})
