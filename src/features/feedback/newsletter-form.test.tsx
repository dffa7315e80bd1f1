import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { NewsletterForm } from './newsletter-form'
import { ALREADY_SUBSCRIBED, SUBSCRIBED } from './newsletter-submit'

afterEach(() => vi.unstubAllGlobals())

const emailBox = () => screen.getByRole('textbox', { name: 'Email for the weekly newsletter' })

describe('NewsletterForm', () => {
  it("asks for an email before sending anything: 'Email is required.'", async () => {
    const calls = stubFetch(() => json({}, 201))
    await renderWithRouter(<NewsletterForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required.')
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(emailBox(), 'not-an-email{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email address like name@example.com.')
    expect(calls).toEqual([])
  })

  it('subscribes a new address and clears the box', async () => {
    const calls = stubFetch(() => json({ detail: 'Subscribed.' }, 201))
    await renderWithRouter(<NewsletterForm />)
    await userEvent.type(emailBox(), ' tolu@example.ng ')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText(SUBSCRIBED)).toBeInTheDocument()
    expect(SUBSCRIBED).toMatch(/^You're subscribed\./)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/beta/subscribe/subscribe-to-newsletter/',
      body: { email: 'tolu@example.ng' },
    })
    expect(emailBox()).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when the address is already on the list', async () => {
    stubFetch(() => json({ detail: 'Subscribed.' }, 200))
    await renderWithRouter(<NewsletterForm />)
    await userEvent.type(emailBox(), 'tolu@example.ng{Enter}')
    expect(await screen.findByText(ALREADY_SUBSCRIBED)).toBeInTheDocument()
  })

  it('shows the error and keeps the address when subscribing fails', async () => {
    stubFetch(() => offline())
    await renderWithRouter(<NewsletterForm />)
    await userEvent.type(emailBox(), 'tolu@example.ng{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not subscribe you to the newsletter')
    expect(emailBox()).toHaveValue('tolu@example.ng')

    stubFetch(() => json({ message: 'Internal Server Error' }, 500))
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')
  })
})
