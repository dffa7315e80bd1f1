import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch } from '@/test/stub-fetch'
import { CONTACT_DRAFT_KEY } from './contact-draft'
import { CONTACT_SENT, ContactForm } from './contact-form'
import { jargonIn } from '@/test/plain-words'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

async function fillRequired() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Bug report')
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '0803 123 4567')
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.ng')
  await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'The Lekki map shows Ikeja stores')
}

describe('ContactForm', () => {
  it('says which required fields are missing, next to each, and sends nothing', async () => {
    const calls = stubFetch(() => json({ data: {} }, 201))
    await renderWithRouter(<ContactForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose what this is about. Category is required.',
    )
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Add a phone number we can call or text about this. Phone Number is required.',
    )
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Add your email address. Email is required.',
    )
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveAccessibleDescription(
      'Tell us what you’d like to say. Feedback is required.',
    )
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus()
    expect(jargonIn()).toBeNull()
    expect(screen.getByRole('textbox', { name: 'First name (optional)' })).not.toHaveAttribute('aria-invalid')
    expect(calls).toEqual([])
  })

  it('checks the phone number and email before sending', async () => {
    const calls = stubFetch(() => json({ data: {} }, 201))
    await renderWithRouter(<ContactForm />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '12ab')
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByText('Enter a phone number like 0803 123 4567 or +234 803 123 4567.')).toBeInTheDocument()
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument()
    expect(calls).toEqual([])
  })

  it('sends the feedback payload, shows the pending state, then thanks the shopper and clears the form', async () => {
    let answer: (response: Response) => void = () => {}
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    await renderWithRouter(<ContactForm />)
    await userEvent.type(screen.getByRole('textbox', { name: 'First name (optional)' }), 'Ada')
    await fillRequired()
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true')
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/beta/feedback/feedback-create',
      body: {
        category: 'Bug report',
        firstName: 'Ada',
        phoneNumber: '0803 123 4567',
        email: 'ada@example.ng',
        feedback: 'The Lekki map shows Ikeja stores',
      },
    })
    expect(calls[0]?.body).not.toHaveProperty('lastName')

    answer(json({ data: { id: 7 } }, 201))
    expect(await screen.findByText(CONTACT_SENT)).toHaveRole('status')
    expect(CONTACT_SENT).toMatch(/^Thanks for your feedback\. /)
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'First name (optional)' })).toHaveValue('')
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull()
  })

  it("shows the server's refusal with the 'Error sending feedback:' prefix and keeps what was typed", async () => {
    stubFetch(() => json({ message: 'Enter a valid email address.' }, 400))
    await renderWithRouter(<ContactForm />)
    await fillRequired()
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending feedback: Enter a valid email address.')
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('The Lekki map shows Ikeja stores')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument()
  })

  it('keeps the draft across a reload', async () => {
    stubFetch(() => json({ data: {} }, 201))
    const first = await renderWithRouter(<ContactForm />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Payment')
    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Paid twice')
    await waitFor(() => expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Paid twice'))
    first.unmount()

    await renderWithRouter(<ContactForm />)
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Payment')
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('Paid twice')
  })

  it('starts empty when the saved draft is unreadable', async () => {
    localStorage.setItem(CONTACT_DRAFT_KEY, '{not json')
    await renderWithRouter(<ContactForm />)
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('')
  })
})
