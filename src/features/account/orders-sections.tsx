import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { describeError } from '@/api/error-advice'
import { ordersToShow, useMyOrders } from '@/stores/orders/my-orders'
import type { OrderRecord } from '@/stores/orders/order-history'
import { useOrderHistory } from '@/stores/orders/use-order-history'
import { formatNaira } from '@/lib/format/money'
import { QueryStates } from '@/ui/query-states'
import { buttonClass, EmptyState, SkeletonCards } from '@/ui/states'

// My orders in short, and the vouchers: a paid coupon's code, printed on its order (docs/decisions.md#vouchers
// "Coupon codes are vouchers"). Both read the account's orders (`GET /sales/my-orders`), with
// My orders' saved copy offline.

const linkClass = 'font-semibold text-accent underline'

const STATUS_WORDS: Record<OrderRecord['status'], string> = {
  pending: 'waiting for payment',
  paid: 'paid',
  declined: 'payment declined',
  expired: 'payment expired',
  pay_on_delivery: 'to pay in cash',
}

/** The account's orders with their states: skeleton, error with retry, offline with nothing. */
function WithOrders({ userId, children }: { userId: number; children: (orders: OrderRecord[]) => ReactNode }) {
  const query = useMyOrders(userId)
  const device = useOrderHistory()
  return (
    <QueryStates
      query={query}
      ready={device !== null}
      skeleton={<SkeletonCards count={1} height="h-16" label="Loading your orders…" />}
      describeError={describeError}
      offlineHint="Your orders are not saved on this phone yet. They will load when you are back online."
    >
      {/* ready: device is read by now */}
      {(answer) => children(ordersToShow(answer, device ?? [], userId))}
    </QueryStates>
  )
}

export function OrdersSummarySection({ userId }: { userId: number }) {
  const titleId = useId()
  return (
    <section id="orders" aria-labelledby={titleId} className="scroll-mt-20 rounded-xl border border-line p-4">
      <h2 id={titleId} className="mb-2 font-semibold">
        My orders
      </h2>
      <WithOrders userId={userId}>
        {(orders) => {
          const latest = orders[0]
          if (!latest) return <p className="text-sm text-muted">No orders yet. Orders you pay for show here.</p>
          return (
            <p className="text-sm">
              {orders.length === 1 ? '1 order' : `${orders.length} orders`}. Latest: {latest.store.name_of_business},{' '}
              {formatNaira(latest.amounts.total)}, {STATUS_WORDS[latest.status]}.
            </p>
          )
        }}
      </WithOrders>
      <Link to="/orders" className={`${buttonClass.secondary} mt-3`}>
        See my orders
      </Link>
    </section>
  )
}

type Voucher = { code: string; item: string; store: OrderRecord['store']; reference: string }

function vouchersOf(orders: OrderRecord[]): Voucher[] {
  return orders
    .filter((order) => order.status === 'paid')
    .flatMap((order) =>
      order.items.flatMap((item) =>
        item.code ? [{ code: item.code, item: item.name, store: order.store, reference: order.reference }] : [],
      ),
    )
}

export function VouchersSection({ userId }: { userId: number }) {
  const titleId = useId()
  return (
    <section id="vouchers" aria-labelledby={titleId} className="scroll-mt-20 rounded-xl border border-line p-4">
      <h2 id={titleId} className="font-semibold">
        Vouchers
      </h2>
      <p className="mt-1 mb-2 text-sm text-muted">Show the code at the store to use a coupon you paid for.</p>
      <WithOrders userId={userId}>
        {(orders) => {
          const vouchers = vouchersOf(orders)
          if (vouchers.length === 0)
            return (
              <EmptyState
                title="No vouchers yet"
                hint="Buy a coupon and its code shows here once it is paid."
                action={
                  <Link to="/marketplace" className={buttonClass.secondary}>
                    See deals
                  </Link>
                }
              />
            )
          return (
            <ul className="grid gap-2">
              {vouchers.map((voucher) => (
                <li key={`${voucher.reference}-${voucher.code}`} className="rounded-lg bg-surface-2 p-3 text-sm">
                  <p className="font-mono text-lg font-bold tracking-wide">{voucher.code}</p>
                  <p className="wrap-anywhere">
                    {voucher.item} at{' '}
                    <Link
                      to="/store-front-details/$store_slug"
                      params={{ store_slug: voucher.store.slug }}
                      className={linkClass}
                    >
                      {voucher.store.name_of_business}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )
        }}
      </WithOrders>
    </section>
  )
}
