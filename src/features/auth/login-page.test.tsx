import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/test/stub-fetch'
import { renderWithRouter } from '@/test/render-with-router'
import { handoff } from '@/components/account-form/account-handoff'
import { renderAccountPage } from './account-test-utils'
import { LoginPage } from './login-page'
import { safeRedirect, validateLoginSearch } from '@/lib/links/safe-redirect'

afterEach(() => vi.unstubAllGlobals())

describe('safeRedirect', () => {
  it('returns only paths inside the app', () => {
    expect(safeRedirect('/coupon-detail/4?x=1')).toBe('/coupon-detail/4?x=1')
    for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil', undefined, 7]) {
      expect(safeRedirect(bad)).toBe('/near-me')
    }
    expect(validateLoginSearch({ redirect: '//evil.example' })).toEqual({})
    expect(validateLoginSearch({ redirect: '/marketplace' })).toEqual({ redirect: '/marketplace' })
  })

  it("replaces an unsafe redirect when laid over the URL's search (as the router does)", () => {
    const url = { redirect: '//evil.example' }
    expect({ ...url, ...validateLoginSearch(url) }).toStrictEqual({ redirect: undefined })
  })
})

describe('LoginPage', () => {
  it('says what is missing before sending anything', async () => {
    const sent = stubFetch(() => json({}))
    await renderWithRouter(<LoginPage />, { route: '/login' })
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Password is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it("shows the server's message, or 'Login failed', and goes where the shopper came from on success", async () => {
    let answer = json({ message: 'Invalid email or password' }, 401)
    stubFetch(() => answer)
    const { router } = await renderWithRouter(<LoginPage />, {
      route: '/login',
      path: '/login?redirect=%2Fcoupon-detail%2F41',
    })
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.ng')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const refusal = await screen.findByRole('alert')
    expect(refusal).toHaveTextContent('Invalid email or password')
    expect(refusal).toHaveTextContent(/^You’re not signed in yet/)
    // Beside the server's words, what to do next.
    expect(screen.getByRole('alert')).toHaveTextContent('Check the email and password, or tap Forgot password?')

    answer = json({}, 500)
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')

    answer = json({ access: 'a', refresh: 'r', user: { id: 7, email: 'ada@example.ng', first_name: 'Ada' } })
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/coupon-detail/41'))
  })

  it('starts each attempt afresh: a refusal is not shown again beside a new missing field', async () => {
    stubFetch(() => json({ message: 'Invalid email or password' }, 401))
    await renderWithRouter(<LoginPage />, { route: '/login' })
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.ng')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')

    await userEvent.clear(screen.getByLabelText('Password'))
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByText('Password is required.')).toBeInTheDocument()
    expect(screen.queryByText('Invalid email or password')).toBeNull()
  })

  it('goes to near me, not to another site, and keeps no way back on its links when the redirect is unsafe', async () => {
    stubFetch(() => json({ access: 'a', refresh: 'r', user: { id: 7, email: 'ada@example.ng', first_name: 'Ada' } }))
    const { router } = await renderWithRouter(<LoginPage />, {
      route: '/login',
      path: '/login?redirect=%2F%2Fevil.example',
    })
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.ng')
    await userEvent.type(screen.getByLabelText('Password'), 'jollof-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/near-me'))
  })

  it('fills in the email and says the good news the previous step sends', async () => {
    stubFetch(() => json({}))
    await renderAccountPage(LoginPage, {
      route: '/login',
      state: handoff('ada@example.ng', 'verified'),
    })
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng')
    expect(screen.getByRole('status')).toHaveTextContent('Your email is verified. Log in to continue.')
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })

  it('says the password is changed after a reset', async () => {
    await renderAccountPage(LoginPage, {
      route: '/login',
      state: handoff('ada@example.ng', 'password-changed'),
    })
    expect(screen.getByRole('status')).toHaveTextContent('Your password is changed. Log in with your new password.')
  })

  it('keeps the way back on the sign-up and forgot-password links', async () => {
    await renderWithRouter(<LoginPage />, { route: '/login', path: '/login?redirect=%2Fcoupon-detail%2F41' })
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fcoupon-detail%2F41',
    )
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?redirect=%2Fcoupon-detail%2F41',
    )
  })

  it('points a shopper who has not verified their email (400) to the verify page', async () => {
    stubFetch(() => json({ message: 'Verify your email before logging in.' }, 400))
    const { router } = await renderWithRouter(<LoginPage />, { route: '/login' })
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.ng')
    await userEvent.type(screen.getByLabelText('Password'), 'jollof-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Verify your email before logging in. Verify your email')
    await userEvent.click(within(alert).getByRole('link', { name: 'Verify your email' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'))
    expect(router.state.location.state).toMatchObject({ accountEmail: 'ada@example.ng' })
  })

  it('shows a real permission failure (403) with SPEC §8 words and no verify link', async () => {
    stubFetch(() => json({ message: 'Account disabled.' }, 403))
    await renderWithRouter(<LoginPage />, { route: '/login' })
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.ng')
    await userEvent.type(screen.getByLabelText('Password'), 'jollof-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Access Forbidden - You may not have the required permissions.')
    expect(within(alert).queryByRole('link')).toBeNull()
  })
})
