// The budgets and slow-downs every instance shares (server/limits/database-limits.ts) are keyed by the
// typed email's keyed digest (server/limits/rate-limit.ts emailKey): their tables keep no address,
// neither an account's nor one anybody typed at the login or the code forms, and they still
// count per email.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { limitsStore: 'database' } })
})
afterAll(() => server.close())

const keys = (table: 'budgets' | 'slowdowns') =>
  (server.db.prepare(`SELECT key FROM ${table}`).all() as { key: string }[]).map((row) => row.key)

it('keeps no email in the budget and slow-down tables, and still slows down each email on its own', async () => {
  const shopper = await server.shopper('privacy')
  const stranger = `stranger.${Date.now()}@example.ng`
  const login = (email: string, password: string) =>
    server.call('POST', '/account/app-user/login', { body: { email, password } })
  expect((await login(shopper.email, 'not-the-password-1')).status).toBe(401)
  expect((await login(stranger, 'not-the-password-1')).status).toBe(401)
  expect((await login(stranger.toUpperCase(), 'not-the-password-2')).status).toBe(401)
  // A code typed for an address with no account is counted under that address too.
  const code = await server.call('POST', '/account/email/verify-email-app-user', {
    body: { email: stranger, otp: '000000' },
  })
  expect(code.status).toBe(400)
  // A new password asked for with a reset code that was never sent.
  const reset = await server.call('POST', '/account/password-reset-enter-new-password-app-user', {
    body: { email: stranger, code: '000000', password: 'a-New-password-1' },
  })
  expect(reset.status).toBe(400)

  const stored = [...keys('budgets'), ...keys('slowdowns')]
  expect(stored.filter((key) => key.includes('email:')).length).toBeGreaterThanOrEqual(4)
  for (const key of stored) expect(key).not.toMatch(/@|example\.ng|privacy|stranger/i)
  // One slow-down per typed email (the stranger's two spellings are one), each with its failures.
  const slowed = keys('slowdowns').filter((key) => key.startsWith('login-slow:'))
  expect(slowed).toHaveLength(2)
  const failures = server.db.prepare('SELECT failures FROM slowdowns WHERE key = ?')
  expect(slowed.map((key) => (failures.get(key) as { failures: number }).failures).sort()).toEqual([1, 2])
})
