// The test gateway's page as HTML, by the order's payment method: a card's Pay and Decline; a bank
// transfer's one-time account number and amount, with "I have sent it"; a USSD code to dial,
// with "I have dialled it"; and for an order already settled, what became of it. No script.
import { formatNaira } from '../../contract/money'
import type { PaymentMethod, PaymentStatus } from '../../contract/payment-methods'

export type GatewayOrder = {
  reference: string
  email: string
  total: number
  status: PaymentStatus
  payment_method: PaymentMethod
  fulfilment: string
}

/** What the page shows beside the order: the signed forms' target and code, the one-time numbers. */
export type GatewayPage = {
  order: GatewayOrder
  /** The form action for `pay` or `decline`. */
  action: (name: 'pay' | 'decline') => string
  accessCode: string
  account: string
  ussd: string
  /** "12:30" in Lagos: when a transfer or USSD payment expires. */
  expiresAt: string | null
}

export const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[ch] ?? ch)

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a;background:#fff}
.card{border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem}button{font:inherit;font-weight:700;border-radius:999px;padding:.75rem 1.5rem;border:0;cursor:pointer;margin:0 .5rem .5rem 0;min-height:44px}
.pay{background:#0f766e;color:#fff}.decline{background:#f1f5f9;color:#0f172a}dl{display:grid;gap:.5rem;margin:1rem 0}dt{font-size:.875rem;color:#475569}
dd{margin:0;font-weight:700}.big{font-family:ui-monospace,monospace;font-size:1.5rem;letter-spacing:.05em}.note{font-size:.875rem;color:#475569}a{color:#0f766e}
@media (prefers-color-scheme:dark){body{background:#0b1120;color:#e2e8f0}.card{border-color:#334155}.decline{background:#1e293b;color:#e2e8f0}dt,.note{color:#94a3b8}a{color:#5eead4}}`

const WORDS: Record<PaymentStatus, string> = {
  pending: 'waiting',
  paid: 'paid',
  declined: 'declined',
  expired: 'expired: it was not confirmed in time, and nothing was charged',
  pay_on_delivery: 'to be paid in cash',
}

function form(page: GatewayPage, name: 'pay' | 'decline', label: string): string {
  const className = name === 'pay' ? 'pay' : 'decline'
  return `<form method="post" action="${page.action(name)}" style="display:inline"><input type="hidden" name="access_code" value="${escapeHtml(page.accessCode)}"><button class="${className}">${label}</button></form>`
}

const backLink = (reference: string) =>
  `<p><a href="/checkout?reference=${encodeURIComponent(reference)}">Back to GidiDeals</a></p>`

/** Back to the app while the money is on its way: it waits there, and checks again. */
const later = (reference: string) =>
  `<p class="note"><a href="/checkout?reference=${encodeURIComponent(reference)}">Back to GidiDeals</a>: your order waits for the payment.</p>`

/** The part of the page that asks for the money, by method. */
function asking(page: GatewayPage): string {
  const { order } = page
  const amount = escapeHtml(formatNaira(order.total))
  const until = page.expiresAt
    ? `<p class="note">It expires at ${escapeHtml(page.expiresAt)} (Lagos time) if no payment arrives.</p>`
    : ''
  switch (order.payment_method) {
    case 'transfer':
      return `<h1>Transfer ${amount}</h1><p>Send exactly ${amount} to this account, for this order only:</p>
<dl><div><dt>Bank</dt><dd>GidiDeals Test Bank</dd></div><div><dt>Account number</dt><dd class="big">${escapeHtml(page.account)}</dd></div>
<div><dt>Account name</dt><dd>GidiDeals checkout</dd></div><div><dt>Amount</dt><dd>${amount}</dd></div></dl>${until}
${form(page, 'pay', 'I have sent it')}${form(page, 'decline', 'Cancel')}${later(order.reference)}`
    case 'ussd':
      return `<h1>Pay ${amount} by USSD</h1><p>Dial this code from the phone your bank knows, then approve ${amount} on your bank’s menu:</p>
<p class="big">${escapeHtml(page.ussd)}</p>${until}
${form(page, 'pay', 'I have dialled it')}${form(page, 'decline', 'Cancel')}${later(order.reference)}`
    case 'cash':
      return `<h1>${amount} in cash</h1><p>Nothing to pay here: pay ${order.fulfilment === 'pickup' ? 'at the store when you collect' : 'the rider on delivery'}.</p>${backLink(order.reference)}`
    case 'card':
      return `<h1>Pay ${amount}</h1>${form(page, 'pay', 'Pay')}${form(page, 'decline', 'Decline')}`
  }
}

export function gatewayHtml(page: GatewayPage): string {
  const { order } = page
  const body =
    order.status === 'pending' || order.status === 'pay_on_delivery'
      ? asking(page)
      : `<h1>${escapeHtml(formatNaira(order.total))}</h1><p>This payment is already ${escapeHtml(WORDS[order.status])}.</p>${backLink(order.reference)}`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><title>GidiDeals test payment</title><style>${STYLE}</style></head><body><main class="card">
<p>Test payment gateway</p>${body}<p class="note">Order ${escapeHtml(order.reference)} for ${escapeHtml(order.email)}</p>
</main></body></html>`
}
