import { Link } from '@tanstack/react-router'
import { useOnline } from '@/lib/use-online'
import { PageHeader } from '@/ui/page-header'
import { buttonClass, EmptyState, SkeletonCards } from '@/ui/states'
import { OrderCard } from './order-card'
import { useOrderHistory } from './use-order-history'

/**
 * My orders (issue 17 §6): every order placed from this phone, newest first. SPEC has no
 * order-history endpoint, so the list lives on the phone (IndexedDB) and works offline.
 */
export function OrdersPage() {
  const orders = useOrderHistory()
  const online = useOnline()

  let body
  if (orders === null) {
    body = <SkeletonCards count={2} height="h-56" label="Loading your orders…" />
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        title="No orders on this phone yet"
        hint="Orders you pay for from this phone show here, with their reference and whether the payment went through."
        action={
          <Link to="/near-me" className={buttonClass.primary}>
            Find stores near me
          </Link>
        }
      />
    )
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2 md:items-start">
        {orders.map((order) => (
          <OrderCard key={order.reference} order={order} />
        ))}
      </ul>
    )
  }

  return (
    <div className="page">
      <PageHeader title="My orders" lead="Orders placed from this phone." />
      <p className="-mt-4 mb-5 max-w-prose text-sm text-muted">
        They are kept on this phone only, so orders placed on another phone or browser do not show here.
      </p>
      {!online ? (
        <p role="status" className="mb-4 rounded-lg bg-surface-2 px-3 py-2 text-sm">
          You are offline. Your orders are saved on this phone, so they all show here; a payment still pending is
          checked when you are back online.
        </p>
      ) : null}
      {body}
    </div>
  )
}
