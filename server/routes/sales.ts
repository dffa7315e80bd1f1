import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { API_BASE, serviceChargeFor, VAT_RATE } from '../config'
import { readJson, requireUser, type AppEnv } from '../context'
import { now, type Db } from '../db'
import { badRequest, notFound } from '../http-error'
import { parseId, requiredString } from '../validate'

type OrderRow = {
  id: number
  reference: string
  user_id: number
  store_id: number
  items: string
  phone_number: string
  shipping_address: string
  email: string
  subtotal: number
  vat: number
  service_charge: number
  total: number
  status: 'pending' | 'paid' | 'declined'
  fulfilled_at: string | null
  created_at: string
}

const orderRecord = (row: OrderRow) => ({
  id: row.id,
  reference: row.reference,
  restaurant: row.store_id,
  items: JSON.parse(row.items) as unknown[],
  phone_number: row.phone_number,
  shipping_address: row.shipping_address,
  email: row.email,
  subtotal: row.subtotal,
  vat: row.vat,
  service_charge: row.service_charge,
  total_amount_payable: row.total,
  total_amount_payable_to_business: row.subtotal,
  status: row.status,
  fulfilled_at: row.fulfilled_at,
  created_at: row.created_at,
})

function money(value: unknown, field: string): number {
  const number = typeof value === 'string' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0)
    throw badRequest(`${field} must be an amount in naira.`)
  return Math.round(number)
}

/** Prices come from the database, never from the client. */
function priceOrder(db: Db, storeId: number, items: unknown) {
  if (!Array.isArray(items) || items.length === 0) throw badRequest('At least one item is required.')
  if (items.length > 100) throw badRequest('An order can hold at most 100 lines.')
  const lines = items.map((raw) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    const id = parseId(item.id, 'Every item needs an id.')
    const quantity = parseId(item.quantity ?? 1, 'Quantity must be a whole number from 1.')
    if (quantity > 99) throw badRequest('Quantity must be at most 99.')
    const row = db.prepare('SELECT id, store_id, title, price, discounted_price FROM items WHERE id = ?').get(id) as
      { id: number; store_id: number; title: string; price: number; discounted_price: number | null } | undefined
    if (!row) throw badRequest(`Item ${id} does not exist.`)
    if (row.store_id !== storeId) throw badRequest(`Item ${id} does not belong to this store.`)
    const unit = row.discounted_price ?? row.price
    return { id, title: row.title, quantity, unit_price: unit, line_total: unit * quantity }
  })
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0)
  const vat = Math.round(subtotal * VAT_RATE)
  const service = serviceChargeFor(subtotal)
  return { lines, subtotal, vat, service, total: subtotal + vat + service }
}

