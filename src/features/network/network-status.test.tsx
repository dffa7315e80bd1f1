import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { userAtom } from '@/stores/session/session'
import { droppedAtom, outboxAtom } from '@/stores/outbox/outbox-atoms'
import type { OutboxAction, OutboxEntry } from '@/stores/outbox/outbox-queue'
import { clearPersistedAtoms } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { NetworkStatus } from './network-status'
import { sentSummary } from './sent-summary'
import { watchNotify } from '@/test/watch-notify'

const notify = watchNotify()

const at = new Date('2026-11-23T09:05:00').getTime()

function entry(action: OutboxAction, attempts = 1): OutboxEntry {
  const key = `${action.kind}:${action.target}:${action.targetId}`
  return { ...action, id: `id-${key}`, key, user: 7, createdAt: at, attempts, nextAttemptAt: at + 2000 }
}

const likeCoupon = entry({ kind: 'like', target: 'coupon', targetId: 41, liked: true })
const likeStore = entry({ kind: 'like', target: 'store', targetId: 3, liked: true })
const rateDiscount = entry({ kind: 'rating', target: 'discount', targetId: 9, rating: 4 })

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

beforeEach(async () => {
  await clearPersistedAtoms()
})
afterEach(() => vi.restoreAllMocks())

describe('the network status strip', () => {
  it('shows nothing while online with nothing waiting', async () => {
    await renderWithRouter(<NetworkStatus />)
    expect(screen.queryByTestId('network-status')).toBeNull()
  })

  it('shows a quiet status (not an alert) on the offline event and leaves on the online event', async () => {
    await renderWithRouter(<NetworkStatus />)
    act(() => setOnline(false))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('You are offline. Saved deals and your cart still work')
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => setOnline(true))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('believes a request that got no answer over navigator.onLine, until the next success', async () => {
    const { queryClient } = await renderWithRouter(<NetworkStatus />)
    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: ['down'],
          queryFn: () => Promise.reject(new ApiError('Failed to load stores', 'network')),
        })
        .catch(() => undefined),
    )
    expect(await screen.findByRole('status')).toHaveTextContent('GidiDeals can’t be reached right now.')
    await act(() => queryClient.fetchQuery({ queryKey: ['up'], queryFn: () => Promise.resolve(1) }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('ignores a request the server refused', async () => {
    const { queryClient } = await renderWithRouter(<NetworkStatus />)
    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['404'], queryFn: () => Promise.reject(new ApiError('Not found', 'http', 404)) })
        .catch(() => undefined),
    )
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('counts what waits to be sent and lists it, with refused actions and their reason', async () => {
    const { store } = await renderWithRouter(<NetworkStatus />)
    act(() => {
      store.set(userAtom, { id: 7, email: 'tola@example.ng' })
      store.set(outboxAtom, [likeCoupon, rateDiscount])
      store.set(droppedAtom, [{ entry: likeStore, message: 'Failed to like store', at }])
    })
    // A send failed for want of an answer: the server is out of reach, whatever the browser says.
    expect(await screen.findByRole('status')).toHaveTextContent('can’t be reached')
    await userEvent.click(screen.getByText('2 waiting to send'))
    const lists = screen.getAllByRole('list')
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Like · coupon #41.*09:05/),
      expect.stringMatching(/^Rating · discount #9.*09:05/),
    ])
    expect(within(lists[1]!).getByRole('listitem')).toHaveTextContent('Like · store #3 — Failed to like store')
    await userEvent.click(screen.getByRole('button', { name: 'Clear this list' }))
    expect(store.get(droppedAtom)).toEqual([])
  })

  it('says in one toast what went out once the waiting actions are sent', async () => {
    const { store } = await renderWithRouter(<NetworkStatus />)
    act(() => {
      store.set(userAtom, { id: 7, email: 'tola@example.ng' })
      store.set(outboxAtom, [likeCoupon, likeStore, rateDiscount])
    })
    await screen.findByText('3 waiting to send')
    act(() => store.set(outboxAtom, [rateDiscount]))
    expect(notify).not.toHaveBeenCalled()
    act(() => store.set(outboxAtom, []))
    expect(notify).toHaveBeenCalledWith('success', 'Sent 2 likes and 1 rating.')
    expect(screen.queryByTestId('network-status')).toBeNull()
  })
})

describe('sentSummary', () => {
  it('counts each kind in words', () => {
    expect(sentSummary([likeCoupon])).toBe('Sent 1 like.')
    expect(sentSummary([likeCoupon, likeStore, rateDiscount])).toBe('Sent 2 likes and 1 rating.')
    const unlike = entry({ kind: 'like', target: 'blog', targetId: 2, liked: false })
    const subscribe = entry({ kind: 'subscription', target: 'store', targetId: 3, subscribed: true })
    expect(sentSummary([unlike, rateDiscount, subscribe])).toBe('Sent 1 unlike, 1 rating and 1 subscription.')
    expect(sentSummary([])).toBe('')
  })
})
