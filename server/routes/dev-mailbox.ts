// Development only (DEV_MAILBOX=1 with DEV_MAILBOX_TOKEN): the codes "sent" to an address, for
// whoever started the server. It holds the token, and with it every account's codes.
import { timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../http/context'
import { HttpError, MESSAGES } from '../http/http-error'

/** GET /__dev/mailbox?email=…, answering only a request that carries the token in X-Dev-Mailbox-Token. */
export function devMailboxRoute(secret: string) {
  const token = Buffer.from(secret)
  return async (c: AppContext) => {
    const given = Buffer.from(c.req.header('x-dev-mailbox-token') ?? '')
    if (token.length < 16 || given.length !== token.length || !timingSafeEqual(given, token))
      throw new HttpError(403, MESSAGES.forbidden)
    const email = (c.req.query('email') ?? '').trim().toLowerCase()
    if (!email) throw new HttpError(400, 'Email is required.')
    // Mail goes out after its request's answer: what was asked before this read is in the box.
    await c.get('deps').outbox.settled()
    const messages = await c
      .get('deps')
      .kysely.selectFrom('mailbox')
      .select(['kind', 'code', 'text', 'created_at'])
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .limit(20)
      .execute()
    return c.json({ email, messages })
  }
}
