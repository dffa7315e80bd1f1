import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startBackend, type Backend } from './support'

// The service worker's Background Sync with no page open (docs/history.md#issue-7): the outbox is replayed
// straight from IndexedDB (idb-keyval's default store, here fake-indexeddb) against the real
// reference server, through real outages — the server stopped, the answer lost after the
// server applied the request — and each wish reaches the server exactly once.

vi.mock('@/lib/notify', () => ({ notify: async () => undefined }))

let backend: Backend
let worker: typeof import('@/stores/outbox/outbox-storage-replay')
let queue: typeof import('@/stores/outbox/outbox-queue')
let idb: typeof import('idb-keyval')

beforeAll(async () => {
  backend = await startBackend()
  vi.stubEnv('VITE_API_BASE_URL', backend.apiBase)
  ;[worker, queue, idb] = await Promise.all([
    import('@/stores/outbox/outbox-storage-replay'),
    import('@/stores/outbox/outbox-queue'),
    import('idb-keyval'),
  ])
})

afterAll(async () => {
  await backend.shutdown()
})

const storage = () => ({
  get: (key: string) => idb.get(key),
  set: (key: string, value: unknown) => idb.set(key, value),
})

/** Far enough ahead that every back-off has passed. */
const later = () => Date.now() + 60 * 60 * 1000

function itemCounts(id: number): { likes: number; ratings: number } {
  const row = backend.db().prepare('SELECT likes_count, rating_count FROM items WHERE id = ?').get(id) as {
    likes_count: number
    rating_count: number
  }
  return { likes: row.likes_count, ratings: row.rating_count }
}

async function signedInDevice(prefix: string) {
  await idb.clear()
  const shopper = await backend.shopper(prefix)
  await idb.setMany([
    ['user', { id: shopper.id, email: shopper.email }],
    ['access', shopper.access],
    ['refresh', shopper.refresh],
  ])
  return shopper
}

function couponIds(count: number): number[] {
  return (
    backend.db().prepare("SELECT id FROM items WHERE kind = 'coupon' ORDER BY id LIMIT ?").all(count) as {
      id: number
    }[]
  ).map((row) => row.id)
}

let ids = 0
const newId = () => `worker-${Date.now()}-${(ids += 1)}`

