import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { handoff } from '@/components/account-form/account-handoff'
import { deferred, renderAccountPage } from './account-test-utils'
import { ResetPasswordPage } from './reset-password-page'

const ENTER_CODE = '/beta/account/password-reset-enter-code'
const RESET_TOKEN = 'reset-token-from-the-server-7f3a'
const NEW_PASSWORD = '/beta/account/password-reset-enter-new-password-app-user'

afterEach(() => vi.unstubAllGlobals())

const fromForgot = {
  route: '/reset-password' as const,
  path: '/reset-password?redirect=%2Fblog',
  state: handoff('ada@example.ng', 'reset-code-sent'),
}

async function enterCode(code = '482913') {
  await userEvent.type(screen.getByLabelText('Reset code'), code)
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('ResetPasswordPage', () => {
  it('says the code was sent to the email it carries, and needs a 6-digit code', async () => {
    const sent = stubFetch(() => json({}))
    await renderAccountPage(ResetPasswordPage, fromForgot)
    expect(screen.getByRole('status')).toHaveTextContent('A reset code is on its way to ada@example.ng')
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng')
    expect(screen.getByLabelText('Reset code')).toHaveAttribute('autocomplete', 'one-time-code')
    expect(screen.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it("shows 'Error Reset Password:' with the server's message for a wrong code", async () => {
    stubFetch(() => json({ message: 'The code is invalid or has expired.' }, 400))
    await renderAccountPage(ResetPasswordPage, fromForgot)
    await enterCode('000000')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error Reset Password: The code is invalid or has expired.',
    )
    expect(screen.getByLabelText('Reset code')).toBeInTheDocument()
  })

  it('takes the code, then a new password typed twice with the reset token, then sends the shopper to log in', async () => {
    const passwordAnswer = deferred<Response>()
    const sent = stubFetch((request: SentRequest) =>
      request.path === NEW_PASSWORD
        ? passwordAnswer.promise
        : json({ detail: 'Code accepted.', reset_token: RESET_TOKEN }),
    )
    const { router } = await renderAccountPage(ResetPasswordPage, fromForgot)
    await enterCode()
    expect(sent[0]?.path).toBe(ENTER_CODE)
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng', code: '482913' })

    const heading = await screen.findByRole('heading', { name: 'New password for ada@example.ng' })
    await vi.waitFor(() => expect(heading).toHaveFocus())
    const password = screen.getByLabelText('New password')
    expect(password).toHaveAccessibleDescription('At least 8 characters.')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(screen.getByText('Password is required.')).toBeInTheDocument()
    expect(screen.getByText('Type the new password again.')).toBeInTheDocument()
    await userEvent.type(password, 'new-jollof-2026')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-jollof-2025')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument()
    expect(sent).toHaveLength(1)

    await userEvent.clear(screen.getByLabelText('Confirm new password'))
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-jollof-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled()
    expect(sent[1]?.path).toBe(NEW_PASSWORD)
    expect(sent[1]?.body).toEqual({ email: 'ada@example.ng', password: 'new-jollof-2026', reset_token: RESET_TOKEN })
    // The token was held in memory only: not in the address, the history entry or storage.
    const kept = [
      router.state.location.href,
      JSON.stringify(router.state.location.state),
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ]
    expect(kept.filter((place) => place.includes(RESET_TOKEN))).toEqual([])

    passwordAnswer.resolve(json({ detail: 'Password changed. Log in with your new password.' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/blog' })
    expect(router.state.location.state).toMatchObject({
      accountEmail: 'ada@example.ng',
      accountNotice: 'password-changed',
    })
  })

  it('sends the code again with the new password when the server gave no reset token', async () => {
    const sent = stubFetch(() => json({ detail: 'Code accepted.' }))
    await renderAccountPage(ResetPasswordPage, fromForgot)
    await enterCode('482913')
    await userEvent.type(await screen.findByLabelText('New password'), 'new-jollof-2026')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-jollof-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.body).toEqual({ email: 'ada@example.ng', password: 'new-jollof-2026', code: '482913' })
  })

  it("shows 'Error Reset Password:' when the new password is refused", async () => {
    stubFetch((request) =>
      request.path === NEW_PASSWORD ? json({ message: 'Enter the reset code first.' }, 400) : json({}),
    )
    await renderAccountPage(ResetPasswordPage, fromForgot)
    await enterCode()
    await userEvent.type(await screen.findByLabelText('New password'), 'new-jollof-2026')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-jollof-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Reset Password: Enter the reset code first.')
  })

  it("sends a new code on request, with 'Error Forgot Password:' when that fails", async () => {
    let answer = json({ message: 'Too many requests.' }, 429)
    const sent = stubFetch(() => answer)
    await renderAccountPage(ResetPasswordPage, {
      route: '/reset-password',
      state: handoff('ada@example.ng'),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Forgot Password: Too many requests.')
    answer = json({ detail: 'If the account exists, a reset code is on its way.' })
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByRole('status')).toHaveTextContent('A new reset code is on its way to ada@example.ng')
    expect(sent.map((request) => request.path)).toEqual([
      '/beta/account/password-reset',
      '/beta/account/password-reset',
    ])
  })
})
