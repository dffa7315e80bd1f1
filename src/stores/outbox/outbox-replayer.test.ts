import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserActivities } from '@contract/records'
import { stamp, userActivities } from '@/test/fixtures'
import { empty, json, offline, stubFetch } from '@/test/stub-fetch'
import { connectTokensForEachTest } from '@/test/session'
import { enqueue, type OutboxAction, type OutboxEntry } from './outbox-queue'
import { replayOnce, type DroppedEntry, type ReplayDeps, type SentResult } from './outbox-replayer'

// The replayer against a stubbed network: each answer the server could give, and what the
// queue looks like afterwards. Only fetch is stubbed; the queue lives in plain arrays here.

const USER = 7

type Answer = { status: number; body?: unknown } | 'offline'

/** Answers requests by "METHOD path" (path without the /beta base) from `routes`; records what was sent. */
function stubServer(routes: Record<string, Answer | (() => Answer)>) {
  return stubFetch((request) => {
    const route = routes[`${request.method} ${request.path.replace(/^\/beta/, '')}`]
    const answer = typeof route === 'function' ? route() : route
    if (!answer) return json({ message: 'The requested resource was not found.' }, 404)
    if (answer === 'offline') return offline()
    return answer.body === undefined ? empty(answer.status) : json(answer.body, answer.status)
  })
}

function harness(actions: OutboxAction[], start: UserActivities | null = userActivities(), confirmed = true) {
  let counter = 0
  const state = {
    queue: actions.reduce<OutboxEntry[]>((q, a) => enqueue(q, a, USER, 0, () => `key-${++counter}`), []),
    activities: start,
    confirmed,
    applied: [] as SentResult[],
    dropped: [] as DroppedEntry[],
    loads: 0,
    loadSucceeds: true,
  }
  const deps: ReplayDeps = {
    queue: () => state.queue,
    remove: (id) => (state.queue = state.queue.filter((entry) => entry.id !== id)),
    reschedule: (failed, attempts, nextAttemptAt) =>
      (state.queue = state.queue.map((entry) =>
        entry.id === failed.id ? { ...entry, attempts, nextAttemptAt, inDoubt: true } : entry,
      )),
    markSending: (sending) =>
      (state.queue = state.queue.map((entry) => (entry.id === sending.id ? { ...entry, inDoubt: true } : entry))),
    settleDoubts: () => (state.queue = state.queue.map(({ inDoubt: _settled, ...entry }) => entry)),
    currentUser: () => USER,
    activities: () => state.activities,
    activitiesConfirmed: () => state.confirmed,
    loadActivities: async () => {
      state.loads += 1
      if (state.loadSucceeds) state.confirmed = true
      return state.loadSucceeds
    },
    applied: (_entry, result) => state.applied.push(result),
    dropped: (dropped) => state.dropped.push(dropped),
    now: () => 1_000_000,
  }
  return { state, deps }
}

connectTokensForEachTest('access-token')
afterEach(() => vi.unstubAllGlobals())

const like = (targetId: number, liked = true): OutboxAction => ({ kind: 'like', target: 'coupon', targetId, liked })
const likeRecord = (id: number, likes: number) => ({ id, likes, user: USER, ...stamp })

describe('replayOnce', () => {
  it('sends each wish once with its idempotency key and applies the answers', async () => {
    const sent = stubServer({
      'POST /coupon-like/likes-create': { status: 201, body: likeRecord(50, 1) },
      'POST /discount-rating/rating-create': {
        status: 201,
        body: { id: 60, rating: 4, ratings: 2, user: USER, ...stamp },
      },
    })
    const { state, deps } = harness([like(1), { kind: 'rating', target: 'discount', targetId: 2, rating: 4 }])
    const keys = state.queue.map((entry) => entry.id)
    expect(await replayOnce(deps)).toEqual({ sent: 2, skipped: 0, dropped: 0 })
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual(keys)
    expect(state.queue).toEqual([])
    expect(state.applied.map((result) => result.call)).toEqual(['like', 'rate'])
  })

  it('stops the pass when the network is down and backs the entry off, marked in doubt', async () => {
    const sent = stubServer({ 'POST /coupon-like/likes-create': 'offline' })
    const { state, deps } = harness([like(1), like(2)])
    expect(await replayOnce(deps)).toMatchObject({ sent: 0, stopped: 'offline' })
    expect(sent).toHaveLength(1)
    expect(state.queue[0]).toMatchObject({ attempts: 1, inDoubt: true })
    expect(state.queue[0]!.nextAttemptAt).toBeGreaterThan(1_000_000)
    expect(state.queue[1]).toMatchObject({ attempts: 0 })
  })

  it('backs off an entry the server fails with 5xx and goes on with the others', async () => {
    stubServer({
      'POST /coupon-like/likes-create': { status: 503, body: { message: 'busy' } },
      'POST /discount-like/likes-create': { status: 201, body: likeRecord(51, 2) },
    })
    const { state, deps } = harness([like(1), { kind: 'like', target: 'discount', targetId: 2, liked: true }])
    expect(await replayOnce(deps)).toEqual({ sent: 1, skipped: 0, dropped: 0 })
    expect(state.queue).toHaveLength(1)
    expect(state.queue[0]).toMatchObject({ targetId: 1, attempts: 1 })
  })

  it('drops what the server refuses with a 4xx and reports it with the spec message', async () => {
    stubServer({ 'POST /coupon-like/likes-create': { status: 400, body: { message: 'Coupon has expired.' } } })
    const { state, deps } = harness([like(1)])
    expect(await replayOnce(deps)).toEqual({ sent: 0, skipped: 0, dropped: 1 })
    expect(state.queue).toEqual([])
    expect(state.dropped.map((d) => d.message)).toEqual(['Error liking coupon: Coupon has expired.'])
  })

  it('stops on 401 and keeps the queue for the next login', async () => {
    stubServer({ 'POST /coupon-like/likes-create': { status: 401, body: { message: 'Token is invalid or expired' } } })
    const { state, deps } = harness([like(1)])
    expect(await replayOnce(deps)).toMatchObject({ stopped: 'unauthorized' })
    expect(state.queue).toHaveLength(1)
    expect(state.dropped).toEqual([])
  })

  it('counts a removal whose record is already gone as done', async () => {
    stubServer({})
    const { state, deps } = harness([like(1, false)], userActivities({ coupon_likes: [likeRecord(90, 1)] }))
    expect(await replayOnce(deps)).toEqual({ sent: 0, skipped: 1, dropped: 0 })
    expect(state.queue).toEqual([])
  })

  it('re-reads restored activities before trusting them, and stops offline if it cannot', async () => {
    const sent = stubServer({})
    const liked = userActivities({ coupon_likes: [likeRecord(90, 1)] })
    const { state, deps } = harness([like(1)], liked, false)
    state.loadSucceeds = false
    expect(await replayOnce(deps)).toMatchObject({ stopped: 'offline' })
    expect(state.queue).toHaveLength(1)
    state.loadSucceeds = true
    state.queue = state.queue.map((entry) => ({ ...entry, nextAttemptAt: 0 }))
    expect(await replayOnce(deps)).toEqual({ sent: 0, skipped: 1, dropped: 0 })
    expect(state.loads).toBe(2)
    expect(sent).toEqual([])
  })
})
