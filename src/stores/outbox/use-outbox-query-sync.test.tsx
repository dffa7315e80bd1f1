import { act } from '@testing-library/react'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { NO_CHANGE } from './count-changes'
import { emitOutboxSending, emitOutboxSettled, onOutboxEvent } from './outbox-events'
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

  it('moves an answer that came while the request was out only if it still shows the counts of then', async () => {
    const { store, queryClient } = await renderWithRouter(<Sync />)
    queryClient.setQueryData(['deal', 'read first'], coupon(148), { updatedAt: 1000 })
    queryClient.setQueryData(['deal', 'read after'], coupon(148), { updatedAt: 1000 })
    act(() => emitOutboxSending(store, entry))
    // Both fetched again while the like was out: the server read one before the like, one after.
    queryClient.setQueryData(['deal', 'read first'], coupon(148), { updatedAt: 3000 })
    queryClient.setQueryData(['deal', 'read after'], coupon(149), { updatedAt: 3000 })

    act(() => emitOutboxSettled(store, { outcome: 'sent', entry, change: { ...NO_CHANGE, likes: 1 }, startedAt: 2000 }))

    expect(queryClient.getQueryData(['deal', 'read first'])).toEqual(coupon(149))
    expect(queryClient.getQueryState(['deal', 'read first'])?.dataUpdatedAt).toBe(3000)
    expect(queryClient.getQueryData(['deal', 'read after'])).toEqual(coupon(149))
  })

  it('hears a request leaving only while it listens', () => {
    const store = createStore()
    emitOutboxSending(store, entry)
    const heard: unknown[] = []
    const stop = onOutboxEvent(store, (event) => heard.push(event))
    emitOutboxSending(store, entry)
    stop()
    expect(heard).toEqual([{ outcome: 'sending', entry }])
  })

  it('hands over what the outbox sent before anyone listened, once', () => {
    const store = createStore()
    const event = { outcome: 'refused' as const, entry }
    emitOutboxSettled(store, event)
    const heard: unknown[] = []
    const stop = onOutboxEvent(store, (settled) => heard.push(settled))
    emitOutboxSettled(store, event)
    stop()
    onOutboxEvent(store, (settled) => heard.push(settled))
    expect(heard).toEqual([event, event])
  })
})
