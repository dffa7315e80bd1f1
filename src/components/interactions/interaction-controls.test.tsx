import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, userAtom } from '@/stores/session/session'
import { SignInPromptSlot } from '@/components/sign-in-prompt'
import { offline, stubFetch } from '@/test/stub-fetch'
import { renderWithRouter } from '@/test/render-with-router'
import { LikeButton, RatingControl, SubscribeButton } from './interaction-controls'
import { startOutbox } from '@/stores/outbox/outbox'
import { watchNotify } from '@/test/watch-notify'

watchNotify()

afterEach(() => vi.unstubAllGlobals())

describe('interaction controls', () => {
  it('asks a signed-out shopper, in one prompt, to log in and come back to the same page', async () => {
    const sent = stubFetch(offline)
    await renderWithRouter(
      <>
        <LikeButton target="store" targetId={16} label="Jollof Republic" />
        <SubscribeButton storeId={16} label="Jollof Republic" />
        <SignInPromptSlot />
      </>,
      { path: '/store-front-details/jollof-republic' },
    )
    const like = await screen.findByRole('button', { name: /like jollof republic/i })
    await userEvent.click(like)
    await userEvent.click(like)
    const prompt = screen.getByRole('group', { name: 'Log in to like this store' })
    expect(prompt).toHaveFocus()
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fstore-front-details%2Fjollof-republic',
    )
    expect(like).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(screen.getByRole('button', { name: /subscribe to jollof republic/i }))
    expect(screen.getAllByRole('group', { name: /^Log in to / })).toHaveLength(1)
    expect(screen.getByRole('group', { name: 'Log in to subscribe to this store' })).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(sent).toEqual([])
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
