import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, userAtom } from '@/stores/session/use-session'
import { refreshTokenAtom } from '@/stores/session/session'
import { config } from '@/lib/config'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch } from '@/test/stub-fetch'
import { AccountMenu } from './account-menu'
import { ToastHost } from './toast-host'

afterEach(() => vi.unstubAllGlobals())

describe('AccountMenu', () => {
  it('offers Sign Up and Log In as User, Rider or Business when signed out', async () => {
    await renderWithRouter(<AccountMenu />)
    const button = await screen.findByRole('button', { name: /account/i })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByRole('link', { name: 'Sign Up As User' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('link', { name: 'Log In As User' })).toHaveAttribute('href', '/login')
    for (const [name, href] of [
      ['Sign Up As Rider', config.riderSignupUrl],
      ['Sign Up As Business', config.businessSignupUrl],
      ['Log In As Rider', config.riderLoginUrl],
      ['Log In As Business', config.businessLoginUrl],
    ] as const) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull()
    // Orders are kept on the phone: there signed out too.
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders')
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account')
  })

  it('closes on an outside click and on Escape', async () => {
    await renderWithRouter(
      <>
        <p>Outside</p>
        <AccountMenu />
      </>,
    )
    const button = await screen.findByRole('button', { name: /account/i })
    await userEvent.click(button)
    await userEvent.click(screen.getByText('Outside'))
    expect(screen.queryByRole('link', { name: 'Sign Up As User' })).toBeNull()
    await userEvent.click(button)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('link', { name: 'Sign Up As User' })).toBeNull()
  })

  it('shows Logout when signed in, and logging out signs the shopper out', async () => {
    const { store } = await renderWithRouter(
      <>
        <ToastHost />
        <AccountMenu />
      </>,
    )
    act(() => store.set(userAtom, { id: 7, email: 'ada@example.ng', first_name: 'Ada' }))
    await userEvent.click(await screen.findByRole('button', { name: /ada/i }))
    expect(screen.queryByRole('link', { name: 'Sign Up As User' })).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    await expect.poll(() => store.get(userAtom)).toBeNull()
    expect(await screen.findByText('You are logged out.')).toBeInTheDocument()
  })

  it('says the shopper is logged out once the server has revoked the session', async () => {
    let release: ((response: Response) => void) | undefined
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)))
    const { store } = await renderWithRouter(
      <>
        <ToastHost />
        <AccountMenu />
      </>,
    )
    act(() => {
      store.set(userAtom, { id: 7, email: 'ada@example.ng', first_name: 'Ada' })
      store.set(accessTokenAtom, 'access-1')
      store.set(refreshTokenAtom, 'refresh-1')
    })
    await userEvent.click(await screen.findByRole('button', { name: /ada/i }))
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Logging out…' })).toBeDisabled()
    // The logout call goes out once this device's deal alerts have been ended (session-actions.ts).
    await expect.poll(() => release).toBeDefined()
    release?.(json({ detail: 'Logged out.' }))
    expect(await screen.findByText('You are logged out.')).toBeInTheDocument()
    expect(store.get(userAtom)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull()
  })

  it.each([
    [json({}, 400), 'Unable to log out. Please try again.'],
    [json({ message: 'Logging out is paused for maintenance.' }, 400), 'Logging out is paused for maintenance.'],
    // A server's developer words are not shown: the error catalogue's own failure words instead (docs/errors.md).
    [json({ message: 'Token is malformed.' }, 400), 'Unable to log out. Please try again.'],
    [json({}, 500), 'Internal Server Error - Try again later.'],
  ])('keeps a shopper the server refuses signed in, and says why (SPEC §8)', async (answer, message) => {
    stubFetch(() => answer.clone())
    const { store } = await renderWithRouter(
      <>
        <ToastHost />
        <AccountMenu />
      </>,
    )
    act(() => {
      store.set(userAtom, { id: 7, email: 'ada@example.ng', first_name: 'Ada' })
      store.set(accessTokenAtom, 'access-1')
      store.set(refreshTokenAtom, 'refresh-1')
    })
    await userEvent.click(await screen.findByRole('button', { name: /ada/i }))
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    // The error catalogue's words as they are (docs/errors.md), with what to do next when they do not say it.
    expect(await screen.findByText((text) => text.startsWith(message))).toHaveTextContent(/try again/i)
    expect(store.get(userAtom)).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled()
  })
})
