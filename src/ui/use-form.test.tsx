import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FormAlert, InputField } from './form'
import { useForm, type Errors } from './use-form'

type Name = 'name' | 'phone' | 'email'

const PHONE_OR_EMAIL = 'Enter a phone number or an email.'

/** Name required; a phone number or an email, at least one (a rule tying two fields). */
const schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required.')),
    phone: v.string(),
    email: v.pipe(
      v.string(),
      v.check((email) => email === '' || email.includes('@'), 'Enter an email like name@example.com.'),
    ),
  }),
  v.forward(
    v.check(({ phone, email }) => phone.trim() !== '' || email.trim() !== '', PHONE_OR_EMAIL),
    ['phone'],
  ),
)

function TestForm({
  send,
  fieldErrorsOf,
}: {
  send: (values: Record<Name, string>) => unknown
  fieldErrorsOf?: (failure: unknown) => Errors<Name> | undefined
}) {
  const form = useForm({ name: '', phone: '', email: '' }, schema, { fieldErrorsOf })
  return (
    <form noValidate onSubmit={form.handleSubmit(send)}>
      <InputField {...form.bind('name')} label="Name" />
      <InputField {...form.bind('phone')} label="Phone" />
      <InputField {...form.bind('email')} label="Email" />
      {form.failure instanceof Error ? <FormAlert>{form.failure.message}</FormAlert> : null}
      <button type="submit">{form.submitting ? 'Sending…' : 'Send'}</button>
    </form>
  )
}

const field = (name: string) => screen.getByRole('textbox', { name })

describe('useForm', () => {
  it('on submit shows every error under its field, focuses the first, and sends nothing', async () => {
    const sent: unknown[] = []
    render(<TestForm send={(values) => sent.push(values)} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(field('Name')).toHaveAccessibleDescription('Add a name. Name is required.')
    expect(field('Phone')).toHaveAccessibleDescription(PHONE_OR_EMAIL)
    expect(field('Email')).not.toHaveAttribute('aria-invalid')
    expect(field('Name')).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('checks a field as it is left with something in it, but not when leaving for the submit button', async () => {
    render(<TestForm send={() => undefined} />)
    await userEvent.type(field('Email'), 'ada')
    await userEvent.click(field('Name'))
    expect(field('Email')).toHaveAccessibleDescription('Enter an email like name@example.com.')

    await userEvent.clear(field('Email'))
    await userEvent.type(field('Email'), 'ada')
    // Pressed, not yet released, on Send: the focus leaves for the submit button, and the
    // message must not appear above it and move it from under the finger.
    const button = screen.getByRole('button', { name: 'Send' })
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button })
    expect(button).toHaveFocus()
    expect(field('Email')).not.toHaveAttribute('aria-invalid')
  })

  it('re-checks the errors shown as the shopper corrects: an email clears "a phone number or an email"', async () => {
    render(<TestForm send={() => undefined} />)
    await userEvent.type(field('Name'), 'Ada')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(field('Phone')).toHaveAccessibleDescription(PHONE_OR_EMAIL)
    await userEvent.type(field('Email'), 'a')
    expect(field('Phone')).not.toHaveAttribute('aria-invalid')
  })

  it('is submitting while the send is on its way, ignores a second submit, and shows a refusal as the form’s alert', async () => {
    let refuse: (error: Error) => void = () => {}
    let calls = 0
    const send = () => {
      calls += 1
      return new Promise((_, reject) => (refuse = reject))
    }
    render(<TestForm send={send} />)
    await userEvent.type(field('Name'), 'Ada')
    await userEvent.type(field('Phone'), '0803 123 4567')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }))
    expect(calls).toBe(1)
    refuse(new Error('The service is busy.'))
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy.')
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument()
  })

  it('puts a refusal about one field under that field, with the focus', async () => {
    render(
      <TestForm
        send={() => Promise.reject(new Error('taken'))}
        fieldErrorsOf={() => ({ email: 'This email is already in use.' })}
      />,
    )
    await userEvent.type(field('Name'), 'Ada')
    await userEvent.type(field('Email'), 'ada@example.ng')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByText('This email is already in use.')
    expect(field('Email')).toHaveAccessibleDescription('This email is already in use.')
    expect(field('Email')).toHaveFocus()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('reads values kept outside the form and hands each change back whole', async () => {
    function Outside() {
      const [kept, setKept] = useState({ name: 'Ada', phone: '', email: '' })
      const form = useForm(kept, schema, { values: kept, onChange: setKept })
      return (
        <>
          <InputField {...form.bind('phone')} label="Phone" />
          <p>Kept: {JSON.stringify(kept)}</p>
        </>
      )
    }
    render(<Outside />)
    await userEvent.type(field('Phone'), '08')
    expect(screen.getByText('Kept: {"name":"Ada","phone":"08","email":""}')).toBeInTheDocument()
  })
})
