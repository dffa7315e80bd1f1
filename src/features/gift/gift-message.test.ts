import { describe, expect, it } from 'vitest'
import { formErrors } from '@/ui/form-errors'
import { composeGift, giftLinks, giftSchema, internationalDigits, type Recipient } from './gift-message'

const checkGift = (dealChosen: boolean, recipient: Recipient) =>
  formErrors(
    giftSchema(() => dealChosen),
    { deal: 'coupon:1', note: '', ...recipient },
  )

describe('gift message', () => {
  it('needs a deal, a name and a valid phone number or email', () => {
    expect(checkGift(false, { name: ' ', phone: '', email: '' })).toEqual({
      deal: 'Choose a deal to gift.',
      name: 'Name is required.',
      phone: "Enter your friend's phone number or email.",
    })
    expect(checkGift(true, { name: 'Ada', phone: '0803 123 4567', email: '' })).toEqual({})
    expect(checkGift(true, { name: 'Ada', phone: '', email: 'ada@example.ng' })).toEqual({})
    expect(checkGift(true, { name: 'Ada', phone: '080', email: 'ada@x' })).toEqual({
      phone: 'Enter a phone number like 0803 123 4567 or +234 803 123 4567.',
      email: 'Enter an email address like name@example.com.',
    })
  })

  it('writes Nigerian numbers the way WhatsApp wants them', () => {
    expect(internationalDigits('0803 123 4567')).toBe('2348031234567')
    expect(internationalDigits('+234 (803) 123-4567')).toBe('2348031234567')
    expect(internationalDigits('+234 (0)803 123 4567')).toBe('2348031234567')
  })

  it('composes the message with the deal, its store, price and code, and the link', () => {
    const gift = composeGift(
      {
        title: 'Suya platter',
        item: {
          id: 1,
          price: 4000,
          code: 'SUYA10',
          store: { id: 2, name_of_business: 'Chop Life', slug: 'chop-life', logo: '' },
        },
      },
      { name: ' Ada ', phone: '', email: '' },
      '',
      'https://gidideals.ng/coupon-detail/1',
    )
    expect(gift.title).toBe('A gift for Ada: Suya platter')
    expect(gift.message).toBe(
      'Hi Ada! I found this deal on GidiDeals and thought of you.\n\nMy gift to you: Suya platter at Chop Life · ₦4,000 · code SUYA10\nhttps://gidideals.ng/coupon-detail/1',
    )
    const links = giftLinks(gift, { name: 'Ada', phone: '', email: '' })
    expect(links.whatsapp.startsWith('https://wa.me/?text=Hi%20Ada!')).toBe(true)
    expect(links.sms.startsWith('sms:?body=')).toBe(true)
    expect(links.email.startsWith('mailto:?subject=A%20gift%20for%20Ada')).toBe(true)
  })
})
