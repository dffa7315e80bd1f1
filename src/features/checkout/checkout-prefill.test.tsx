import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { userAtom } from '@/stores/session/session'
import { checkoutDraftsAtom } from './checkout-state'
import { fillDetails, openCheckout, resetBetweenTests } from './checkout.test-support'

resetBetweenTests()

const tunde = { id: 8, email: 'tunde@example.ng', first_name: 'Tunde' }

describe("checkout's prefill on a shared phone", () => {
  it("never gives the next account Ada's phone, address or email; his own email is there", async () => {
    const { store } = await openCheckout({ store: '1' })
    await screen.findByLabelText('Phone number')
    await fillDetails()
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng')

    act(() => store.set(userAtom, tunde))
    expect(screen.getByLabelText('Phone number')).toHaveValue('')
    expect(screen.getByLabelText('Delivery address')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('tunde@example.ng')
  })

  it("starts another store's form with the account's own email, not one typed for a store", async () => {
    const { store } = await openCheckout({ store: '2' })
    act(() =>
      store.set(checkoutDraftsAtom, {
        '1': { phone: '0803 123 4567', address: '12 Allen Avenue, Ikeja', email: 'office@example.ng' },
      }),
    )
    expect(await screen.findByLabelText('Phone number')).toHaveValue('0803 123 4567')
    expect(screen.getByLabelText('Delivery address')).toHaveValue('12 Allen Avenue, Ikeja')
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng')
  })
})
