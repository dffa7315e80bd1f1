// A brand-new shopper, signed up, verified (the dev mailbox gives the code) and logged in over
// HTTP, for journeys that must not share likes or orders with the seeded demo shopper.
import { expect } from 'vitest'
import { E2E_MAILBOX_TOKEN } from './server'
import type { Session } from './session'
import { uniqueTag } from '../../support/unique'

export async function newShopper(baseUrl: string, firstName = 'Bisi'): Promise<Session & { password: string }> {
  const email = `${firstName.toLowerCase()}.${uniqueTag()}@example.ng`
  const password = 'moi-moi-and-pap-2026'
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/beta/account${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  expect((await post('/app-user/signup', { first_name: firstName, last_name: 'Ade', email, password })).status).toBe(
    201,
  )
  const otp = await mailedCode(baseUrl, email, 'verify')
  expect((await post('/email/verify-email-app-user', { email, otp, password })).status).toBe(200)
  const login = await post('/app-user/login', { email, password })
  expect(login.status).toBe(200)
  return { ...((await login.json()) as Session), password }
}

/** The latest code of this kind the dev mailbox holds for an address (`verify`, `email-change`, …). */
export async function mailedCode(baseUrl: string, email: string, kind: string): Promise<string | undefined> {
  const mailbox = await fetch(`${baseUrl}/beta/__dev/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { 'X-Dev-Mailbox-Token': E2E_MAILBOX_TOKEN },
  })
  const { messages } = (await mailbox.json()) as { messages: Array<{ kind: string; code: string }> }
  return messages.findLast((message) => message.kind === kind)?.code
}
