import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, userAtom } from '@/features/auth/session'
import { offline, stubFetch } from '@/test/stub-fetch'
import { renderWithRouter } from '@/test/render-with-router'
import { LikeButton, RatingControl, SubscribeButton } from './interaction-controls'
import { startOutbox } from './outbox'

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => undefined) }))

afterEach(() => vi.unstubAllGlobals())

describe('interaction controls', () => {
  it('asks a signed-out shopper to log in and come back to the same page', async () => {
    stubFetch(offline)
    await renderWithRouter(<LikeButton target="coupon" targetId={41} label="20% off Jollof rice" />, {
      path: '/coupon-detail/41',
    })
    await userEvent.click(await screen.findByRole('button', { name: /like 20% off jollof rice/i }))
    expect(screen.getByRole('alert')).toHaveTextContent('User is required.')
    const login = screen.getByRole('link', { name: 'Log in' })
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fcoupon-detail%2F41')
  })

  it('shows a like, a rating and a subscription at once, saved to send when online', async () => {
    stubFetch(offline)
    const { store } = await renderWithRouter(
      <>
        <LikeButton target="coupon" targetId={41} label="Jollof" />
        <RatingControl target="coupon" targetId={41} label="Jollof" />
        <SubscribeButton storeId={3} label="Mama Put" />
      </>,
    )
    // Started (and stopped below) so no retry timer outlives the test.
    const stopOutbox = startOutbox(store)
    act(() => {
      store.set(userAtom, { id: 7, email: 'tola@example.ng' })
      store.set(accessTokenAtom, 'token')
    })
    const like = await screen.findByRole('button', { name: /like jollof/i })
    await userEvent.click(like)
    expect(like).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: /subscribe to mama put/i }))
    expect(screen.getByRole('button', { name: /subscribed to mama put/i })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByText('Saved — will send when you are online')).toHaveLength(3)
    stopOutbox()
  })
})
