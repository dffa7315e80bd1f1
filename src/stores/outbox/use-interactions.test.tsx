import { act, renderHook } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ValidationError } from '@/api/errors'
import { accessTokenAtom, connectSessionToApi, userAtom } from '@/stores/session/session'
import { clearPersistedAtoms, type AppStore } from '@/stores/persisted-atom'
import { offline, stubFetch } from '@/test/stub-fetch'
import { startOutbox } from './outbox'
import { useLike, useOutbox, useRating } from './use-interactions'
import { watchNotify } from '@/test/watch-notify'

// What the shopper sees: a tap shows at once, marked as waiting while the network is away.

watchNotify()

let store: AppStore
let disconnect: () => void
let stopOutbox: () => void

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>
}

beforeEach(async () => {
  await clearPersistedAtoms()
  store = createStore()
  disconnect = connectSessionToApi(store)
  stopOutbox = startOutbox(store)
  // The network is down for this whole file.
  stubFetch(offline)
})
afterEach(() => {
  stopOutbox()
  disconnect()
  vi.unstubAllGlobals()
})

describe('interaction hooks', () => {
  it('refuses to like without a signed-in shopper, with the spec message', () => {
    const { result } = renderHook(() => useLike('coupon', 41), { wrapper })
    expect(result.current.signedIn).toBe(false)
    expect(() => result.current.toggle()).toThrow(new ValidationError('User is required.'))
    expect(renderHook(() => useOutbox(), { wrapper }).result.current.waitingCount).toBe(0)
  })

  it('shows a like and a rating at once, waiting, and coalesces taps offline', async () => {
    store.set(userAtom, { id: 7, email: 'tola@example.ng' })
    store.set(accessTokenAtom, 'token')
    const like = renderHook(() => useLike('coupon', 41), { wrapper })
    const rating = renderHook(() => useRating('discount', 9), { wrapper })
    const outbox = renderHook(() => useOutbox(), { wrapper })

    act(() => like.result.current.toggle())
    expect(like.result.current).toMatchObject({ liked: true, waiting: true })
    act(() => rating.result.current.rate(3))
    act(() => rating.result.current.rate(5))
    expect(rating.result.current).toMatchObject({ rating: 5, waiting: true })
    expect(outbox.result.current.waitingCount).toBe(2)

    // Unliking before anything was sent leaves a wish the server already meets.
    act(() => like.result.current.toggle())
    expect(like.result.current.liked).toBe(false)
    await vi.waitFor(() => expect(outbox.result.current.replaying).toBe(false))
    expect(outbox.result.current.dropped).toEqual([])
    expect(() => rating.result.current.rate(6)).toThrow('Rating is required.')
  })
})
