import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { lines } from '@/stores/cart/cart.test-support'
import { json } from '@/test/stub-fetch'
import { pendingPaymentAtom } from './checkout-state'
import {
  fillDetails,
  openCheckout,
  openPaymentPage,
  paymentAnswer,
  resetBetweenTests,
  summary,
} from './checkout.test-support'

resetBetweenTests()

const methods = async () => within(await screen.findByRole('group', { name: 'How do you want to pay?' }))
const takesCash = { store: { accepts_cash: true } }

describe('choosing how to pay', () => {
  it('offers card, bank transfer, USSD and cash as one labelled group, card first, moved with the arrow keys', async () => {
    await openCheckout({ store: '1' }, { quote: takesCash })
    const group = await methods()
    const radios = group.getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')?.querySelector('.font-semibold')?.textContent)).toEqual([
      'Card',
      'Bank transfer',
      'USSD',
      'Pay on delivery',
    ])
    expect(group.getByRole('radio', { name: /^Card/ })).toBeChecked()
    group.getByRole('radio', { name: /^Card/ }).focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(group.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked()
    expect(group.getByRole('radio', { name: /^Bank transfer/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(group.getByRole('radio', { name: /^USSD/ })).toBeChecked()
    // Cash, in the words of how this order comes: a rider brings it.
    expect(group.getByRole('radio', { name: /Cash to the rider, for orders up to ₦20,000/ })).toBeEnabled()
  })

  it('sends a bank transfer with the order and opens the payment page', async () => {
    const { sent } = await openCheckout({ store: '1' }, { respond: () => paymentAnswer('GD-TRF') })
    await fillDetails()
    await userEvent.click((await methods()).getByRole('radio', { name: /^Bank transfer/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦6,220' }))
    await vi.waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/beta/pay/GD-TRF'))
    expect(sent[0]!.body).toMatchObject({ payment_method: 'transfer', total_amount_payable: 6220 })
  })

  it('cash where the store takes it: places the order with no payment page and goes to its confirmation', async () => {
    const cash = (reference: string) =>
      json(
        {
          data: {
            reference,
            access_code: 'x',
            authorization_url: `/checkout?reference=${reference}`,
            order: { id: 4, reference },
          },
        },
        201,
      )
    const { sent, store, router } = await openCheckout(
      { store: '1' },
      { quote: takesCash, respond: () => cash('GD-CASH') },
    )
    await fillDetails()
    await userEvent.click((await methods()).getByRole('radio', { name: /^Pay on delivery/ }))
    expect(screen.getByText(/Nothing is paid online/)).toBeInTheDocument()
    // Cash is paid when it comes: the time runs from the order.
    expect(summary().getByText('Arrives in about 35 min after you order.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Place order: ₦6,220 in cash on delivery' }))
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ reference: 'GD-CASH' }))
    expect(openPaymentPage).not.toHaveBeenCalled()
    expect(sent[0]!.body).toMatchObject({ payment_method: 'cash' })
    expect(store.get(pendingPaymentAtom)).toMatchObject({ reference: 'GD-CASH', paymentMethod: 'cash' })
  })

  it('picking up, cash is paid at the store', async () => {
    await openCheckout({ store: '1' }, { quote: { ...takesCash, fulfilment: 'pickup' } })
    expect((await methods()).getByRole('radio', { name: /^Pay at pickup.*Cash at the store/ })).toBeEnabled()
  })

  it('cannot choose cash at a store that takes none, and says why', async () => {
    await openCheckout({ store: '1' }, { quote: { store: { accepts_cash: false } } })
    const cash = (await methods()).getByRole('radio', { name: /^Pay on delivery/ })
    expect(cash).toBeDisabled()
    expect(cash.closest('label')).toHaveTextContent(
      'Mama Put Yaba does not take cash on delivery or at pickup. Pay by card, bank transfer or USSD.',
    )
  })

  it('cannot choose cash for an order over ₦20,000, and says why with the total', async () => {
    await openCheckout({ store: '1' }, { cart: [{ ...lines.jollof, quantity: 10 }], quote: takesCash })
    const cash = (await methods()).getByRole('radio', { name: /^Pay on delivery/ })
    expect(cash).toBeDisabled()
    expect(cash.closest('label')).toHaveTextContent(
      'Cash is for orders up to ₦20,000; this one is ₦22,000. Pay by card, bank transfer or USSD.',
    )
  })

  it("shows the server's words when it refuses cash, with no talk of prices", async () => {
    const refused = () =>
      json(
        { message: 'Mama Put Yaba does not take cash on delivery or at pickup. Pay by card, bank transfer or USSD.' },
        400,
      )
    await openCheckout({ store: '1' }, { quote: takesCash, respond: refused })
    await fillDetails()
    await userEvent.click((await methods()).getByRole('radio', { name: /^Pay on delivery/ }))
    await userEvent.click(screen.getByRole('button', { name: /^Place order/ }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('does not take cash on delivery or at pickup')
    expect(alert).not.toHaveTextContent(/Prices or items/)
  })
})
