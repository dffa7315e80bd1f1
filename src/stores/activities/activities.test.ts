import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, connectSessionToApi, userAtom } from '@/stores/session/session'
import { clearPersistedAtoms, type AppStore } from '@/stores/persisted-atom'
import { stamp, userActivities } from '@/test/fixtures'
import { json, offline, stubFetch, type SentRequest } from '@/test/stub-fetch'
import {
  activitiesConfirmed,
  activitiesErrorAtom,
  activitiesStatusAtom,
  loadActivities,
  startActivities,
  updateActivities,
  userActivitiesAtom,
} from './activities'
import { addRecord, findLike, findRating, removeRecord, replaceRecord } from './activity-lists'

describe('activity lists (SPEC §4 transitions)', () => {
  it('a like adds its record, a dislike removes it, a rating update replaces the record with the same id', () => {
    const liked = addRecord(userActivities(), 'coupon_likes', { id: 1, likes: 40, user: 7, ...stamp })
    expect(findLike(liked, 'coupon', 40)?.id).toBe(1)
    expect(findLike(removeRecord(liked, 'coupon_likes', 1), 'coupon', 40)).toBeUndefined()

    const rated = addRecord(userActivities(), 'discount_ratings', { id: 5, rating: 2, ratings: 9, user: 7, ...stamp })
    const updated = replaceRecord(rated, 'discount_ratings', { id: 5, rating: 4, ratings: 9, user: 7, ...stamp })
    expect(updated.discount_ratings).toHaveLength(1)
    expect(findRating(updated, 'discount', 9)?.rating).toBe(4)
    expect(rated.discount_ratings[0]?.rating).toBe(2) // inputs are not changed
  })
})

describe('activities loading', () => {
  let store: AppStore
  let answers: Array<() => Response | Promise<Response>>
  let sent: SentRequest[]
  let disconnect: () => void

  beforeEach(async () => {
    await clearPersistedAtoms()
    store = createStore()
    answers = []
    disconnect = connectSessionToApi(store)
    sent = stubFetch(() => answers.shift()?.() ?? offline())
  })
  afterEach(() => {
    disconnect()
    vi.unstubAllGlobals()
  })

  const ok = (body: unknown) => () => json(body)

  it('goes idle → pending → succeeded, and saves the list', async () => {
    store.set(userAtom, { id: 7, email: 'tola@example.ng' })
    store.set(accessTokenAtom, 'token')
    expect(store.get(activitiesStatusAtom)).toBe('idle')
    answers.push(ok(userActivities({ referral_count: 2 })))
    const loading = loadActivities(store)
    expect(store.get(activitiesStatusAtom)).toBe('pending')
    expect(await loading).toBe(true)
    expect(store.get(activitiesStatusAtom)).toBe('succeeded')
    expect(store.get(userActivitiesAtom)?.referral_count).toBe(2)
    expect(activitiesConfirmed(store)).toBe(true)
  })

  it('fails with the spec messages', async () => {
    store.set(userAtom, { id: 7, email: 'tola@example.ng' })
    expect(await loadActivities(store)).toBe(false)
    expect(store.get(activitiesStatusAtom)).toBe('failed')
    expect(store.get(activitiesErrorAtom)).toBe('Error fetching user activities')
    answers.push(ok({ id: 7 }))
    await loadActivities(store)
    expect(store.get(activitiesErrorAtom)).toBe('Failed to fetch user activities')
  })

  it('does not save an answer that may predate a change the server just confirmed', async () => {
    store.set(userAtom, { id: 7, email: 'tola@example.ng' })
    store.set(userActivitiesAtom, userActivities())
    let release: () => void = () => undefined
    const stale = userActivities()
    const fresh = userActivities({ coupon_likes: [{ id: 3, likes: 40, user: 7, ...stamp }] })
    answers.push(
      () => new Promise<Response>((resolve) => (release = () => resolve(json(stale)))),
      () => json(fresh),
    )
    const loading = loadActivities(store)
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    updateActivities(store, (current) => addRecord(current, 'coupon_likes', { id: 3, likes: 40, user: 7, ...stamp }))
    release()
    expect(await loading).toBe(true)
    expect(sent).toHaveLength(2)
    expect(store.get(userActivitiesAtom)?.coupon_likes.map((like) => like.id)).toEqual([3])
  })

  it('loads for a present user, forgets the saved activities on logout, and loads the next user', async () => {
    store.set(userAtom, { id: 7, email: 'tola@example.ng' })
    answers.push(ok(userActivities()))
    const stop = startActivities(store)
    await vi.waitFor(() => expect(store.get(activitiesStatusAtom)).toBe('succeeded'))

    store.set(userAtom, null)
    expect(store.get(userActivitiesAtom)).toBeNull()
    expect(store.get(activitiesStatusAtom)).toBe('idle')
    expect(activitiesConfirmed(store)).toBe(false)

    answers.push(ok(userActivities({ id: 8 })))
    store.set(userAtom, { id: 8, email: 'ada@example.ng' })
    await vi.waitFor(() => expect(store.get(userActivitiesAtom)?.id).toBe(8))
    stop()
  })
})
