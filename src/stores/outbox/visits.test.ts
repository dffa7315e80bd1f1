import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearPersistedAtoms, persistedWritesSettled, type AppStore } from '@/stores/persisted-atom'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { recordStoreVisit, sendVisits, stopVisitRetries, visitsAtom } from './visits'

let store: AppStore
beforeEach(() => {
  store = createStore()
})
afterEach(async () => {
  stopVisitRetries(store)
  vi.unstubAllGlobals()
  await persistedWritesSettled()
  await clearPersistedAtoms()
})

const recorded = { id: 1, item_id: 16, interaction_type: 'view' }

describe('recordStoreVisit', () => {
  it("posts SPEC §7's store interaction once per visit, with an Idempotency-Key", async () => {
    const sent = stubFetch(() => json(recorded, 201))
    await recordStoreVisit(16, store)
    await recordStoreVisit(16, store)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/beta/gidideals/interactions/record-interaction',
      body: { item_id: 16, interaction_type: 'view' },
    })
    expect(sent[0]?.headers.get('Idempotency-Key')).toEqual(expect.any(String))
    expect(store.get(visitsAtom).queue).toEqual([])
  })

  it('keeps a visit made offline and sends it, with the same key, once the network is back', async () => {
    let online = false
    const sent = stubFetch(() => (online ? json(recorded, 201) : offline()))
    await recordStoreVisit(16, store)
    expect(store.get(visitsAtom).queue).toHaveLength(1)
    const [waiting] = store.get(visitsAtom).queue
    expect(waiting?.attempts).toBe(1)

    online = true
    store.set(visitsAtom, (visits) => ({
      ...visits,
      queue: visits.queue.map((entry) => ({ ...entry, nextAttemptAt: 0 })),
    }))
    await sendVisits(store)
    expect(store.get(visitsAtom).queue).toEqual([])
    expect(sent).toHaveLength(2)
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(sent[0]?.headers.get('Idempotency-Key'))
  })

  it('backs off a server failure, and drops a visit the server refuses without telling the shopper', async () => {
    stubFetch(() => json({ message: 'down' }, 503))
    await recordStoreVisit(16, store)
    expect(store.get(visitsAtom).queue).toHaveLength(1)

    stubFetch(() => json({ message: 'Interaction type is required.' }, 400))
    store.set(visitsAtom, (visits) => ({
      ...visits,
      queue: visits.queue.map((entry) => ({ ...entry, nextAttemptAt: 0 })),
    }))
    await sendVisits(store)
    expect(store.get(visitsAtom).queue).toEqual([])
  })

  it('never rejects: the page that records a visit is never held up by it', async () => {
    stubFetch(offline)
    await expect(recordStoreVisit(17, store)).resolves.toBeUndefined()
  })
})
