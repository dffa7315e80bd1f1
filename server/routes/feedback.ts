import type { Handlers } from './endpoint-routes'
import type { RateLimits } from '../config'
import type { AppContext } from '../http/context'
import { now } from '../database/settings'
import { clientAddress } from '../http/client-address'
import { inputOf } from '../http/request-input'
import { writeOnce } from '../http/idempotency'

// Writes that need no account: each has a budget per client address (429 past it). A message and
// its Idempotency-Key answer commit together (writeOnce): a crash leaves both or neither.

/** Counts one accepted submission from the client's address against `budget`. */
async function takeFromAddress(
  c: AppContext,
  budget: keyof Pick<RateLimits, 'messagesPerAddress' | 'newsletterPerAddress'>,
): Promise<void> {
  const { limiter, limits, trustProxy } = c.get('deps')
  await limiter.take([`${budget}:${clientAddress(c, trustProxy)}`, limits[budget]])
}

export const feedbackHandlers = {
  subscribeToNewsletter: async (c: AppContext) => {
    const { email: address } = inputOf(c, 'subscribeToNewsletter')
    await takeFromAddress(c, 'newsletterPerAddress')
    await c
      .get('deps')
      .kysely.insertInto('newsletter')
      .values({ email: address, created_at: now() })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute()
    // The same answer for a new and a known address: it must not tell who is on the list.
    return c.json({ detail: 'Subscribed.', email: address }, 201)
  },

  sendFeedback: async (c: AppContext) => {
    const { category, firstName, lastName, phoneNumber: phone, email: address, feedback } = inputOf(c, 'sendFeedback')
    await takeFromAddress(c, 'messagesPerAddress')
    const stamp = now()
    return writeOnce(c, 201, async (trx) => {
      const { id } = await trx
        .insertInto('feedback')
        .values({
          category,
          first_name: firstName ?? null,
          last_name: lastName ?? null,
          phone_number: phone,
          email: address,
          feedback,
          source: 'feedback',
          created_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const data = { id: Number(id), category, firstName, lastName, phoneNumber: phone, email: address, feedback }
      return { data: { ...data, created_at: stamp } }
    })
  },

  // The feedback modal's shared contact form (docs/api.md#feedback leaves its path open).
  sendContactForm: async (c: AppContext) => {
    const { category, name, subject, phone, email: address, message } = inputOf(c, 'sendContactForm')
    await takeFromAddress(c, 'messagesPerAddress')
    const stamp = now()
    return writeOnce(c, 201, async (trx) => {
      const { id } = await trx
        .insertInto('feedback')
        .values({
          category,
          first_name: name,
          last_name: null,
          // The modal sends the account's number, or none (the column predates that: empty).
          phone_number: phone ?? '',
          email: address,
          feedback: subject ? `${subject}: ${message}` : message,
          source: 'contact-form',
          created_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { data: { id: Number(id), category, name, subject, phone, email: address, message, created_at: stamp } }
    })
  },
} satisfies Partial<Handlers>
