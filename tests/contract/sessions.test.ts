// docs/history.md#issue-14, items 7 and 3 (pruning): a session ends for real. The old server let a replayed
// refresh token fail alone (the thief's copy kept working once rotated), kept access tokens
// alive after logout and password reset, and kept a refresh-token row per login forever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_SESSIONS_PER_USER } from '../../server/config'
import { onPostgres } from './pg/databases'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const login = async (shopper: { email: string; password: string }) => {
  const answer = await server.call('POST', '/account/app-user/login', {
    body: { email: shopper.email, password: shopper.password },
  })
  expect(answer.status).toBe(200)
  return answer.json as { access: string; refresh: string }
}
const activities = async (access: string) =>
  (await server.call('GET', '/account/app-user/data-jwt', { token: access })).status
const refresh = async (token: string) => server.call('POST', '/account/token/refresh', { body: { token } })

/** Where the server keeps its logins: sessions (refresh_tokens before them). */
const sessionTable = () =>
  // PostgreSQL databases start with sessions (server/database/migrations/0001-initial.ts).
  onPostgres
    ? 'sessions'
    : (
        server.db.prepare("SELECT name FROM sqlite_master WHERE name IN ('sessions', 'refresh_tokens')").get() as {
          name: string
        }
      ).name
const storedSessions = (userId: number) =>
  (server.db.prepare(`SELECT COUNT(*) AS n FROM ${sessionTable()} WHERE user_id = ?`).get(userId) as { n: number }).n

describe('sessions', () => {
  it('a refresh token replayed after its rotation ends the whole session, for the thief and the shopper', async () => {
    const shopper = await server.shopper('replay')
    const first = await login(shopper)
    const rotated = await refresh(first.refresh)
    expect(rotated.status).toBe(200)
    // The thief replays the copy they took before the rotation.
    expect((await refresh(first.refresh)).status).toBe(401)
    // Now nothing of that session works: not the rotated refresh token, not its access tokens.
    expect((await refresh(rotated.json.refresh)).status).toBe(401)
    expect(await activities(rotated.json.access)).toBe(401)
    expect(await activities(first.access)).toBe(401)
    // Other sessions of the shopper go on.
    expect(await activities(shopper.access)).toBe(200)
  })

  it('every access token is its own, even two from one session within a second', async () => {
    const shopper = await server.shopper('unique')
    const first = await login(shopper)
    const next = await refresh(first.refresh)
    const after = await refresh(next.json.refresh)
    const issued = [first.access, next.json.access, after.json.access]
    expect(new Set(issued).size).toBe(3)
    for (const access of issued.slice(1)) expect(await activities(access)).toBe(200)
  })

  it("logout ends that session's access tokens at once, and only that session's", async () => {
    const shopper = await server.shopper('logout')
    const phone = await login(shopper)
    const laptop = await login(shopper)
    expect(await activities(phone.access)).toBe(200)
    const out = await server.call('POST', '/account/app-user/logout', {
      token: phone.access,
      body: { refresh: phone.refresh },
    })
    expect(out.status).toBe(200)
    expect(await activities(phone.access)).toBe(401)
    expect((await refresh(phone.refresh)).status).toBe(401)
    expect(await activities(laptop.access)).toBe(200)
  })

  it('a password reset ends every session and every access token', async () => {
    const shopper = await server.shopper('reset-sessions')
    const phone = await login(shopper)
    await server.call('POST', '/account/password-reset', { body: { email: shopper.email } })
    const mailbox = await server.call('GET', `/__dev/mailbox?email=${encodeURIComponent(shopper.email)}`)
    const code = mailbox.json.messages.find((message: { kind: string }) => message.kind === 'reset').code
    const accepted = await server.call('POST', '/account/password-reset-enter-code', {
      body: { email: shopper.email, code },
    })
    const changed = await server.call('POST', '/account/password-reset-enter-new-password-app-user', {
      body: { email: shopper.email, password: 'fresh-start-2026', reset_token: accepted.json.reset_token, code },
    })
    expect(changed.status).toBe(200)
    for (const access of [shopper.access, phone.access]) expect(await activities(access)).toBe(401)
    for (const token of [shopper.refresh, phone.refresh]) expect((await refresh(token)).status).toBe(401)
    const after = await login({ email: shopper.email, password: 'fresh-start-2026' })
    expect(await activities(after.access)).toBe(200)
  })

  it("keeps no row for an ended or expired session, and at most a shopper's latest sessions", async () => {
    const shopper = await server.shopper('prune')
    const ended = await login(shopper)
    await server.call('POST', '/account/app-user/logout', { body: { refresh: ended.refresh } })
    // Thirty days pass for the logins so far (the rows say when they run out).
    server.db.prepare(`UPDATE ${sessionTable()} SET expires_at = 1 WHERE user_id = ?`).run(shopper.id)
    const current = await login(shopper)
    expect(storedSessions(shopper.id)).toBe(1)
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 4; i++) await login(shopper)
    // The latest sessions only: the oldest ended to keep the cap.
    expect(storedSessions(shopper.id)).toBe(MAX_SESSIONS_PER_USER)
    expect(await activities(current.access)).toBe(401)
    expect(await activities((await login(shopper)).access)).toBe(200)
  })
})

// docs/history.md#issue-22, "also known": logout ended only the current session; a lost phone stayed signed in.
describe('log out everywhere', () => {
  it('ends every session of the account: the other phone can neither call nor refresh', async () => {
    const shopper = await server.shopper('everywhere')
    const other = await server.call('POST', '/account/app-user/login', {
      body: { email: shopper.email, password: shopper.password },
    })
    expect(other.status).toBe(200)
    const ended = await server.call('POST', '/account/app-user/logout-everywhere', { token: shopper.access })
    expect(ended.status).toBe(200)
    for (const session of [shopper, other.json as { access: string; refresh: string }]) {
      expect((await server.call('GET', '/account/app-user/data-jwt', { token: session.access })).status).toBe(401)
      expect(
        (await server.call('POST', '/account/token/refresh', { body: { token: session.refresh } })).status,
      ).toBeGreaterThanOrEqual(400)
    }
    // Without a token there is nothing to end.
    expect((await server.call('POST', '/account/app-user/logout-everywhere')).status).toBe(401)
  })
})
