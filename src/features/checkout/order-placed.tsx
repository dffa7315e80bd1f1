import { Link } from '@tanstack/react-router'
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '@contract/payment-methods'
import type { OrderItem, OrderRecord } from '@/stores/orders/order-history'
import { useCart } from '@/stores/cart/use-cart'
import { formatNaira } from '@/lib/format/money'
import { useDocumentTitle } from '@/lib/browser/use-document-title'
import { PageHeader } from '@/ui/page-header'
import { buttonClass } from '@/ui/states'
import type { PendingPayment } from './checkout-state'
import { estimateText } from './fulfilment-note'
import { OrderSummary } from './order-summary'
import { keptOrderDelivery } from '@/components/money/amount-rows'
import { VoucherCodes } from '@/components/orders/voucher-codes'
import { OrderSteps } from '@/components/orders/order-steps'
import { OrderUpdatesOffer } from '@/components/orders/order-updates-offer'
import type { OrderProgress } from '@contract/order-status'
import { useMyOrders } from '@/stores/orders/my-orders'
import { useSession } from '@/stores/session/use-session'
import { isOpenOrder, useFollowMyOrders, useQueriesOnline } from '@/stores/orders/follow-orders'

// The confirmation screen after a verified payment, or a cash order placed (docs/decisions.md#checkout): the
// order is placed, what was paid or is to pay and how, the reference, where the store has it (its steps,
// followed live), where it goes and what happens next — then the way to My orders.

const successClass =
  'rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50'

/**
 * The order as the account's read has it: its steps, read again every few seconds while the store
 * may still move it (docs/api.md#store-orders), and a paid coupon's code (this phone's own record
 * has none); offline, the last status read, as of when.
 */
function useFollowedOrder(reference: string): {
  /** The account's copy: on a device that did not place the order (a notification's tap), the only one. */
  listed?: OrderRecord
  progress?: OrderProgress
  vouchers: readonly OrderItem[]
  offlineSince: number | null
} {
  const { user } = useSession()
  const mine = useMyOrders(user?.id)
  const online = useQueriesOnline()
  const listed = mine.data?.source === 'account' ? mine.data.orders : undefined
  const order = listed?.find((candidate) => candidate.reference === reference)
  // Not listed yet (a copy read before Pay): asked again until it is.
  useFollowMyOrders(user?.id, listed !== undefined && (order === undefined || isOpenOrder(order.progress)))
  return {
    ...(order ? { listed: order } : {}),
    ...(order?.progress ? { progress: order.progress } : {}),
    vouchers: order?.status === 'paid' ? order.items : [],
    offlineSince: online || !mine.dataUpdatedAt ? null : mine.dataUpdatedAt,
  }
}

