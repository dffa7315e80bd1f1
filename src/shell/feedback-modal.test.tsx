import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/lib/config'
import { loadOrderHistory, orderHistoryAtom } from '@/stores/orders/order-history-atom'
import type { OrderRecord } from '@/stores/orders/order-history'
import { userAtom } from '@/stores/session/session'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { FeedbackModal } from './feedback-modal'
import { feedbackDraftAtom, feedbackModalAtom } from './shell-atoms'
import { ToastHost } from './toast-host'

afterEach(() => vi.unstubAllGlobals())

async function openModal() {
  const rendered = await renderWithRouter(
    <>
      <FeedbackModal />
      <ToastHost />
    </>,
  )
  act(() => rendered.store.set(feedbackModalAtom, true))
  const dialog = await screen.findByRole('dialog', { name: 'Send us feedback' })
  return { ...rendered, dialog }
}

describe('FeedbackModal', () => {
  it('sends the text through the contact form, thanks the shopper, closes and clears the text', async () => {
    let answer: (response: Response) => void = () => {}
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { store, dialog } = await openModal()
    const field = within(dialog).getByRole('textbox', { name: 'What should we know?' })
    expect(field).toHaveFocus()
    await userEvent.type(field, 'The map is slow on my phone')
    const send = within(dialog).getByRole('button', { name: 'Send' })
    await userEvent.click(send)

    // While the request runs: 'Submitting...', focus stays in the dialog, a second click sends nothing.
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(dialog.contains(document.activeElement)).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submitting...' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/beta/contact/contact-form',
      body: {
        category: 'Others',
        name: 'User',
        subject: 'Feedback',
        email: config.supportEmail,
        message: 'The map is slow on my phone',
      },
    })
    // Signed out, no number is known: none is sent, never a stand-in.
    expect(calls[0]?.body).not.toHaveProperty('phone')

    answer(json({ data: { id: 1 } }, 201))
    expect(await screen.findByText('Thanks for your feedback.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(store.get(feedbackModalAtom)).toBe(false)
    expect(store.get(feedbackDraftAtom)).toBe('')
    expect(calls).toHaveLength(1)
  })

  it("sends the account's own number, from its latest order on this phone", async () => {
    const calls = stubFetch(() => json({ data: { id: 1 } }, 201))
    const { store, dialog } = await openModal()
    const order = (reference: string, userId: number, phone: string, placedAt: number) =>
      ({ reference, userId, phone, placedAt }) as unknown as OrderRecord
    // Read back first, as the modal does, so the orders set here are not replaced by the saved (empty) copy.
    await act(() => loadOrderHistory(store))
    act(() => {
      store.set(userAtom, { id: 7, email: 'tola@example.ng' })
      store.set(orderHistoryAtom, [order('R2', 9, '0809 999 9999', 2), order('R1', 7, '0803 123 4567', 1)])
    })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Lovely app')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({ phone: '0803 123 4567', message: 'Lovely app' })
  })

  it('keeps the text and says so when sending fails', async () => {
    stubFetch(() => json({ message: 'Internal Server Error' }, 500))
    const { store, dialog } = await openModal()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Checkout did not load')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    // Inside the modal <dialog>: outside it, the page is inert (no screen reader, no press).
    expect(dialog).toContainElement(await screen.findByText('Something went wrong, please try again later'))
    expect(screen.getByRole('dialog', { name: 'Send us feedback' })).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox')).toHaveValue('Checkout did not load')
    expect(store.get(feedbackDraftAtom)).toBe('Checkout did not load')
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus()
  })

  it('fails the same way when the phone is offline, or the answer has no data field', async () => {
    stubFetch(() => offline())
    const { dialog } = await openModal()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findAllByText('Something went wrong, please try again later')).not.toHaveLength(0)
    expect(within(dialog).getByRole('textbox')).toHaveValue('Hello')

    stubFetch(() => json({ ok: true }, 201))
    const before = screen.getAllByText('Something went wrong, please try again later').length
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(screen.getAllByText('Something went wrong, please try again later').length).toBeGreaterThan(before),
    )
    expect(within(dialog).getByRole('textbox')).toHaveValue('Hello')
  })

  it('silently sends nothing for empty or blank text', async () => {
    const calls = stubFetch(() => json({ data: {} }, 201))
    const { dialog } = await openModal()
    const send = within(dialog).getByRole('button', { name: 'Send' })
    expect(send).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), '   ')
    expect(send).toBeDisabled()
    await userEvent.click(send)
    expect(calls).toEqual([])
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('keeps the draft when closed without sending', async () => {
    stubFetch(() => json({ data: {} }, 201))
    const { store, dialog } = await openModal()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Half a thought')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => store.set(feedbackModalAtom, true))
    expect(await screen.findByRole('textbox')).toHaveValue('Half a thought')
  })
})
