import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadApp, startBackend, startDevice, type App, type Backend } from './support'

// Toasts are the shell's business; here we only record what the shopper would be told.
const toasts = vi.hoisted(() => [] as string[])
vi.mock('@/lib/notify', () => ({
  notify: async (_kind: string, message: string) => {
    toasts.push(message)
  },
}))

let backend: Backend
let app: App

beforeAll(async () => {
  backend = await startBackend()
  app = await loadApp(backend.apiBase)
})

afterAll(async () => {
  await backend.shutdown()
})

beforeEach(async () => {
  backend.proxy.mode = 'forward'
  toasts.length = 0
  await app.persisted.clearPersistedAtoms()
})

function firstId(path: string): Promise<number> {
  return backend.call('GET', path).then(({ json }) => json.data.results[0].id as number)
}

describe('account journey against the reference server', () => {
  it('signs up, verifies the OTP from the dev mailbox, logs in, refreshes and logs out', async () => {
    const { store } = await startDevice(app)
    const { auth, session } = app
    const email = `ada.${Date.now()}@example.ng`
    const password = 'suya-and-zobo-2026'

    expect(await session.signUp({ email, password, first_name: 'Ada', last_name: 'Obi' }, store)).toBe(true)
    expect(store.get(session.signupStatusAtom)).toMatch(/code/i)

    expect(await session.logIn({ email, password }, store)).toBe(false)
    expect(store.get(session.loginStatusAtom)).toBe('failed')

    const mailbox = await backend.call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
    await expect(auth.verifyEmail({ email, otp: '000000' })).rejects.toThrow(/^Error Verifying OTP: /)
    await auth.verifyEmail({ email, otp: mailbox.json.messages[0].code, password })

    expect(await session.logIn({ email, password }, store)).toBe(true)
    expect(store.get(session.loginStatusAtom)).toBe('success')
    expect(store.get(session.userAtom)?.email).toBe(email)
    const firstRefresh = store.get(session.refreshTokenAtom)

    const rotated = await auth.refreshTokens(firstRefresh)
    expect(rotated.refresh).not.toBe(firstRefresh)
    await expect(auth.refreshTokens(firstRefresh)).rejects.toThrow()
    store.set(session.accessTokenAtom, rotated.access)
    store.set(session.refreshTokenAtom, rotated.refresh)

    expect(await session.logOut(store)).toBe(true)
    expect(store.get(session.userAtom)).toBeNull()
    expect(store.get(session.accessTokenAtom)).toBeNull()
    expect(store.get(session.loginStatusAtom)).toBe('idle')
    // The server's own words win over the fallback 'Token refresh failed' (docs/errors.md#auth).
    await expect(auth.refreshTokens(rotated.refresh)).rejects.toMatchObject({ status: 401, kind: 'http' })
  })

  it('refreshes an expired access token once and retries the call', async () => {
    const shopper = await backend.shopper('expired')
    const { store } = await startDevice(app)
    store.set(app.session.userAtom, { id: shopper.id, email: shopper.email })
    store.set(app.session.accessTokenAtom, 'not-a-valid-token')
    store.set(app.session.refreshTokenAtom, shopper.refresh)
    const activities = await app.auth.fetchUserActivities()
    expect(activities.id).toBe(shopper.id)
    expect(store.get(app.session.accessTokenAtom)).not.toBe('not-a-valid-token')
    expect(store.get(app.session.refreshTokenAtom)).not.toBe(shopper.refresh)
  })
})

