import { act } from '@testing-library/react'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { NO_CHANGE } from './count-changes'
import { emitOutboxSettled, onOutboxSettled } from './outbox-events'
import type { OutboxEntry } from './outbox-queue'
import { useOutboxQuerySync } from './use-outbox-query-sync'

function Sync() {
  useOutboxQuerySync()
  return null
}

const entry: OutboxEntry = {
  kind: 'like',
  target: 'coupon',
  targetId: 3,
  liked: true,
  id: 'e1',
  key: 'like:coupon:3',
  user: 7,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
}
const coupon = (likes: number) => ({ data: { results: { id: 3, kind: 'coupon', likes_count: likes } } })

describe('useOutboxQuerySync', () => {
  it('moves answers cached before the like left, keeps their fetch time, and marks every copy stale', async () => {
    const { store, queryClient } = await renderWithRouter(<Sync />)
    queryClient.setQueryData(['deal', 'old'], coupon(148), { updatedAt: 1000 })
    queryClient.setQueryData(['deal', 'new'], coupon(149), { updatedAt: 3000 })
    queryClient.setQueryData(['other'], { data: { results: { id: 3, kind: 'discount', likes_count: 5 } } })

    act(() => emitOutboxSettled(store, { outcome: 'sent', entry, change: { ...NO_CHANGE, likes: 1 }, startedAt: 2000 }))

    expect(queryClient.getQueryData(['deal', 'old'])).toEqual(coupon(149))
    expect(queryClient.getQueryState(['deal', 'old'])?.dataUpdatedAt).toBe(1000)
    // Fetched after the like left: it may count it already, so it is only fetched again.
    expect(queryClient.getQueryData(['deal', 'new'])).toEqual(coupon(149))
    expect(queryClient.getQueryState(['deal', 'old'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['deal', 'new'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['other'])?.isInvalidated).toBe(false)
  })

  it('hands over what the outbox sent before anyone listened, once', () => {
    const store = createStore()
    const event = { outcome: 'refused' as const, entry }
    emitOutboxSettled(store, event)
    const heard: unknown[] = []
    const stop = onOutboxSettled(store, (settled) => heard.push(settled))
    emitOutboxSettled(store, event)
    stop()
    onOutboxSettled(store, (settled) => heard.push(settled))
    expect(heard).toEqual([event, event])
  })
})
