import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserActivities } from '@/api/records'
import { accessTokenAtom, connectSessionToApi, userAtom } from '@/features/auth/session'
import { clearPersistedAtoms, type AppStore } from '@/lib/persisted-atom'
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

const stamp = { created_at: '2026-11-20', updated_at: '2026-11-20' }

function activities(id = 7, overrides: Partial<UserActivities> = {}): UserActivities {
  return {
    id,
    email: 'tola@example.ng',
    first_name: 'Tola',
    last_name: 'Adeyemi',
    username: 'tola',
    referral_count: 2,
    unique_referral_code: 'TOLA1',
    user_created_at: '2026-11-01',
    user_updated_at: '2026-11-01',
    coupon_likes: [],
    coupon_rating: [],
    discount_likes: [],
    discount_ratings: [],
    featureddeals_likes: [],
    featureddeals_ratings: [],
    liked_blogpost: [],
    liked_restaurants: [],
    rated_restaurants: [],
    subscribed_restaurants: [],
    ...overrides,
  }
}

describe('activity lists (SPEC §4 transitions)', () => {
  it('a like adds its record, a dislike removes it, a rating update replaces the record with the same id', () => {
    const liked = addRecord(activities(), 'coupon_likes', { id: 1, likes: 40, user: 7, ...stamp })
    expect(findLike(liked, 'coupon', 40)?.id).toBe(1)
    expect(findLike(removeRecord(liked, 'coupon_likes', 1), 'coupon', 40)).toBeUndefined()

    const rated = addRecord(activities(), 'discount_ratings', { id: 5, rating: 2, ratings: 9, user: 7, ...stamp })
    const updated = replaceRecord(rated, 'discount_ratings', { id: 5, rating: 4, ratings: 9, user: 7, ...stamp })
    expect(updated.discount_ratings).toHaveLength(1)
    expect(findRating(updated, 'discount', 9)?.rating).toBe(4)
    expect(rated.discount_ratings[0]?.rating).toBe(2) // inputs are not changed
  })
})

describe('activities loading', () => {
  let store: AppStore
  let answers: Array<() => Response>
  let disconnect: () => void

  beforeEach(async () => {
    await clearPersistedAtoms()
    store = createStore()
    answers = []
    disconnect = connectSessionToApi(store)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const next = answers.shift()
        if (!next) throw new TypeError('fetch failed')
        return next()
      }),
    )
  })
  afterEach(() => {
    disconnect()
    vi.unstubAllGlobals()
  })

  const ok = (body: unknown) => () => Response.json(body, { status: 200 })

  it('goes idle → pending → succeeded, and saves the list', async () => {
    store.set(userAtom, { id: 7, email: 'tola@example.ng' })
    store.set(accessTokenAtom, 'token')
    expect(store.get(activitiesStatusAtom)).toBe('idle')
    answers.push(ok(activities()))
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
    store.set(userActivitiesAtom, activities())
    let release: () => void = () => undefined
    const stale = activities()
    const fresh = activities(7, { coupon_likes: [{ id: 3, likes: 40, user: 7, ...stamp }] })
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementationOnce(
          () => new Promise<Response>((resolve) => (release = () => resolve(Response.json(stale)))),
        )
        .mockImplementationOnce(async () => Response.json(fresh)),
    )
    const loading = loadActivities(store)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    updateActivities(store, (current) => addRecord(current, 'coupon_likes', { id: 3, likes: 40, user: 7, ...stamp }))
    release()
    expect(await loading).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(store.get(userActivitiesAtom)?.coupon_likes.map((like) => like.id)).toEqual([3])
  })

  it('loads for a present user, forgets the saved activities on logout, and loads the next user', async () => {
    store.set(userAtom, { id: 7, email: 'tola@example.ng' })
    answers.push(ok(activities()))
    const stop = startActivities(store)
    await vi.waitFor(() => expect(store.get(activitiesStatusAtom)).toBe('succeeded'))

    store.set(userAtom, null)
    expect(store.get(userActivitiesAtom)).toBeNull()
    expect(store.get(activitiesStatusAtom)).toBe('idle')
    expect(activitiesConfirmed(store)).toBe(false)

    answers.push(ok(activities(8)))
    store.set(userAtom, { id: 8, email: 'ada@example.ng' })
    await vi.waitFor(() => expect(store.get(userActivitiesAtom)?.id).toBe(8))
    stop()
  })
})
