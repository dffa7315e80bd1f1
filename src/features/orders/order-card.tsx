import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
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

const STATUS: Record<OrderStatus, { label: string; className: string }> = {
  paid: {
    label: 'Paid',
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  },
  pending: {
    label: 'Payment pending',
    className: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  },
  declined: {
    label: 'Declined',
    className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  },
}

const DECLINED_BY_STORE = { label: 'Declined by the store', className: STATUS.declined.className }

/** How it reaches the shopper, and (once paid) about when. */
function Fulfilment({ order }: { order: OrderRecord }) {
  const pickup = order.fulfilment === 'pickup'
  // Once the store follows it, the steps say about when (the store may move it on accept).
  const estimate =
    order.status === 'paid' && order.estimateMinutes !== undefined && !order.progress
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

function StatusNote({ order }: { order: OrderRecord }) {
  if (order.status === 'paid' && order.progress?.step === 'declined_by_store') return null
  if (order.status === 'paid') {
    return (
      <p className="text-sm">
        The store will call you on <span className="whitespace-nowrap">{order.phone}</span>.
      </p>
    )
  }
  if (order.status === 'declined') {
    return <p className="text-sm">{order.note ? `${order.note}. ` : ''}You were not charged. Reorder to try again.</p>
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
  // Paid, then declined by its store: the badge says so (the steps give the reason and the refund).
  const status = order.progress?.step === 'declined_by_store' ? DECLINED_BY_STORE : STATUS[order.status]
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
          <p className={`shrink-0 rounded-full px-3 py-1 text-xs font-bold ${status.className}`}>{status.label}</p>
        </header>
        {order.progress ? (
          <OrderSteps
            storeName={order.store.name_of_business}
            progress={order.progress}
            total={order.amounts.total}
            offlineSince={offlineSince}
          />
        ) : null}
        <OrderAmounts order={order} />
        <p className="text-sm text-muted">
          Reference <span className="font-mono tracking-wide text-[var(--ink)]">{order.reference}</span>
        </p>
        <Fulfilment order={order} />
        <StatusNote order={order} />
        {order.status === 'paid' ? <VoucherCodes items={order.items} /> : null}
        <OrderActions order={order} />
      </article>
    </li>
  )
}
