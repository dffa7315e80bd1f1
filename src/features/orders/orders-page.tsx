import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { describeError } from '@/api/error-advice'
import { useSession } from '@/stores/session/use-session'
import { SignInPromptSlot, useSignInGate } from '@/components/sign-in-prompt'
import { PageHeader } from '@/ui/page-header'
import { QueryStates } from '@/ui/query-states'
import { buttonClass, EmptyState, SkeletonCards } from '@/ui/states'
import { ordersToShow, useMyOrders } from '@/stores/orders/my-orders'
import { OrderCard } from './order-card'
import type { OrderRecord } from '@/stores/orders/order-history'
import { useOrderHistory } from '@/stores/orders/use-order-history'
import { isOpenOrder, useFollowMyOrders, useQueriesOnline } from '@/stores/orders/follow-orders'

// My orders (docs/decisions.md#checkout, docs/decisions.md#money): the signed-in account's orders, read from the
// account (my-orders.ts) so they follow the shopper to any phone, with a saved copy for offline use that
// logout removes. An order its store has not finished is followed while the page is open
// (follow-orders.ts). Signed out, the page shows nothing personal and asks to log in.

const skeleton = <SkeletonCards count={2} height="h-56" label="Loading your orders…" />

function OrderList({ orders, offlineSince }: { orders: OrderRecord[]; offlineSince: number | null }) {
  if (orders.length === 0) {
    return (
      <EmptyState
        title="No orders yet"
        hint="Orders you pay for show here, on any phone you log in on, with their reference and whether the payment went through."
        action={
          <Link to="/near-me" className={buttonClass.primary}>
            Find stores near me
          </Link>
        }
      />
    )
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 md:items-start">
      {orders.map((order) => (
        <OrderCard key={order.reference} order={order} offlineSince={offlineSince} />
      ))}
    </ul>
  )
}

function AccountOrders({ userId }: { userId: number }) {
  const query = useMyOrders(userId)
  const device = useOrderHistory()
  const online = useQueriesOnline()
  // While an order may still move, its steps are read again every few seconds (stopping offline).
  const open = query.data?.source === 'account' && query.data.orders.some((order) => isOpenOrder(order.progress))
  useFollowMyOrders(userId, open)
  return (
    <QueryStates
      query={query}
      ready={device !== null}
      skeleton={skeleton}
      describeError={describeError}
      offlineHint="Your orders are not saved on this phone yet. They will load when you are back online."
    >
      {(answer) => (
        <>
          {answer.source === 'device' ? (
            <p className="mb-4 max-w-prose text-sm text-muted">
              This service does not list your orders yet, so these are the ones you placed from this phone.
            </p>
          ) : null}
          {/* ready: device is read by now */}
          <OrderList
            orders={ordersToShow(answer, device ?? [], userId)}
            offlineSince={online || !query.dataUpdatedAt ? null : query.dataUpdatedAt}
          />
        </>
      )}
    </QueryStates>
  )
}

function SignedOut() {
  const { askToSignIn } = useSignInGate()
  useEffect(() => {
    askToSignIn('see your orders')
  }, [askToSignIn])
  return <SignInPromptSlot />
}

export function OrdersPage() {
  const { user } = useSession()
  return (
    <div className="page">
      <PageHeader title="My orders" lead="Your orders, on any phone you log in on." />
      {user ? <AccountOrders userId={user.id} /> : <SignedOut />}
    </div>
  )
}
