import { afterEach, describe, expect, it, vi } from 'vitest'
import { stamp, userActivities } from '@/test/fixtures'
import { failure } from '@/test/outcomes'
import { signInPerTest } from '@/test/session'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { login } from './auth'

// docs/history.md#issue-16: docs/api.md#auth promises only {access, refresh} from login; the reference server also
// names the user. Both reply shapes sign the shopper in.

const signedIn = signInPerTest()
afterEach(() => vi.unstubAllGlobals())

const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada', last_name: 'Obi', username: 'ada' }

describe('login with {access, refresh, user}', () => {
  it('takes the user from the reply, with no second request', async () => {
    const sent = stubFetch(() => json({ access: 'a', refresh: 'r', user: ada }))
    await expect(login({ email: 'ada@example.ng', password: 'secret' })).resolves.toEqual({
      access: 'a',
      refresh: 'r',
      user: ada,
    })
    expect(sent).toHaveLength(1)
  })
})

describe('against a provider that answers only {access, refresh} (SPEC §7)', () => {
  const activities = userActivities({ ...ada, coupon_likes: [{ id: 1, likes: 4, user: 7, ...stamp }] })

  it('reads the shopper from data-jwt with the new access token, not the session', async () => {
    signedIn('someone-elses-access')
    const sent = stubFetch((request) =>
      request.path.endsWith('/login') ? json({ access: 'new-access', refresh: 'new-refresh' }) : json(activities),
    )
    await expect(login({ email: 'ada@example.ng', password: 'secret' })).resolves.toEqual({
      access: 'new-access',
      refresh: 'new-refresh',
      user: ada,
    })
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /beta/account/app-user/login',
      'GET /beta/account/app-user/data-jwt',
    ])
    expect(sent[1]?.headers.get('Authorization')).toBe('Bearer new-access')
  })

  it("is 'Login failed' when the shopper cannot be read, and never refreshes someone's tokens", async () => {
    signedIn('old-access', 'old-refresh')
    for (const respond of [() => json({ message: 'nope' }, 401), () => json({ id: 'x' }), offline]) {
      const sent = stubFetch((request) =>
        request.path.endsWith('/login') ? json({ access: 'new-access', refresh: 'new-refresh' }) : respond(),
      )
      expect((await failure(login({ email: 'ada@example.ng', password: 'secret' }))).message).toBe('Login failed')
      expect(sent.map((request) => request.path)).not.toContain('/beta/account/token/refresh')
    }
  })
})
