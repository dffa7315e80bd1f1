import { afterEach, describe, expect, it, vi } from 'vitest'
import { rejection } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { connectTokensForEachTest } from '@/test/session'
import { ApiError, STATUS_MESSAGES, ValidationError } from './errors'
import { checkout, isCheckoutReady, verifyPayment, type SalesOrder } from './sales'

connectTokensForEachTest('access-token')
afterEach(() => vi.unstubAllGlobals())

const order: SalesOrder = {
  restaurant: 16,
  items: [
    { id: 41, quantity: 2 },
    { id: 42, quantity: 1 },
  ],
  phone_number: '+234 803 000 0000',
  shipping_address: '12 Allen Avenue, Ikeja',
  vat: '600',
  service_charge: '200',
  total_amount_payable: '8800',
  total_amount_payable_to_business: '8000',
  email: 'ada@example.ng',
}
const payment = {
  reference: 'GD-0A1B2C3D4E5F6071',
  access_code: 'gd-0a1b2c3d4e5f6071',
  authorization_url: '/beta/pay/GD-0A1B2C3D4E5F6071',
  order: { id: 5, reference: 'GD-0A1B2C3D4E5F6071', status: 'pending' },
}

describe('checkout', () => {
  it('posts the order with the token and returns where to pay', async () => {
    const sent = stubFetch(() => json({ data: payment }, 201))
    await expect(checkout(order)).resolves.toEqual(payment)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.url.pathname).toBe('/beta/sales/sales-create')
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-token')
    expect(sent[0]?.body).toEqual(order)
  })

  it('sends an idempotency key when given one, so a retry opens one order', async () => {
    const sent = stubFetch(() => json({ data: payment }, 201))
    await checkout(order, { idempotencyKey: 'order-1' })
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('order-1')
  })

  it.each([
    ['the restaurant is missing', { restaurant: undefined }],
    ['the restaurant is blank', { restaurant: '' }],
    ['there are no items', { items: [] }],
    ['the items are missing', { items: null }],
    ['the phone number is missing', { phone_number: '' }],
    ['the shipping address is missing', { shipping_address: undefined }],
    ["vat is the string '0'", { vat: '0' }],
    ["service_charge is the string '0'", { service_charge: '0' }],
    ['total_amount_payable is missing', { total_amount_payable: null }],
    ['total_amount_payable_to_business is missing', { total_amount_payable_to_business: '' }],
    ['the email is missing', { email: '  ' }],
  ])('is skipped silently, with no request, when %s', async (_label, change) => {
    const sent = stubFetch(() => json({ data: payment }, 201))
    const incomplete = { ...order, ...change }
    expect(isCheckoutReady(incomplete)).toBe(false)
    await expect(checkout(incomplete)).resolves.toBeNull()
    expect(sent).toEqual([])
  })

  it('is ready with numbers for amounts', () => {
    expect(isCheckoutReady(order)).toBe(true)
    expect(isCheckoutReady({ ...order, vat: 600, service_charge: 200, total_amount_payable: 8800 })).toBe(true)
  })

  it.each([
    [403, {}, STATUS_MESSAGES[403]],
    [404, {}, STATUS_MESSAGES[404]],
    [500, {}, STATUS_MESSAGES[500]],
    [
      400,
      { message: 'vat does not match the order: expected 600, got 500.' },
      'vat does not match the order: expected 600, got 500.',
    ],
    [400, {}, 'Could not start the payment'],
  ])("prefixes status %i's message with 'Checkout Payment Failed:'", async (status, body, message) => {
    stubFetch(() => json(body, status))
    const error = await rejection(checkout(order))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toHaveProperty('message', `Checkout Payment Failed: ${message}`)
  })

  it('reports no answer, and an answer without a payment', async () => {
    stubFetch(offline)
    expect(await rejection(checkout(order))).toHaveProperty(
      'message',
      'Checkout Payment Failed: Could not start the payment',
    )
    stubFetch(() => json({ data: { reference: 'GD-1' } }, 201))
    expect(await rejection(checkout(order))).toHaveProperty('kind', 'unexpected')
    stubFetch(() => json({ data: payment }, 200))
    expect(await rejection(checkout(order))).toHaveProperty('kind', 'unexpected')
  })
})

describe('verifyPayment', () => {
  it("posts the reference with the token and returns the server's message", async () => {
    const sent = stubFetch(() => json({ message: 'Payment verified', data: { status: 'success', order: {} } }))
    await expect(verifyPayment('GD-0A1B2C3D4E5F6071')).resolves.toBe('Payment verified')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.url.pathname).toBe('/beta/sales/sales-verify')
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-token')
    expect(sent[0]?.body).toEqual({ reference: 'GD-0A1B2C3D4E5F6071' })
  })

  it.each(['', null, undefined])("refuses the reference %j with 'Reference is required.'", async (reference) => {
    const sent = stubFetch(() => json({ message: 'Payment verified' }))
    const error = await rejection(verifyPayment(reference))
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toHaveProperty('message', 'Reference is required.')
    expect(sent).toEqual([])
  })

  it.each([
    [400, { message: 'Payment was declined' }, 'Payment was declined'],
    [400, { message: 'Payment not completed' }, 'Payment not completed'],
    [404, { message: 'The requested resource was not found.' }, STATUS_MESSAGES[404]],
    [500, {}, STATUS_MESSAGES[500]],
    [400, {}, 'An unexpected error occurred'],
  ])("fails on status %i with the server's error string or a fallback", async (status, body, message) => {
    stubFetch(() => json(body, status))
    expect(await rejection(verifyPayment('GD-1'))).toHaveProperty('message', message)
  })

  it("says 'An unexpected error occurred' with no answer or one without a message", async () => {
    stubFetch(offline)
    expect(await rejection(verifyPayment('GD-1'))).toHaveProperty('message', 'An unexpected error occurred')
    stubFetch(() => json({ data: { status: 'success' } }))
    expect(await rejection(verifyPayment('GD-1'))).toHaveProperty('message', 'An unexpected error occurred')
  })
})
