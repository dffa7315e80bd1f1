// The seeded demo shopper (server/seed/seed.ts; only servers started with the demo flag have one),
// and logging in as them over HTTP: one home for the address, the password and the login call
// that the e2e, integration and contract tests share.
import { expect } from 'vitest'
import { postJson } from './json'

/** The password every test server gives the demo shopper (DEMO_PASSWORD / demoAccount). */
export const DEMO_PASSWORD = 'lagos-deals-2026'
export const DEMO_SHOPPER = { email: 'demo@gidideals.ng', password: DEMO_PASSWORD } as const

/** What a login answers (and what the app keeps to stay signed in). */
export type Session = { access: string; refresh: string; user: { id: number; email: string; first_name: string } }

/**
 * The demo shopper logged in on the server at `origin` (e.g. http://127.0.0.1:4321, without
 * /beta). Fails the test unless the login succeeds.
 */
export async function logInDemoShopper(origin: string): Promise<Session> {
  const answer = await postJson<Session>(`${origin}/beta/account/app-user/login`, DEMO_SHOPPER)
  expect(answer.status).toBe(200)
  return answer.json
}
