import type { Handlers } from '../endpoint-routes'
import type { RateLimits } from '../config'
import type { AppContext } from '../context'
import { now } from '../db'
import { clientAddress } from '../rate-limit'
import { inputOf } from '../request-input'

// Writes that need no account: each has a budget per client address (429 past it).

/** Counts one accepted submission from the client's address against `budget`. */
function takeFromAddress(c: AppContext, budget: keyof Pick<RateLimits, 'messagesPerAddress' | 'newsletterPerAddress'>) {
  const { limiter, limits, trustProxy } = c.get('deps')
  limiter.take([`${budget}:${clientAddress(c, trustProxy)}`, limits[budget]])
}

export const feedbackHandlers = {
  subscribeToNewsletter: (c: AppContext) => {
    const { email: address } = inputOf(c, 'subscribeToNewsletter')
    takeFromAddress(c, 'newsletterPerAddress')
    c.get('deps').db.prepare('INSERT OR IGNORE INTO newsletter (email, created_at) VALUES (?, ?)').run(address, now())
    // The same answer for a new and a known address: it must not tell who is on the list.
    return c.json({ detail: 'Subscribed.', email: address }, 201)
  },

  sendFeedback: (c: AppContext) => {
    const { category, firstName, lastName, phoneNumber: phone, email: address, feedback } = inputOf(c, 'sendFeedback')
    takeFromAddress(c, 'messagesPerAddress')
    const stamp = now()
    const id = c
      .get('deps')
      .db.prepare(
        `INSERT INTO feedback (category, first_name, last_name, phone_number, email, feedback, source, created_at)
      VALUES (?, ?, ?, ?, ?, ?, 'feedback', ?)`,
      )
      .run(category, firstName, lastName, phone, address, feedback, stamp).lastInsertRowid
    return c.json(
      {
        data: {
          id: Number(id),
          category,
          firstName,
          lastName,
          phoneNumber: phone,
          email: address,
          feedback,
          created_at: stamp,
        },
      },
      201,
    )
  },

  // The feedback modal's shared contact form (SPEC §7 leaves its path open).
  sendContactForm: (c: AppContext) => {
    const { category, name, subject, phone, email: address, message } = inputOf(c, 'sendContactForm')
    takeFromAddress(c, 'messagesPerAddress')
    const stamp = now()
    const id = c
      .get('deps')
      .db.prepare(
        `INSERT INTO feedback (category, first_name, last_name, phone_number, email, feedback, source, created_at)
      VALUES (?, ?, NULL, ?, ?, ?, 'contact-form', ?)`,
      )
      .run(category, name, phone, address, subject ? `${subject}: ${message}` : message, stamp).lastInsertRowid
    return c.json(
      { data: { id: Number(id), category, name, subject, phone, email: address, message, created_at: stamp } },
      201,
    )
  },
} satisfies Partial<Handlers>
