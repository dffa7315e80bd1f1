import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/test/stub-fetch'
import { handoff } from '@/components/account-form/account-handoff'
import { deferred, renderAccountPage } from './account-test-utils'
import { ForgotPasswordPage } from './forgot-password-page'

afterEach(() => vi.unstubAllGlobals())

describe('ForgotPasswordPage', () => {
  it('needs a real email address before sending anything', async () => {
    const sent = stubFetch(() => json({}))
    await renderAccountPage(ForgotPasswordPage, { route: '/forgot-password' })
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }))
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Email'), 'ada')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }))
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it("shows 'Error Forgot Password:' with the server's message", async () => {
    stubFetch(() => json({ message: 'Enter a valid email address.' }, 400))
    await renderAccountPage(ForgotPasswordPage, {
      route: '/forgot-password',
      state: handoff('ada@example.ng'),
    })
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Forgot Password: Enter a valid email address.')
  })

  it('shows that it is working, then goes on to enter the code, keeping the email and the way back', async () => {
    const answer = deferred<Response>()
    const sent = stubFetch(() => answer.promise)
    const { router } = await renderAccountPage(ForgotPasswordPage, {
      route: '/forgot-password',
      path: '/forgot-password?redirect=%2Fblog',
    })
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.ng ')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }))
    expect(await screen.findByRole('button', { name: 'Sending code…' })).toBeDisabled()
    expect(sent[0]?.path).toBe('/beta/account/password-reset')
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng' })
    answer.resolve(json({ detail: 'If the account exists, a reset code is on its way.' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'))
    expect(router.state.location.search).toEqual({ redirect: '/blog' })
    expect(router.state.location.state).toMatchObject({
      accountEmail: 'ada@example.ng',
      accountNotice: 'reset-code-sent',
    })
  })
})
