import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/lib/config'
import { refused, rejection } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { ApiError, STATUS_MESSAGES } from './errors'
import {
  NEWSLETTER_ERRORS,
  sendContactForm,
  sendFeedback,
  subscribeToNewsletter,
  type FeedbackPayload,
} from './feedback'

afterEach(() => vi.unstubAllGlobals())

describe('subscribeToNewsletter', () => {
  it('posts the email and tells a new subscriber from one already on the list', async () => {
    const sent = stubFetch(() => json({ detail: 'Subscribed.' }, 201))
    await expect(subscribeToNewsletter(' ada@example.ng ')).resolves.toEqual({ alreadySubscribed: false })
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.url.pathname).toBe('/beta/subscribe/subscribe-to-newsletter/')
    expect(sent[0]?.body).toEqual({ email: 'ada@example.ng' })
    stubFetch(() => json({ detail: 'Subscribed.' }, 200))
    await expect(subscribeToNewsletter('ada@example.ng')).resolves.toEqual({ alreadySubscribed: true })
  })

  it.each(['', '  ', null, undefined])("refuses %j with 'Email is required.'", async (email) => {
    const sent = stubFetch(() => json({}, 201))
    await refused(subscribeToNewsletter(email), 'Email is required.', sent)
  })

  it('maps failures to its messages', async () => {
    stubFetch(() => json({ message: 'Enter a valid email address.' }, 400))
    expect(await rejection(subscribeToNewsletter('ada'))).toHaveProperty('message', 'Enter a valid email address.')
    stubFetch(() => json({}, 500))
    expect(await rejection(subscribeToNewsletter('ada@example.ng'))).toHaveProperty('message', STATUS_MESSAGES[500])
    stubFetch(offline)
    expect(await rejection(subscribeToNewsletter('ada@example.ng'))).toHaveProperty(
      'message',
      NEWSLETTER_ERRORS.failure,
    )
    stubFetch(() => json({}, 202))
    expect(await rejection(subscribeToNewsletter('ada@example.ng'))).toHaveProperty('kind', 'unexpected')
  })
})

describe('sendFeedback', () => {
  const payload: FeedbackPayload = {
    category: 'Deals',
    firstName: 'Ada',
    lastName: '',
    phoneNumber: ' +234 803 000 0000 ',
    email: 'ada@example.ng',
    feedback: 'Please add more Surulere stores.',
  }
  const created = { data: { id: 1, category: 'Deals', feedback: 'Please add more Surulere stores.' } }

  it('posts the payload, leaving out blank names, and returns the saved feedback', async () => {
    const sent = stubFetch(() => json(created, 201))
    await expect(sendFeedback(payload)).resolves.toEqual(created.data)
    expect(sent[0]?.url.pathname).toBe('/beta/feedback/feedback-create')
    expect(sent[0]?.headers.has('Authorization')).toBe(false)
    expect(sent[0]?.body).toEqual({
      category: 'Deals',
      firstName: 'Ada',
      phoneNumber: '+234 803 000 0000',
      email: 'ada@example.ng',
      feedback: 'Please add more Surulere stores.',
    })
  })

  it.each([
    [{ category: '' }, 'Category is required.'],
    [{ email: null }, 'Email is required.'],
    [{ phoneNumber: '  ' }, 'Phone Number is required.'],
    [{ feedback: undefined }, 'Feedback is required.'],
  ])('refuses %j', async (change, message) => {
    const sent = stubFetch(() => json(created, 201))
    await refused(sendFeedback({ ...payload, ...change }), message, sent)
  })

  it('does not need first or last names', async () => {
    const sent = stubFetch(() => json(created, 201))
    await sendFeedback({ ...payload, firstName: undefined, lastName: null })
    expect(sent[0]?.body).not.toHaveProperty('firstName')
    expect(sent[0]?.body).not.toHaveProperty('lastName')
  })

  it.each([
    [403, {}, STATUS_MESSAGES[403]],
    [404, {}, STATUS_MESSAGES[404]],
    [500, {}, STATUS_MESSAGES[500]],
    [400, { message: 'Phone Number is required.' }, 'Phone Number is required.'],
    [400, {}, 'Could not send your feedback'],
  ])("prefixes status %i's message with 'Error sending feedback:'", async (status, body, message) => {
    stubFetch(() => json(body, status))
    const error = await rejection(sendFeedback(payload))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toHaveProperty('message', `Error sending feedback: ${message}`)
  })

  it('reports no answer and a broken answer', async () => {
    stubFetch(offline)
    expect(await rejection(sendFeedback(payload))).toHaveProperty(
      'message',
      'Error sending feedback: Could not send your feedback',
    )
    stubFetch(() => json({ id: 1 }, 201))
    expect(await rejection(sendFeedback(payload))).toHaveProperty('kind', 'unexpected')
  })
})

describe('sendContactForm', () => {
  it('posts the message with the fixed contact values', async () => {
    const sent = stubFetch(() => json({ data: { id: 4 } }, 201))
    await expect(sendContactForm('The map is lovely')).resolves.toBeUndefined()
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.url.pathname).toBe('/beta/contact/contact-form')
    expect(sent[0]?.body).toEqual({
      category: 'Others',
      name: 'User',
      subject: 'Feedback',
      email: config.supportEmail,
      message: 'The map is lovely',
    })
  })

  it("sends the shopper's own number when given, and none (never a stand-in) when not", async () => {
    const sent = stubFetch(() => json({ data: { id: 4 } }, 201))
    await sendContactForm('Hi', ' 0803 123 4567 ')
    await sendContactForm('Hi', '  ')
    expect(sent[0]?.body).toMatchObject({ phone: '0803 123 4567' })
    expect(sent[1]?.body).not.toHaveProperty('phone')
  })

  it('counts any answer with a data field as success, whatever its status', async () => {
    stubFetch(() => json({ data: null }, 200))
    await expect(sendContactForm('Hi')).resolves.toBeUndefined()
  })

  it.each(['', '   ', null, undefined])("refuses %j with 'Feedback is required.'", async (message) => {
    const sent = stubFetch(() => json({ data: {} }, 201))
    await refused(sendContactForm(message), 'Feedback is required.', sent)
  })

  it('fails without a data field, and on errors', async () => {
    const failed = 'Something went wrong, please try again later'
    stubFetch(() => json({ detail: 'ok' }, 201))
    expect(await rejection(sendContactForm('Hi'))).toHaveProperty('message', failed)
    stubFetch(offline)
    expect(await rejection(sendContactForm('Hi'))).toHaveProperty('message', failed)
    stubFetch(() => json({}, 400))
    expect(await rejection(sendContactForm('Hi'))).toHaveProperty('message', failed)
    stubFetch(() => json({}, 500))
    expect(await rejection(sendContactForm('Hi'))).toHaveProperty('message', STATUS_MESSAGES[500])
  })
})
