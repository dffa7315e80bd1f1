import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProxyMode } from './outage-proxy'
import { loadApp, startBackend, startDevice, type App, type Backend } from './support'

// A shopper's session, randomized: likes, unlikes and ratings interleaved with outages (the
// server stopped, the network refusing, answers lost after the server applied the request, 503s)
// and page reloads. At the end the network comes back and the server must hold exactly what
// the shopper last wanted: nothing lost, nothing applied twice.

vi.mock('@/lib/notify', () => ({ notify: async () => undefined }))

const ACTIONS = 240
const SEED = Number(process.env.OUTBOX_SEED ?? 20261123)

/** mulberry32: small, seeded, good enough to pick test steps. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Kind = 'coupon' | 'discount' | 'featured' | 'store'
type TargetRef = { target: Kind; id: number }

let backend: Backend
let app: App

beforeAll(async () => {
  backend = await startBackend()
  app = await loadApp(backend.apiBase)
})

afterAll(async () => {
  await backend.shutdown()
})

function counts(target: TargetRef): { likes: number; ratings: number } {
  const table = target.target === 'store' ? 'stores' : 'items'
  const row = backend.db().prepare(`SELECT likes_count, rating_count FROM ${table} WHERE id = ?`).get(target.id) as {
    likes_count: number
    rating_count: number
  }
  return { likes: row.likes_count, ratings: row.rating_count }
}

describe('the outbox under a randomized session', () => {
  it(`applies ${ACTIONS} likes, unlikes and ratings exactly once through outages and reloads`, async () => {
    const random = seededRandom(SEED)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
    const shopper = await backend.shopper('random')
    const db = backend.db()
    const ids = (kind: string, limit: number) =>
      (db.prepare('SELECT id FROM items WHERE kind = ? ORDER BY id LIMIT ?').all(kind, limit) as { id: number }[]).map(
        (row) => row.id,
      )
    const targets: TargetRef[] = [
      ...ids('coupon', 3).map((id) => ({ target: 'coupon' as const, id })),
      ...ids('discount', 3).map((id) => ({ target: 'discount' as const, id })),
      ...ids('featured', 2).map((id) => ({ target: 'featured' as const, id })),
      ...(db.prepare('SELECT id FROM stores ORDER BY id LIMIT 2').all() as { id: number }[]).map((row) => ({
        target: 'store' as const,
        id: row.id,
      })),
    ]
    const before = new Map(targets.map((t) => [`${t.target}:${t.id}`, counts(t)]))

    let device = await startDevice(app)
    device.store.set(app.session.userAtom, { id: shopper.id, email: shopper.email })
    device.store.set(app.session.accessTokenAtom, shopper.access)
    device.store.set(app.session.refreshTokenAtom, shopper.refresh)
    await app.activities.loadActivities(device.store)

    const wanted = { liked: new Map<string, boolean>(), rating: new Map<string, number>() }
    const tally = { likes: 0, unlikes: 0, ratings: 0, reloads: 0, serverStops: 0, networkModes: 0 }
    let serverUp = true
    const events: string[] = []
    const note = (text: string) => events.push(`${events.length} ${text} | proxy#${backend.proxy.log.length}`)

    for (let step = 0; step < ACTIONS; step += 1) {
      const roll = random()
      if (roll < 0.08) {
        // Reload: the page goes away mid-flight and a new one starts from IndexedDB.
        await device.disconnect()
        await app.persisted.persistedWritesSettled()
        device = await startDevice(app)
        tally.reloads += 1
        note('reload')
      } else if (roll < 0.13) {
        if (serverUp) await backend.stop()
        else await backend.start()
        serverUp = !serverUp
        note(serverUp ? 'server started' : 'server stopped')
        tally.serverStops += serverUp ? 0 : 1
      } else if (roll < 0.22) {
        const mode: ProxyMode = pick(['forward', 'forward', 'refuse', 'lose-answer', 'unavailable'])
        backend.proxy.mode = mode
        note(`network ${mode}`)
        tally.networkModes += 1
      }
      const target = pick(targets)
      const key = `${target.target}:${target.id}`
      if (random() < 0.55) {
        const liked = !(wanted.liked.get(key) ?? false)
        wanted.liked.set(key, liked)
        app.outbox.enqueueInteraction({ kind: 'like', target: target.target, targetId: target.id, liked }, device.store)
        tally[liked ? 'likes' : 'unlikes'] += 1
        note(`${key} liked=${liked}`)
      } else {
        const rating = 1 + Math.floor(random() * 5)
        wanted.rating.set(key, rating)
        app.outbox.enqueueInteraction(
          { kind: 'rating', target: target.target, targetId: target.id, rating },
          device.store,
        )
        tally.ratings += 1
        note(`${key} rating=${rating}`)
      }
      if (random() < 0.3) await new Promise((resolve) => setTimeout(resolve, 5))
    }

    // The network comes back for good; replay until the queue is empty.
    if (!serverUp) await backend.start()
    backend.proxy.mode = 'forward'
    let passes = 0
    for (; passes < 60 && device.store.get(app.outbox.outboxAtom).length > 0; passes += 1) {
      device.store.set(app.outbox.outboxAtom, (queue) => queue.map((entry) => ({ ...entry, nextAttemptAt: 0 })))
      const summary = await app.outbox.replayOutbox(device.store)
      if (summary.stopped === 'busy') await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(device.store.get(app.outbox.outboxAtom)).toEqual([])
    expect(device.store.get(app.outbox.droppedAtom)).toEqual([])

    const finalDb = backend.db()
    const likes = new Set(
      (
        finalDb.prepare('SELECT kind, target_id FROM likes WHERE user_id = ?').all(shopper.id) as {
          kind: string
          target_id: number
        }[]
      ).map((row) => `${row.kind}:${row.target_id}`),
    )
    const ratings = new Map(
      (
        finalDb.prepare('SELECT kind, target_id, rating FROM ratings WHERE user_id = ?').all(shopper.id) as {
          kind: string
          target_id: number
          rating: number
        }[]
      ).map((row) => [`${row.kind}:${row.target_id}`, row.rating]),
    )
    const wantedLikes = new Set([...wanted.liked].filter(([, liked]) => liked).map(([key]) => key))
    const keys = targets.map((t) => `${t.target}:${t.id}`)
    const lost = keys.filter(
      (key) => wantedLikes.has(key) !== likes.has(key) || wanted.rating.get(key) !== ratings.get(key),
    )
    // Doubled: a target whose counters moved by more than what this shopper now holds.
    const doubled = targets.filter((target) => {
      const key = `${target.target}:${target.id}`
      const start = before.get(key) as { likes: number; ratings: number }
      const end = counts(target)
      return (
        end.likes - start.likes !== (wantedLikes.has(key) ? 1 : 0) ||
        end.ratings - start.ratings !== (wanted.rating.has(key) ? 1 : 0)
      )
    })
    const applied = finalDb
      .prepare('SELECT COUNT(*) AS n FROM idempotency WHERE user_key = ?')
      .get(`user:${shopper.id}`) as { n: number }
    console.info(
      [
        `outbox randomized run (seed ${SEED}):`,
        `  actions ${ACTIONS}: ${tally.likes} likes, ${tally.unlikes} unlikes, ${tally.ratings} ratings`,
        `  outages: ${tally.serverStops} server stops, ${tally.networkModes} network changes, ${tally.reloads} reloads`,
        `  proxy saw: ${backend.proxy.counts.forward} forwarded, ${backend.proxy.counts.refuse} refused, ${backend.proxy.counts['lose-answer']} answers lost, ${backend.proxy.counts.unavailable} 503s`,
        `  server applied ${applied.n} distinct writes; final state ${likes.size} likes, ${ratings.size} ratings`,
        `  targets lost or wrong: ${lost.length}; targets doubled: ${doubled.length}; drained in ${passes} final passes`,
      ].join('\n'),
    )
    if (lost.length > 0 || doubled.length > 0) {
      console.info(`lost ${lost.join(', ')}\n${events.join('\n')}\n--- requests\n${backend.proxy.log.join('\n')}`)
    }
    expect(likes).toEqual(wantedLikes)
    expect(ratings).toEqual(wanted.rating)
    expect(lost).toEqual([])
    expect(doubled).toEqual([])
    await device.disconnect()
  })
})