describe('likes, dislikes, ratings and updates for every kind', () => {
  const kinds = [
    ['coupon', '/api/coupon-items-all-aws'],
    ['discount', '/api/discount-items-all-aws'],
    ['featured', '/featured-read-only-api/featured-items'],
    ['store', '/api/map-aws?latitude=6.6&longitude=3.35&place_type=all'],
  ] as const

  for (const [target, list] of kinds) {
    it(`likes, dislikes, rates and updates a ${target}`, async () => {
      const shopper = await backend.shopper(target)
      const { store } = await startDevice(app)
      store.set(app.session.userAtom, { id: shopper.id, email: shopper.email })
      store.set(app.session.accessTokenAtom, shopper.access)
      store.set(app.session.refreshTokenAtom, shopper.refresh)
      const id = await firstId(list)
      const { interactions } = app

      const like = await interactions.like(target, shopper.id, id)
      expect(like).toMatchObject({ likes: id, user: shopper.id })
      await interactions.dislike(target, like.id)
      await expect(interactions.dislike(target, like.id)).rejects.toThrow('The requested resource was not found.')

      const rating = await interactions.rate(target, { rating: 3, user: shopper.id, ratings: id })
      expect(rating).toMatchObject({ rating: 3, ratings: id })
      const updated = await interactions.updateRating(target, rating.id, { rating: 5, user: shopper.id, ratings: id })
      expect(updated).toMatchObject({ id: rating.id, rating: 5 })

      // Acting as another user is refused by the server (the body's user must be the token's).
      await expect(interactions.like(target, shopper.id + 1000, id)).rejects.toThrow(
        'Access Forbidden - You may not have the required permissions.',
      )
      const activities = await app.auth.fetchUserActivities()
      const ratingList = {
        coupon: 'coupon_rating',
        discount: 'discount_ratings',
        featured: 'featureddeals_ratings',
        store: 'rated_restaurants',
      } as const
      expect(activities[ratingList[target]]).toEqual([expect.objectContaining({ id: rating.id, rating: 5 })])
    })
  }
})

