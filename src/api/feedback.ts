import { contentEndpoints as calls } from '@contract/endpoints/content'
import { config } from '@/lib/config'
import { callEndpoint, errorsOf } from './endpoint-call'
import type { ErrorSpec } from './errors'
import { REQUIRED, required } from './validation'

// Newsletter and feedback calls (docs/api.md#feedback): the newsletter sign-up, the feedback form and the feedback
// modal's shared contact form. None needs an account. Paths, answers and messages:
// contract/endpoints/content.ts.

export const NEWSLETTER_ERRORS: ErrorSpec = errorsOf(calls.subscribeToNewsletter)
export const FEEDBACK_ERRORS: ErrorSpec = errorsOf(calls.sendFeedback)
/** The error catalogue's feedback toast on failure (docs/errors.md#feedback); the modal shows it as it is. */
export const CONTACT_FORM_ERRORS: ErrorSpec = errorsOf(calls.sendContactForm)

export type NewsletterResult = { alreadySubscribed: boolean }

/** POST subscribeToNewsletter {email}: 201 new, 200 already on the list. */
export async function subscribeToNewsletter(email: string | null | undefined): Promise<NewsletterResult> {
  required(email, REQUIRED.email)
  const { status } = await callEndpoint(calls.subscribeToNewsletter, { body: { email: email.trim() } }, 'ignore')
  return { alreadySubscribed: status === 200 }
}

export type FeedbackPayload = {
  category: string | null | undefined
  firstName?: string | null
  lastName?: string | null
  phoneNumber: string | null | undefined
  email: string | null | undefined
  feedback: string | null | undefined
}

/** POST sendFeedback; first and last name are optional (docs/validation.md#feedback). */
export async function sendFeedback(payload: FeedbackPayload): Promise<Record<string, unknown>> {
  required(payload.category, REQUIRED.category)
  required(payload.email, REQUIRED.email)
  required(payload.phoneNumber, REQUIRED.phoneNumber)
  required(payload.feedback, REQUIRED.feedback)
  const body = {
    category: payload.category.trim(),
    // The server would store a blank name as written; leave unset names out instead.
    ...(payload.firstName?.trim() ? { firstName: payload.firstName.trim() } : {}),
    ...(payload.lastName?.trim() ? { lastName: payload.lastName.trim() } : {}),
    phoneNumber: payload.phoneNumber.trim(),
    email: payload.email.trim(),
    feedback: payload.feedback,
  }
  const { data } = await callEndpoint(calls.sendFeedback, { body })
  return data.data
}

/**
 * The feedback modal's shared contact form (docs/api.md#feedback): the shopper writes only the message; the
 * rest are fixed values, and `phone` is the account's own number when the app knows it, else none (the API
 * allows that; a stand-in number would only mislead whoever replies). The original spec (docs/api.md#blog)
 * leaves the path open; POST sendContactForm is the server's. A response with a `data` field is the only sign of
 * success.
 */
export async function sendContactForm(message: string | null | undefined, phone?: string | null): Promise<void> {
  required(message, REQUIRED.feedback)
  const body = {
    category: 'Others',
    name: 'User',
    subject: 'Feedback',
    ...(phone?.trim() ? { phone: phone.trim() } : {}),
    email: config.supportEmail,
    message,
  }
  await callEndpoint(calls.sendContactForm, { body })
}
