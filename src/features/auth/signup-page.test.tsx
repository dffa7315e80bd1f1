import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore } from '@/stores/persisted-atom'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { deferred, renderAccountPage } from './account-test-utils'
import { redirectSignedInShopper } from './redirect-signed-in'
import { accessTokenAtom } from '@/stores/session/session'
import { SignupPage } from './signup-page'

const SIGNUP = '/beta/account/app-user/signup'

afterEach(() => {
  vi.unstubAllGlobals()
  appStore.set(accessTokenAtom, null)
})

async function fillIn({ password = 'jollof-2026', username = '' } = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), 'Ada')
  await userEvent.type(screen.getByLabelText('Last name'), 'Obi')
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.ng')
  await userEvent.type(screen.getByLabelText('Password'), password)
  if (username) await userEvent.type(screen.getByLabelText('Username (optional)'), username)
}

describe('SignupPage', () => {
  it('shows the password rule, and says what is missing before sending anything', async () => {
    const sent = stubFetch(() => json({}))
    await renderAccountPage(SignupPage, { route: '/signup' })
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.')
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions')
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(screen.getByText('First name is required.')).toBeInTheDocument()
    expect(screen.getByText('Last name is required.')).toBeInTheDocument()
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Password is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('First name')).toHaveFocus()
    expect(screen.getByLabelText('Username (optional)')).not.toHaveAttribute('aria-invalid')
    expect(sent).toEqual([])
  })

  it('checks a field when the shopper leaves it, and clears the message once it is right', async () => {
    await renderAccountPage(SignupPage, { route: '/signup' })
    const email = screen.getByLabelText('Email')
    await userEvent.type(email, 'ada@example')
    await userEvent.tab()
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    await userEvent.type(email, '.ng')
    expect(email).not.toHaveAttribute('aria-invalid')

    const password = screen.getByLabelText('Password')
    await userEvent.type(password, 'short')
    await userEvent.tab()
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument()
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters.')
    expect(screen.queryByText('At least 8 characters.')).toBeNull()

    await userEvent.type(screen.getByLabelText('Username (optional)'), 'ada obi')
    await userEvent.click(screen.getByLabelText('First name'))
    expect(screen.getByText('Username cannot contain spaces.')).toBeInTheDocument()
  })

  it('does not move the submit button while it is being pressed: leaving a field for it checks nothing yet', async () => {
    await renderAccountPage(SignupPage, { route: '/signup' })
    await userEvent.type(screen.getByLabelText('Password'), 'short')
    act(() => screen.getByRole('button', { name: 'Sign up' }).focus())
    expect(screen.queryByText('Password must be at least 8 characters.')).toBeNull()
    await userEvent.click(screen.getByLabelText('Password'))
    await userEvent.click(screen.getByLabelText('First name'))
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument()
  })

  it('lets the shopper see the password they typed', async () => {
    await renderAccountPage(SignupPage, { route: '/signup' })
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true')
  })

  it("shows the server's message, or 'Signup failed' when there is none", async () => {
    let answer = () => Promise.resolve(json({ message: 'An account with this email already exists.' }, 400))
    stubFetch(() => answer())
    await renderAccountPage(SignupPage, { route: '/signup' })
    await fillIn()
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.')
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/verify-otp')

    answer = offline
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Signup failed'))
  })

  it('shows that it is working, then sends the shopper to enter the code with their email and way back', async () => {
    const answer = deferred<Response>()
    const sent = stubFetch(() => answer.promise)
    const { router } = await renderAccountPage(SignupPage, {
      route: '/signup',
      path: '/signup?redirect=%2Fcoupon-detail%2F41',
    })
    await fillIn({ username: 'ada_obi' })
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    const button = await screen.findByRole('button', { name: 'Creating account…' })
    expect(button).toBeDisabled()
    expect(sent[0]?.path).toBe(SIGNUP)
    expect(sent[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.ng',
      password: 'jollof-2026',
      username: 'ada_obi',
    })

    answer.resolve(json({ detail: 'Signup successful. Check your email for the verification code.' }, 201))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'))
    expect(router.state.location.search).toEqual({ redirect: '/coupon-detail/41' })
    expect(router.state.location.state).toMatchObject({ accountEmail: 'ada@example.ng', accountNotice: 'code-sent' })
    // The email stays out of the address (and so out of page-view analytics).
    expect(router.state.location.href).not.toContain('ada')
  })

  it('leaves out an empty username, and links to log in keeping the way back', async () => {
    const sent = stubFetch(() => json({ detail: 'ok' }, 201))
    await renderAccountPage(SignupPage, { route: '/signup', path: '/signup?redirect=%2Fmarketplace' })
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fmarketplace')
    await fillIn()
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.body).not.toHaveProperty('username')
  })

  it('sends a shopper who already holds an access token to near me (SPEC §2)', () => {
    expect(() => redirectSignedInShopper()).not.toThrow()
    appStore.set(accessTokenAtom, 'access-1')
    let thrown: unknown
    try {
      redirectSignedInShopper()
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ options: { to: '/near-me' } })
  })
})