describe('the outbox through a real outage', () => {
  it('keeps actions taken while the server is down across a reload and applies each exactly once', async () => {
    const shopper = await backend.shopper('outage')
    const coupon = await firstId('/api/coupon-items-all-aws')
    const discount = await firstId('/api/discount-items-all-aws')
    const featured = await firstId('/featured-read-only-api/featured-items')
    const storeId = await firstId('/api/map-aws?latitude=6.6&longitude=3.35&place_type=all')

    const first = await startDevice(app)
    first.store.set(app.session.userAtom, { id: shopper.id, email: shopper.email })
    first.store.set(app.session.accessTokenAtom, shopper.access)
    first.store.set(app.session.refreshTokenAtom, shopper.refresh)
    await app.activities.loadActivities(first.store)

    await backend.stop()
    const { enqueueInteraction, replayOutbox, outboxAtom } = app.outbox
    enqueueInteraction({ kind: 'like', target: 'coupon', targetId: coupon, liked: true }, first.store)
    enqueueInteraction({ kind: 'rating', target: 'discount', targetId: discount, rating: 2 }, first.store)
    enqueueInteraction({ kind: 'rating', target: 'discount', targetId: discount, rating: 4 }, first.store)
    enqueueInteraction({ kind: 'like', target: 'featured', targetId: featured, liked: true }, first.store)
    enqueueInteraction({ kind: 'like', target: 'featured', targetId: featured, liked: false }, first.store)
    enqueueInteraction({ kind: 'subscription', target: 'store', targetId: storeId, subscribed: true }, first.store)
    const offline = await replayOutbox(first.store)
    expect(offline.stopped === 'offline' || offline.stopped === 'busy').toBe(true)
    expect(first.store.get(outboxAtom)).toHaveLength(4)
    await first.disconnect()
    await app.persisted.persistedWritesSettled()

    // The page is reloaded while the server is still down: the queue comes back from IndexedDB.
    const second = await startDevice(app)
    expect(second.store.get(outboxAtom)).toHaveLength(4)
    expect(second.store.get(app.session.userAtom)?.id).toBe(shopper.id)

    await backend.start()
    second.store.set(outboxAtom, (queue) => queue.map((entry) => ({ ...entry, nextAttemptAt: 0 })))
    await replayOutbox(second.store)
    await vi.waitFor(() => expect(second.store.get(outboxAtom)).toEqual([]), { timeout: 10000 })
    expect(second.store.get(app.outbox.droppedAtom)).toEqual([])

    const db = backend.db()
    const rows = (sql: string) => db.prepare(sql).all(shopper.id)
    expect(rows('SELECT kind, target_id FROM likes WHERE user_id = ?')).toEqual([{ kind: 'coupon', target_id: coupon }])
    expect(rows('SELECT kind, target_id, rating FROM ratings WHERE user_id = ?')).toEqual([
      { kind: 'discount', target_id: discount, rating: 4 },
    ])
    expect(rows('SELECT store_id FROM subscriptions WHERE user_id = ?')).toEqual([{ store_id: storeId }])
    // Exactly three writes reached the server, each under its own idempotency key.
    expect(
      db.prepare('SELECT DISTINCT key FROM idempotency WHERE user_key = ?').all(`user:${shopper.id}`),
    ).toHaveLength(3)
    // The activities were re-fetched after the replay and show what was sent.
    expect(second.store.get(app.activities.userActivitiesAtom)?.coupon_likes).toHaveLength(1)
    await second.disconnect()
  })

  it('drops an action the server refuses, with a notice, and keeps the rest', async () => {
    const shopper = await backend.shopper('refused')
    const coupon = await firstId('/api/coupon-items-all-aws')
    const { store, disconnect } = await startDevice(app)
    store.set(app.session.userAtom, { id: shopper.id, email: shopper.email })
    store.set(app.session.accessTokenAtom, shopper.access)
    store.set(app.session.refreshTokenAtom, shopper.refresh)
    await app.activities.loadActivities(store)

    app.outbox.enqueueInteraction({ kind: 'like', target: 'coupon', targetId: 999999, liked: true }, store)
    app.outbox.enqueueInteraction({ kind: 'like', target: 'coupon', targetId: coupon, liked: true }, store)
    await vi.waitFor(() => expect(store.get(app.outbox.outboxAtom)).toEqual([]), { timeout: 10_000 })
    expect(store.get(app.outbox.droppedAtom).map((d) => d.message)).toEqual([
      'Error liking coupon: The requested resource was not found.',
    ])
    // The error catalogue's words as they are (docs/errors.md), then what the refusal means for the shopper.
    expect(toasts).toContain(
      'Error liking coupon: The requested resource was not found. It was not saved, so you can try again.',
    )
    expect(store.get(app.activities.userActivitiesAtom)?.coupon_likes.map((like) => like.likes)).toEqual([coupon])
    await disconnect()
  })

  it('backs off on 503 and waits for the next login on a refused session', async () => {
    const shopper = await backend.shopper('waits')
    const coupon = await firstId('/api/coupon-items-all-aws')
    const { store, disconnect } = await startDevice(app)
    store.set(app.session.userAtom, { id: shopper.id, email: shopper.email })
    store.set(app.session.accessTokenAtom, shopper.access)
    store.set(app.session.refreshTokenAtom, shopper.refresh)

    backend.proxy.mode = 'unavailable'
    app.outbox.enqueueInteraction({ kind: 'like', target: 'coupon', targetId: coupon, liked: true }, store)
    await vi.waitFor(() => expect(store.get(app.outbox.outboxAtom)[0]?.attempts).toBe(1), { timeout: 10_000 })
    expect(store.get(app.outbox.outboxAtom)[0]!.nextAttemptAt).toBeGreaterThan(Date.now())

    backend.proxy.mode = 'forward'
    store.set(app.session.accessTokenAtom, 'revoked')
    store.set(app.session.refreshTokenAtom, 'revoked')
    store.set(app.outbox.outboxAtom, (queue) => queue.map((entry) => ({ ...entry, nextAttemptAt: 0 })))
    await app.outbox.replayOutbox(store)
    // The refused refresh signs the shopper out; the like waits in the queue.
    await vi.waitFor(() => expect(store.get(app.session.userAtom)).toBeNull(), { timeout: 10_000 })
    expect(store.get(app.session.userAtom)).toBeNull()
    expect(store.get(app.outbox.outboxAtom)).toHaveLength(1)

    // Logging in again sends what waited.
    expect(await app.session.logIn({ email: shopper.email, password: shopper.password }, store)).toBe(true)
    await vi.waitFor(() => expect(store.get(app.outbox.outboxAtom)).toEqual([]), { timeout: 10000 })
    expect(backend.db().prepare('SELECT COUNT(*) AS n FROM likes WHERE user_id = ?').get(shopper.id)).toEqual({ n: 1 })
    await disconnect()
  })
})
