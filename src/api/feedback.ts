import { config } from '@/lib/config'
import { call } from './client'
import { unexpectedResponse, type ErrorSpec } from './errors'
import { isRecord } from './records'
import { REQUIRED, required } from './validation'

// SPEC §7 Newsletter and feedback: the newsletter sign-up, the feedback form and the feedback
// modal's shared contact form. None needs an account.

export const NEWSLETTER_ERRORS: ErrorSpec = { failure: 'Could not subscribe you to the newsletter' }
export const FEEDBACK_ERRORS: ErrorSpec = { prefix: 'Error sending feedback:', failure: 'Could not send your feedback' }
/** SPEC §8's feedback toast on failure; the modal shows it as it is. */
export const CONTACT_FORM_ERRORS: ErrorSpec = { failure: 'Something went wrong, please try again later' }

export type NewsletterResult = { alreadySubscribed: boolean }

/** POST /subscribe/subscribe-to-newsletter/ {email}: 201 new, 200 already on the list. */
export async function subscribeToNewsletter(email: string | null | undefined): Promise<NewsletterResult> {
  required(email, REQUIRED.email)
  const { status } = await call(
    '/subscribe/subscribe-to-newsletter/',
    { method: 'POST', body: { email: email.trim() }, expect: [200, 201] },
    NEWSLETTER_ERRORS,
  )
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

/** POST /feedback/feedback-create; first and last name are optional (SPEC §5). */
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
  const { data } = await call('/feedback/feedback-create', { method: 'POST', body, expect: 201 }, FEEDBACK_ERRORS)
  if (!isRecord(data) || !isRecord(data.data)) throw unexpectedResponse(FEEDBACK_ERRORS, 201)
  return data.data
}

/**
 * The fixed phone the feedback modal's contact form sends (SPEC §7; the server requires one): the
 * configured support line, else a stand-in the shopper never sees (the contact page shows no
 * phone then).
 */
export const FEEDBACK_PHONE = config.supportPhone || '+2348000000000'

/**
 * The feedback modal's shared contact form (SPEC §7): the shopper writes only the message; the
 * rest are fixed values. SPEC leaves the path open; POST /contact/contact-form is the server's.
 * A response with a `data` field is the only sign of success.
 */
export async function sendContactForm(message: string | null | undefined): Promise<void> {
  required(message, REQUIRED.feedback)
  const body = {
    category: 'Others',
    name: 'User',
    subject: 'Feedback',
    phone: FEEDBACK_PHONE,
    email: config.supportEmail,
    message,
  }
  const { data } = await call('/contact/contact-form', { method: 'POST', body }, CONTACT_FORM_ERRORS)
  if (!isRecord(data) || !('data' in data)) throw unexpectedResponse(CONTACT_FORM_ERRORS)
}
