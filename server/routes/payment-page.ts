// The test card gateway: a page with Pay and Decline that returns the browser to the app's
// checkout. Like a real gateway's checkout link, it opens with the order's access code, a
// signature only this server can make (checkout hands it out in authorization_url): knowing
// an order's reference is not enough to see the page, or to pay or decline the order.
import { Hono } from 'hono'
import { API_BASE } from '../config'
import type { AppContext, AppEnv } from '../http/context'
import { notFound } from '../http/http-error'
import { placeOrder } from '../sales/order-steps'

type PendingOrder = { id: number; reference: string; email: string; total: number; status: string }

/** The order's access code: a signature of its reference with the server's secret. */
export const accessCode = (c: AppContext, reference: string) => c.get('deps').tokens.mac(`pay:${reference}`)

export const paymentUrl = (c: AppContext, reference: string) =>
  `${API_BASE}/pay/${encodeURIComponent(reference)}?access_code=${accessCode(c, reference)}`

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[ch] ?? ch)
const naira = (amount: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount)

/** The order, if `code` is its access code; an unknown reference and a wrong code look alike. */
async function orderFor(c: AppContext, reference: string, code: unknown): Promise<PendingOrder | undefined> {
  const { kysely, tokens } = c.get('deps')
  if (typeof code !== 'string' || !tokens.checkMac(`pay:${reference}`, code)) return undefined
  return kysely
    .selectFrom('orders')
    .select(['id', 'reference', 'email', 'total', 'status'])
    .where('reference', '=', reference)
    .executeTakeFirst()
}

export function paymentPageRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/:reference', async (c) => {
    const order = await orderFor(c, c.req.param('reference'), c.req.query('access_code'))
    if (!order) return c.html('<!doctype html><title>Payment</title><p>Unknown payment reference.</p>', 404)
    const ref = escapeHtml(order.reference)
    const done = order.status !== 'pending'
    const code = escapeHtml(accessCode(c, order.reference))
    const action = (name: string) => `${API_BASE}/pay/${encodeURIComponent(order.reference)}/${name}`
    // Its address holds the access code: no page it leads to learns it as a referrer.
    c.header('Referrer-Policy', 'no-referrer')
    // The page's own policy: its inline styles, no script at all, forms to this server only.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>GidiDeals test payment</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
.card{border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem}button{font:inherit;font-weight:700;border-radius:999px;padding:.75rem 1.5rem;border:0;cursor:pointer;margin-right:.5rem}
.pay{background:#0f766e;color:#fff}.decline{background:#f1f5f9;color:#0f172a}</style></head><body><div class="card">
<p>Test payment gateway</p><h1>Pay ${escapeHtml(naira(order.total))}</h1><p>Order ${ref} for ${escapeHtml(order.email)}</p>
${
  done
    ? `<p>This payment is already ${escapeHtml(order.status)}.</p><p><a href="/checkout?reference=${encodeURIComponent(order.reference)}">Back to GidiDeals</a></p>`
    : `
<form method="post" action="${action('pay')}" style="display:inline"><input type="hidden" name="access_code" value="${code}"><button class="pay">Pay</button></form>
<form method="post" action="${action('decline')}" style="display:inline"><input type="hidden" name="access_code" value="${code}"><button class="decline">Decline</button></form>`
}
</div></body></html>`)
  })

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
