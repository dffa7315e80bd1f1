import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/test/stub-fetch'
import { jargonIn } from '@/test/plain-words'
import { handoff } from '@/components/account-form/account-handoff'
import { userAtom } from '@/stores/session/session'
import { holdSignupPassword, takeSignupPassword } from './signup-password'
import { deferred, renderAccountPage } from './account-test-utils'
import { VerifyOtpPage } from './verify-otp-page'

const VERIFY = '/beta/account/email/verify-email-app-user'
const RESEND = '/beta/account/email/resend-verification-email'
const LOGIN = '/beta/account/app-user/login'

// The password typed at signup is module state: each test starts with none held, and leaves none (the app's test
// files share one module graph).
const forgetSignupPassword = () => void takeSignupPassword('')
beforeEach(forgetSignupPassword)
afterEach(() => {
  forgetSignupPassword()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const fromSignup = {
  route: '/verify-otp' as const,
  path: '/verify-otp?redirect=%2Fcoupon-detail%2F41',
  state: handoff('ada@example.ng', 'code-sent'),
}

describe('VerifyOtpPage', () => {
  it('fills in the email from signup, says a 6-digit code was sent, and asks for digits on the phone keypad', async () => {
    stubFetch(() => json({}))
    await renderAccountPage(VerifyOtpPage, fromSignup)
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng')
    expect(screen.getByRole('status')).toHaveTextContent('A 6-digit code is on its way to ada@example.ng')
    const code = screen.getByLabelText('Code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await userEvent.type(code, '12 34-56 7')
    expect(code).toHaveValue('123456')
  })

  it('says what is missing before sending anything', async () => {
    const sent = stubFetch(() => json({}))
    await renderAccountPage(VerifyOtpPage, { route: '/verify-otp' })
    expect(screen.queryByRole('status')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }))
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Code'), '123')
    expect(screen.getByText('The code is 6 digits.')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it("shows 'Error Verifying OTP:' with the server's message", async () => {
    stubFetch(() => json({ message: 'The code is invalid or has expired.' }, 400))
    await renderAccountPage(VerifyOtpPage, fromSignup)
    await userEvent.type(screen.getByLabelText('Code'), '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('That code didn’t work')
    expect(alert).toHaveTextContent('Error Verifying OTP: The code is invalid or has expired.')
    expect(jargonIn()).toBeNull()
    expect(screen.getByRole('button', { name: 'Verify email' })).toBeEnabled()
  })

  it('shows that it is working, then sends the shopper to log in with their email, the good news and the way back', async () => {
    const answer = deferred<Response>()
    const sent = stubFetch(() => answer.promise)
    const { router } = await renderAccountPage(VerifyOtpPage, fromSignup)
    await userEvent.type(screen.getByLabelText('Code'), '482913')
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }))
    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled()
    expect(sent[0]?.path).toBe(VERIFY)
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng', otp: '482913' })
    answer.resolve(json({ detail: 'Email verified. You can now log in.' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/coupon-detail/41' })
    expect(router.state.location.state).toMatchObject({ accountEmail: 'ada@example.ng', accountNotice: 'verified' })
  })

  it('signs a shopper who just signed up in with the password kept in memory, and goes back where they started', async () => {
    const sent = stubFetch((request) =>
      request.path === LOGIN
        ? json({ access: 'a', refresh: 'r', user: { id: 9, email: 'ada@example.ng', first_name: 'Ada' } })
        : json({ detail: 'Email verified.' }),
    )
    holdSignupPassword('ada@example.ng', 'jollof-rice-2026')
    const { router, store } = await renderAccountPage(VerifyOtpPage, {
      route: '/verify-otp',
      path: '/verify-otp?redirect=%2Fcheckout%3Fstore%3Djollof-republic',
      state: handoff('ada@example.ng', 'code-sent'),
    })
    await userEvent.type(screen.getByLabelText('Code'), '482913')
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }))
    await vi.waitFor(() => expect(router.state.location.href).toBe('/checkout?store=jollof-republic'))
    expect(sent.map((request) => request.path)).toEqual([VERIFY, LOGIN])
    // The code carries the password chosen at signup: the server makes it the account's.
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng', otp: '482913', password: 'jollof-rice-2026' })
    expect(sent[1]?.body).toEqual({ email: 'ada@example.ng', password: 'jollof-rice-2026' })
    expect(store.get(userAtom)).toMatchObject({ id: 9 })
    // The password went to the login call only: not into the URL nor the history state.
    expect(JSON.stringify(router.state.location)).not.toContain('jollof-rice-2026')
  })

  it('sends the shopper to log in, keeping the way back, when signing in after the code fails', async () => {
    stubFetch((request) =>
      request.path === LOGIN ? json({ message: 'Too many attempts.' }, 429) : json({ detail: 'Email verified.' }),
    )
    holdSignupPassword('ada@example.ng', 'jollof-rice-2026')
    const { router, store } = await renderAccountPage(VerifyOtpPage, fromSignup)
    await userEvent.type(screen.getByLabelText('Code'), '482913')
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/coupon-detail/41' })
    expect(router.state.location.state).toMatchObject({ accountEmail: 'ada@example.ng', accountNotice: 'verified' })
    expect(store.get(userAtom)).toBeNull()
  })

  it('resends the code, then waits before offering it again', async () => {
    const sent = stubFetch(() => json({ detail: 'A new code is on its way.' }))
    await renderAccountPage(VerifyOtpPage, {
      route: '/verify-otp',
      state: handoff('ada@example.ng'),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByRole('status')).toHaveTextContent('A new 6-digit code is on its way to ada@example.ng')
    expect(sent[0]?.path).toBe(RESEND)
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng' })
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()
  })

  it('waits after arriving from signup, and offers the code again when the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubFetch(() => json({}))
    await renderAccountPage(VerifyOtpPage, fromSignup)
    expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(31_000))
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled()
  })

  it("shows 'Error Resending OTP:' when the code cannot be resent, and needs an email first", async () => {
    const sent = stubFetch(() => json({ message: 'Enter a valid email address.' }, 400))
    await renderAccountPage(VerifyOtpPage, { route: '/verify-otp' })
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.queryByText('Enter the 6-digit code from the email.')).toBeNull()
    expect(sent).toEqual([])
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.ng')
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Resending OTP: Enter a valid email address.')
  })
})
