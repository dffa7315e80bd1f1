// The test gateway: a page, by the order's payment method (payment-page-html.ts), that returns the
// browser to the app's checkout. A card has Pay and Decline; a bank transfer or USSD payment waits
// for the gateway's confirmation ("I have sent it"), at most GATEWAY_WAIT_MINUTES, then expires.
// Like a real gateway's checkout link, it opens with the order's access code, a signature only
// this server can make (checkout hands it out in authorization_url): knowing an order's reference
// is not enough to see the page, or to pay or decline the order.
import { Hono } from 'hono'
import { API_BASE } from '../config'
import type { AppContext, AppEnv } from '../http/context'
import { notFound } from '../http/http-error'
import { placeOrder } from '../sales/order-steps'
import { expireOverdue, payBy, transferAccount, ussdCode } from '../sales/payments'
import { gatewayHtml, type GatewayOrder } from './payment-page-html'

type PendingOrder = GatewayOrder & { id: number; created_at: string }

/** The order's access code: a signature of its reference with the server's secret. */
export const accessCode = (c: AppContext, reference: string) => c.get('deps').tokens.mac(`pay:${reference}`)

export const paymentUrl = (c: AppContext, reference: string) =>
  `${API_BASE}/pay/${encodeURIComponent(reference)}?access_code=${accessCode(c, reference)}`

const lagosTime = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Africa/Lagos' })

/**
 * The order, if `code` is its access code; an unknown reference and a wrong code look alike. A
 * transfer or USSD payment past its wait is expired first, at the server's clock.
 */
async function orderFor(c: AppContext, reference: string, code: unknown): Promise<PendingOrder | undefined> {
  const { kysely, tokens, clock } = c.get('deps')
  if (typeof code !== 'string' || !tokens.checkMac(`pay:${reference}`, code)) return undefined
  const read = () =>
    kysely
      .selectFrom('orders')
      .select(['id', 'reference', 'email', 'total', 'status', 'payment_method', 'fulfilment', 'created_at'])
      .where('reference', '=', reference)
      .executeTakeFirst()
  const order = await read()
  if (!order || order.status !== 'pending') return order
  await expireOverdue(kysely, clock(), { orderId: order.id })
  return read()
}

export function paymentPageRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/:reference', async (c) => {
    const order = await orderFor(c, c.req.param('reference'), c.req.query('access_code'))
    if (!order) return c.html('<!doctype html><title>Payment</title><p>Unknown payment reference.</p>', 404)
    const { tokens } = c.get('deps')
    const until = payBy(order)
    // Its address holds the access code: no page it leads to learns it as a referrer.
    c.header('Referrer-Policy', 'no-referrer')
    // The page's own policy: its inline styles, no script at all, forms to this server only.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    return c.html(
      gatewayHtml({
        order,
        action: (name) => `${API_BASE}/pay/${encodeURIComponent(order.reference)}/${name}`,
        accessCode: accessCode(c, order.reference),
        // One-time numbers for this order, signed apart from its access code.
        account: transferAccount(tokens.mac(`transfer:${order.reference}`)),
        ussd: ussdCode(tokens.mac(`ussd:${order.reference}`)),
        expiresAt: until ? lagosTime.format(new Date(until)) : null,
      }),
    )
  })

  // Pay is the gateway's confirmation (a card paid, a transfer or USSD payment arrived). Once
  // only, and never after expiry: a compare-and-set on `pending`, which orderFor has expired.
  for (const action of ['pay', 'decline'] as const) {
    app.post(`/:reference/${action}`, async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const order = await orderFor(c, c.req.param('reference'), form.access_code)
      if (!order) throw notFound()
      const { kysely, clock } = c.get('deps')
      if (order.status === 'pending')
        await kysely.transaction().execute(async (trx) => {
          await trx
            .updateTable('orders')
            .set({ status: action === 'pay' ? 'paid' : 'declined' })
            .where('id', '=', order.id)
            .where('status', '=', 'pending')
            .execute()
          // The gateway confirmed the payment: the order is placed with its store.
          if (action === 'pay') await placeOrder(trx, order.id, clock())
        })
      return c.redirect(`/checkout?reference=${encodeURIComponent(order.reference)}`, 303)
    })
  }
  return app
}