export function salesRoutes() {
  const app = new Hono<AppEnv>()

  app.post('/sales/sales-create', async (c) => {
    const db = c.get('deps').db
    const userId = await requireUser(c)
    const body = await readJson(c)
    if (body.restaurant === undefined || body.restaurant === null || body.restaurant === '')
      throw badRequest('Store ID is required.')
    const storeId = parseId(body.restaurant, 'Store ID is required.')
    if (!db.prepare('SELECT 1 FROM stores WHERE id = ?').get(storeId)) throw notFound()
    const phone = requiredString(body, 'phone_number', 'Phone Number is required.', 30)
    if (!/^\+?[\d\s-]{7,20}$/.test(phone)) throw badRequest('Enter a valid phone number.')
    const address = requiredString(body, 'shipping_address', 'Shipping address is required.', 500)
    const email = requiredString(body, 'email', 'Email is required.', 254)
    const priced = priceOrder(db, storeId, body.items)
    const claimed = {
      vat: money(body.vat, 'vat'),
      service_charge: money(body.service_charge, 'service_charge'),
      total_amount_payable: money(body.total_amount_payable, 'total_amount_payable'),
      total_amount_payable_to_business: money(
        body.total_amount_payable_to_business,
        'total_amount_payable_to_business',
      ),
    }
    const expected = {
      vat: priced.vat,
      service_charge: priced.service,
      total_amount_payable: priced.total,
      total_amount_payable_to_business: priced.subtotal,
    }
    for (const field of Object.keys(expected) as Array<keyof typeof expected>) {
      if (claimed[field] !== expected[field])
        throw badRequest(`${field} does not match the order: expected ${expected[field]}, got ${claimed[field]}.`)
    }
    const reference = `GD-${randomBytes(8).toString('hex').toUpperCase()}`
    const stamp = now()
    const id = db
      .prepare(
        `INSERT INTO orders (reference, user_id, store_id, items, phone_number, shipping_address, email, subtotal, vat, service_charge, total, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
      )
      .run(
        reference,
        userId,
        storeId,
        JSON.stringify(priced.lines),
        phone,
        address,
        email,
        priced.subtotal,
        priced.vat,
        priced.service,
        priced.total,
        stamp,
      ).lastInsertRowid
    const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow
    return c.json(
      {
        data: {
          reference,
          access_code: reference.toLowerCase(),
          authorization_url: `${API_BASE}/pay/${reference}`,
          order: orderRecord(order),
        },
      },
      201,
    )
  })

  app.post('/sales/sales-verify', async (c) => {
    const db = c.get('deps').db
    const userId = await requireUser(c)
    const reference = requiredString(await readJson(c), 'reference', 'Reference is required.', 64)
    const order = db.prepare('SELECT * FROM orders WHERE reference = ? AND user_id = ?').get(reference, userId) as
      OrderRow | undefined
    if (!order) throw notFound()
    if (order.status === 'declined') return c.json({ message: 'Payment was declined' }, 400)
    if (order.status !== 'paid') return c.json({ message: 'Payment not completed' }, 400)
    // Fulfilled once; a repeated verification reports the same result.
    if (!order.fulfilled_at)
      db.prepare('UPDATE orders SET fulfilled_at = ? WHERE id = ? AND fulfilled_at IS NULL').run(now(), order.id)
    const fresh = db.prepare('SELECT * FROM orders WHERE id = ?').get(order.id) as OrderRow
    return c.json({ message: 'Payment verified', data: { status: 'success', order: orderRecord(fresh) } })
  })

  return app
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[ch] ?? ch)
const naira = (amount: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount)

/** A test card gateway: a page with Pay and Decline that returns the browser to the app's checkout. */
export function paymentPageRoutes() {
  const app = new Hono<AppEnv>()
  const load = (db: Db, reference: string) =>
    db.prepare('SELECT * FROM orders WHERE reference = ?').get(reference) as OrderRow | undefined

  app.get('/:reference', (c) => {
    const order = load(c.get('deps').db, c.req.param('reference'))
    if (!order) return c.html('<!doctype html><title>Payment</title><p>Unknown payment reference.</p>', 404)
    const ref = escapeHtml(order.reference)
    const done = order.status !== 'pending'
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
<form method="post" action="${API_BASE}/pay/${encodeURIComponent(order.reference)}/pay" style="display:inline"><button class="pay">Pay</button></form>
<form method="post" action="${API_BASE}/pay/${encodeURIComponent(order.reference)}/decline" style="display:inline"><button class="decline">Decline</button></form>`
}
</div></body></html>`)
  })

  for (const action of ['pay', 'decline'] as const) {
    app.post(`/:reference/${action}`, (c) => {
      const db = c.get('deps').db
      const order = load(db, c.req.param('reference'))
      if (!order) throw notFound()
      if (order.status === 'pending')
        db.prepare('UPDATE orders SET status = ? WHERE id = ?').run(action === 'pay' ? 'paid' : 'declined', order.id)
      return c.redirect(`/checkout?reference=${encodeURIComponent(order.reference)}`, 303)
    })
  }
  return app
}