describe('the worker replays the stored outbox with no page open', () => {
  it('sends a like and a rating queued offline once the server is back, each exactly once', async () => {
    const shopper = await signedInDevice('worker-sync')
    const [liked, rated] = couponIds(2) as [number, number]
    const before = { liked: itemCounts(liked), rated: itemCounts(rated) }
    let entries = queue.enqueue(
      [],
      { kind: 'like', target: 'coupon', targetId: liked, liked: true },
      shopper.id,
      0,
      newId,
    )
    entries = queue.enqueue(
      entries,
      { kind: 'rating', target: 'coupon', targetId: rated, rating: 4 },
      shopper.id,
      0,
      newId,
    )
    await idb.set('outbox', entries)

    // A sync fires while the server is still down: nothing is lost, the pass reports offline.
    await backend.stop()
    const announced: string[] = []
    const offline = await worker.replayFromStorage({ storage: storage(), announce: (key) => announced.push(key) })
    expect(offline.stopped).toBe('offline')
    const stored = (await idb.get('outbox')) as { attempts: number; inDoubt?: boolean }[]
    expect(stored).toHaveLength(2)
    expect(stored[0]?.attempts).toBe(1)
    expect(announced).toContain('outbox')

    // The network is back; the browser fires the sync again.
    await backend.start()
    const summary = await worker.replayFromStorage({ storage: storage(), now: later })
    expect(summary).toEqual({ sent: 2, skipped: 0, dropped: 0 })
    expect(await idb.get('outbox')).toEqual([])
    expect(itemCounts(liked)).toEqual({ likes: before.liked.likes + 1, ratings: before.liked.ratings })
    expect(itemCounts(rated)).toEqual({ likes: before.rated.likes, ratings: before.rated.ratings + 1 })
    // The activities the page will show are saved, read back from the server.
    const activities = (await idb.get('userActivities')) as { id: number; coupon_rating: { rating: number }[] }
    expect(activities.id).toBe(shopper.id)
    expect(activities.coupon_rating.map((record) => record.rating)).toEqual([4])

    // Another sync finds nothing to do.
    expect(await worker.replayFromStorage({ storage: storage(), now: later })).toEqual({
      sent: 0,
      skipped: 0,
      dropped: 0,
    })
    expect(itemCounts(liked).likes).toBe(before.liked.likes + 1)
  })

  it('does not apply a like twice when the answer was lost after the server applied it', async () => {
    const shopper = await signedInDevice('worker-lost')
    const [, , liked] = couponIds(3) as [number, number, number]
    const before = itemCounts(liked)
    await idb.set(
      'outbox',
      queue.enqueue([], { kind: 'like', target: 'coupon', targetId: liked, liked: true }, shopper.id, 0, newId),
    )

    // The activities arrive; then the signal goes: the like reaches the server, its answer not.
    const loseAnswersFromNowOn = (key: string) => {
      if (key === 'userActivities') backend.proxy.mode = 'lose-answer'
    }
    try {
      const lost = await worker.replayFromStorage({ storage: storage(), announce: loseAnswersFromNowOn })
      expect(lost.stopped).toBe('offline')
    } finally {
      backend.proxy.mode = 'forward'
    }
    expect(itemCounts(liked).likes).toBe(before.likes + 1)
    expect(((await idb.get('outbox')) as { inDoubt?: boolean }[])[0]?.inDoubt).toBe(true)

    const summary = await worker.replayFromStorage({ storage: storage(), now: later })
    expect(summary).toEqual({ sent: 0, skipped: 1, dropped: 0 })
    expect(await idb.get('outbox')).toEqual([])
    expect(itemCounts(liked).likes).toBe(before.likes + 1)
  })

  it('refreshes a rejected access token and saves the rotated tokens', async () => {
    const shopper = await signedInDevice('worker-refresh')
    const [, , , liked] = couponIds(4) as [number, number, number, number]
    const before = itemCounts(liked)
    await idb.set('access', 'expired-or-garbage')
    await idb.set(
      'outbox',
      queue.enqueue([], { kind: 'like', target: 'coupon', targetId: liked, liked: true }, shopper.id, 0, newId),
    )

    const summary = await worker.replayFromStorage({ storage: storage() })
    expect(summary.sent).toBe(1)
    expect(itemCounts(liked).likes).toBe(before.likes + 1)
    const access = await idb.get('access')
    expect(typeof access).toBe('string')
    expect(access).not.toBe('expired-or-garbage')
    expect(typeof (await idb.get('refresh'))).toBe('string')
  })

  it('does nothing for a signed-out device, and leaves other shoppers’ entries alone', async () => {
    await idb.clear()
    const [liked] = couponIds(1) as [number]
    const entries = queue.enqueue([], { kind: 'like', target: 'coupon', targetId: liked, liked: true }, 999, 0, newId)
    await idb.set('outbox', entries)
    expect((await worker.replayFromStorage({ storage: storage() })).stopped).toBe('signed-out')
    expect(await idb.get('outbox')).toEqual(entries)
  })

  it('shares the outbox lock with the page: while one replays, the other reports busy', async () => {
    const replayer = await import('@/stores/outbox/outbox-replayer')
    let release: () => void = () => undefined
    const held = replayer.underOutboxLock(
      () => new Promise<string>((resolve) => (release = () => resolve('page'))),
      'busy',
    )
    expect((await worker.replayFromStorage({ storage: storage() })).stopped).toBe('busy')
    release()
    expect(await held).toBe('page')
  })
})
