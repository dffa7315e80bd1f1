import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { PAYMENT_METHOD_NAMES, paymentStatusLabel } from '@contract/payment-methods'
import { useCart } from '@/stores/cart/use-cart'
import { formatNaira } from '@/lib/format/money'
import { AmountRows, keptOrderDelivery } from '@/components/money/amount-rows'
import { VoucherCodes } from '@/components/orders/voucher-codes'
import { buttonClass } from '@/ui/states'
import { orderItemCount, type OrderRecord, type OrderStatus } from '@/stores/orders/order-history'
import { reorderLines } from '@/stores/orders/reorder'
import { OrderSteps } from '@/components/orders/order-steps'

// One order in My orders: whose, when, where the store has it (its steps, followed live), what,
// how much, how it reaches the shopper and about when, what the payment came to, a paid coupon's
// code, and a call to the store; Reorder puts its items back in the cart (which prices them again).

const placedAt = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
})

const lagosTime = new Intl.DateTimeFormat('en-NG', { timeStyle: 'short', timeZone: 'Africa/Lagos' })

const STATUS_CLASS: Record<OrderStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  pay_on_delivery: 'bg-sky-100 text-sky-950 dark:bg-sky-900 dark:text-sky-50',
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  declined: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  expired: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
}

/** Whether the order is on its way to the shopper: paid, or cash to pay when it comes. */
const isPlaced = (order: OrderRecord) => order.status === 'paid' || order.status === 'pay_on_delivery'

/** Placed, then declined by its store: the badge says so (the steps give the reason and the refund). */
const declinedByStore = (order: OrderRecord) => isPlaced(order) && order.progress?.step === 'declined_by_store'

/** How it reaches the shopper, and (once paid) about when. */
function Fulfilment({ order }: { order: OrderRecord }) {
  const pickup = order.fulfilment === 'pickup'
  // Once the store follows it, the steps say about when (the store may move it on accept).
  const estimate =
    isPlaced(order) && order.estimateMinutes !== undefined && !order.progress
      ? `${pickup ? 'Ready' : 'Arrives'} in about ${order.estimateMinutes} min`
      : null
  return (
    <p className="text-sm">
      {pickup ? (
        <>
          Pick up at the store
          {order.store.address ? (
            <>
              : <span className="font-medium break-words">{order.store.address}</span>
            </>
          ) : null}
          .
        </>
      ) : (
        <>
          Delivery to <span className="font-medium break-words">{order.address}</span>.
        </>
      )}
      {estimate ? <span className="block font-semibold">{estimate}.</span> : null}
    </p>
  )
}

/** How it is paid, in words: "Paid by bank transfer", "Pay ₦4,300 in cash on delivery". */
function PaymentLine({ order }: { order: OrderRecord }) {
  const method = order.paymentMethod ?? 'card'
  if (method === 'cash') {
    const where = order.fulfilment === 'pickup' ? 'at pickup' : 'on delivery'
    return (
      <p className="text-sm">
        Pay <span className="font-semibold tabular-nums">{formatNaira(order.amounts.total)}</span> in cash {where}.
      </p>
    )
  }
  return <p className="text-sm text-muted">Payment: {PAYMENT_METHOD_NAMES[method]}</p>
}

function StatusNote({ order }: { order: OrderRecord }) {
  if (declinedByStore(order)) return null
  if (isPlaced(order)) {
    return (
      <p className="text-sm">
        The store will call you on <span className="whitespace-nowrap">{order.phone}</span>.
      </p>
    )
  }
  if (order.status === 'declined' || order.status === 'expired') {
    const why = order.note ?? (order.status === 'expired' ? 'The payment was not confirmed in time' : '')
    return <p className="text-sm">{why ? `${why}. ` : ''}You were not charged. Reorder to try again.</p>
  }
  if (order.payBy !== undefined) {
    return (
      <p className="text-sm">
        Waiting for your {order.paymentMethod === 'ussd' ? 'USSD payment' : 'transfer'} until{' '}
        {lagosTime.format(order.payBy)}; after that it expires and nothing is charged. If you sent it, check it.
      </p>
    )
  }
  return (
    <p className="text-sm">
      This payment has not been confirmed yet. If you paid, check it; if not, nothing was charged.
    </p>
  )
}

/** The lines, then the amount rows every money place shows: items, delivery, VAT, service, total. */
function OrderAmounts({ order }: { order: OrderRecord }) {
  return (
    <>
      <ul className="divide-y divide-[var(--line)] text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-3 py-1.5">
            <span className="min-w-0 break-words">
              {item.name} <span className="text-muted">× {item.quantity}</span>
            </span>
            <span className="shrink-0 tabular-nums">{formatNaira(item.unitPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <AmountRows amounts={order.amounts} delivery={keptOrderDelivery(order.fulfilment)} />
    </>
  )
}

/** Reorder (the items back in the cart, priced again), a call to the store, and a pending payment's check. */
function OrderActions({ order }: { order: OrderRecord }) {
  const cart = useCart()
  const navigate = useNavigate()

  function reorder() {
    for (const { item, quantity } of reorderLines(order)) cart.add(item, quantity)
    void navigate({ to: '/cart' })
  }

  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={buttonClass.primary} onClick={reorder}>
        Reorder<span className="sr-only"> from {order.store.name_of_business}</span>
      </button>
      {order.store.phone ? (
        <a href={`tel:${order.store.phone.replace(/[^\d+]/g, '')}`} className={buttonClass.secondary}>
          Call the store<span className="sr-only"> {order.store.name_of_business}</span>
        </a>
      ) : null}
      {order.status === 'pending' ? (
        <Link to="/checkout" search={{ reference: order.reference }} className={buttonClass.secondary}>
          Check payment<span className="sr-only"> {order.reference}</span>
        </Link>
      ) : null}
    </div>
  )
}

/** `offlineSince`: when the list was last read, while offline (null online). */
export function OrderCard({ order, offlineSince = null }: { order: OrderRecord; offlineSince?: number | null }) {
  const titleId = useId()
  const label = declinedByStore(order)
    ? 'Declined by the store'
    : paymentStatusLabel(order.status, order.paymentMethod, order.fulfilment === 'pickup')
  const badgeClass = STATUS_CLASS[declinedByStore(order) ? 'declined' : order.status]
  const count = orderItemCount(order)
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
        <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold break-words">
              <Link
                to="/store-front-details/$store_slug"
                params={{ store_slug: order.store.slug }}
                className="inline-flex min-h-11 items-center hover:underline"
              >
                {order.store.name_of_business}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              <time dateTime={new Date(order.placedAt).toISOString()}>{placedAt.format(order.placedAt)}</time> · {count}{' '}
              {count === 1 ? 'item' : 'items'}
            </p>
          </div>
          <p className={`shrink-0 rounded-full px-3 py-1 text-xs font-bold ${badgeClass}`}>{label}</p>
        </header>
        {order.progress ? (
          <OrderSteps
            storeName={order.store.name_of_business}
            progress={order.progress}
            total={order.amounts.total}
            method={order.paymentMethod}
            offlineSince={offlineSince}
          />
        ) : null}
        <OrderAmounts order={order} />
        <p className="text-sm text-muted">
          Reference <span className="font-mono tracking-wide text-[var(--ink)]">{order.reference}</span>
        </p>
        <Fulfilment order={order} />
        <PaymentLine order={order} />
        <StatusNote order={order} />
        {order.status === 'paid' ? <VoucherCodes items={order.items} /> : null}
        <OrderActions order={order} />
      </article>
    </li>
  )
}