/** When, where, and the call to expect from the store. */
function WhatHappensNext({
  order,
  pending,
  followed,
}: {
  order: OrderRecord
  pending: PendingPayment | null
  followed: boolean
}) {
  const pickup = pending?.fulfilment === 'pickup'
  return (
    <section aria-labelledby="order-next" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="order-next" className="text-lg font-bold">
        What happens next
      </h2>
      <dl className="mt-2 grid gap-2 text-sm">
        {!followed && pending?.estimateMinutes && pending.fulfilment ? (
          <div>
            <dt className="text-muted">When</dt>
            <dd className="font-medium">
              {estimateText(pending.fulfilment, pending.estimateMinutes, {}, pending.paymentMethod === 'cash')}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">{pickup ? 'Where' : 'Delivering to'}</dt>
          <dd className="font-medium break-words">{order.address}</dd>
        </div>
        <div>
          <dt className="text-muted">Your phone</dt>
          <dd>
            The store will call you on <strong className="whitespace-nowrap">{order.phone}</strong>
            {pickup ? ' if it needs to.' : ' to arrange delivery.'} Keep your phone near you.
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">
        The order is saved in My orders, with its reference, if you need to ask about it.
      </p>
    </section>
  )
}

/**
 * What was paid and how: "You paid ₦4,300 to Mama Cass by bank transfer" (a card, as ever, goes
 * unsaid), or the cash to have ready.
 */
function PaidWords({
  total,
  store,
  method,
  pickup,
}: {
  total: number
  store: string | undefined
  method: PaymentMethod | undefined
  pickup: boolean
}) {
  const amount = <strong className="tabular-nums">{formatNaira(total)}</strong>
  if (method === 'cash')
    return (
      <p className="mt-1">
        Pay {amount} in cash {pickup ? `at ${store ?? 'the store'} when you collect` : 'to the rider on delivery'}.
        Nothing was paid online.
      </p>
    )
  return (
    <p className="mt-1">
      You paid {amount} to {store}
      {method && method !== 'card' ? ` by ${PAYMENT_METHOD_NAMES[method]}` : ''}.
    </p>
  )
}

/** My orders, more shopping, and the cart when it still holds other stores' lines. */
function AfterOrderLinks() {
  const cart = useCart()
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/orders" className={buttonClass.primary}>
        My orders
      </Link>
      <Link to="/near-me" className={buttonClass.secondary}>
        Continue shopping
      </Link>
      {cart.count > 0 ? (
        <Link to="/cart" className={buttonClass.secondary}>
          Back to cart ({cart.count} {cart.count === 1 ? 'item' : 'items'})
        </Link>
      ) : null}
    </div>
  )
}

/**
 * `message` is the server's word for the verified payment ('Payment verified'). The order comes
 * from My orders; should this phone have failed to keep it, the open payment still names the
 * store, the lines and the total.
 */
export function OrderPlaced({
  reference,
  message,
  order,
  pending,
}: {
  reference: string
  message: string
  order: OrderRecord | undefined
  pending: PendingPayment | null
}) {
  useDocumentTitle('Order placed')
  const followed = useFollowedOrder(reference)
  const userId = useSession().user?.id
  const { progress, vouchers, offlineSince } = followed
  // This phone's own record, else the account's (another of her devices, or this one's history cleared).
  const known = order ?? followed.listed
  const summary = known
    ? {
        store: known.store,
        lines: known.items,
        totals: known.amounts,
        fulfilment: known.fulfilment ?? pending?.fulfilment,
      }
    : pending
      ? { store: pending.store, lines: pending.lines, totals: pending.totals, fulfilment: pending.fulfilment }
      : undefined
  const store = summary?.store.name_of_business
  // Unknown for an order kept before there was a choice: its words name no method.
  const method = known?.paymentMethod ?? pending?.paymentMethod
  return (
    <>
      <PageHeader
        title="Order placed"
        lead={store ? `Thank you! ${store} has your order.` : 'Thank you! Your order is confirmed.'}
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:items-start">
        <div className="grid gap-4">
          <div role="status" className={successClass}>
            <h2 className="text-lg font-bold">{message}</h2>
            {summary ? (
              <PaidWords
                total={summary.totals.total}
                store={store}
                method={method}
                pickup={summary.fulfilment === 'pickup'}
              />
            ) : null}
            <p className="mt-1 text-sm">
              Reference <strong className="font-mono tracking-wide">{reference}</strong>
            </p>
          </div>
          {progress && store && summary ? (
            <OrderSteps
              storeName={store}
              progress={progress}
              total={summary.totals.total}
              method={method}
              offlineSince={offlineSince}
            />
          ) : null}
          {progress && isOpenOrder(progress) && userId !== undefined ? <OrderUpdatesOffer userId={userId} /> : null}
          <VoucherCodes items={vouchers} />
          {known ? <WhatHappensNext order={known} pending={pending} followed={progress !== undefined} /> : null}
          <AfterOrderLinks />
        </div>
        {summary ? (
          <OrderSummary
            storeName={summary.store.name_of_business}
            lines={summary.lines}
            totals={summary.totals}
            delivery={keptOrderDelivery(summary.fulfilment)}
            title="Your order"
          />
        ) : null}
      </div>
    </>
  )
}
