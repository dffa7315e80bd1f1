import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { userAtom } from '@/features/auth/use-session'
import { config } from '@/lib/config'
import { renderWithRouter } from '@/test/render-with-router'
import { AccountMenu } from './account-menu'

describe('AccountMenu', () => {
  it('offers Sign Up and Log In as User, Rider or Business when signed out', async () => {
    await renderWithRouter(<AccountMenu />)
    const button = await screen.findByRole('button', { name: /account/i })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Sign Up As User' })).toHaveAttribute('href', '/signup')
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
    const { store } = await renderWithRouter(<AccountMenu />)
    act(() => store.set(userAtom, { id: 7, email: 'ada@example.ng', first_name: 'Ada' }))
    await userEvent.click(await screen.findByRole('button', { name: /ada/i }))
    expect(screen.queryByRole('link', { name: 'Sign Up As User' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    await expect.poll(() => store.get(userAtom)).toBeNull()
  })
})
