import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { GATEWAY_WAIT_MINUTES } from '@contract/payment-methods'
import { useAtomValue, useStore } from 'jotai'
import { useEffect, useState } from 'react'
import { orderHistoryAtom } from '@/stores/orders/order-history-atom'
import { myOrdersKeys } from '@/stores/orders/my-orders'
import { PageHeader } from '@/ui/page-header'
import { buttonClass } from '@/ui/states'
import { pendingPaymentAtom, type PendingPayment } from './checkout-state'
import { OrderPlaced } from './order-placed'
import { OrderSummary } from './order-summary'
import { keptOrderDelivery } from '@/components/money/amount-rows'
import { verifyPaymentOnce, type VerifyOutcome } from './payment-flow'
import { KIND_HEADINGS } from '@/lib/format/shopper-words'
import { WORDS_DETAIL } from '@/ui/shopper-message'
import { salesEndpoints } from '@contract/endpoints/sales'

/** The error catalogue's words for a payment that did not go through (docs/errors.md#prefixes), kept as the detail. */
const PAYMENT_FAILED = salesEndpoints.checkout.failure.prefix

const alertClass = 'rounded-xl border p-4'
const failedClass = 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
const awaitingClass =
  'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50'

/** What the shopper can do after a payment that did not go through, beside the error catalogue's message (docs/errors.md#payment). */
function NotPaid({ outcome }: { outcome: Extract<VerifyOutcome, { ok: false }> }) {
  if (outcome.awaiting) {
    return (
      <p className="mt-1 text-sm">
        Nothing is charged until it arrives. Send it before it expires ({GATEWAY_WAIT_MINUTES} min from your order),
        then check again. Your cart is kept.
      </p>
    )
  }
  if (outcome.offline) {
    return (
      <p className="mt-1 text-sm">
        Checking a payment needs a connection. Your cart is kept; check again when you are back online.
      </p>
    )
  }
  if (outcome.canRetryVerify) {
    return (
      <p className="mt-1 text-sm">
        We could not check this payment yet. Your cart is just as you left it: check again in a minute.
      </p>
    )
  }
  return (
    <>
      <p className="mt-1 text-sm font-semibold">You were not charged.</p>
      <p className="mt-1 text-sm">Your cart is just as you left it. Try again, or use another card or bank to pay.</p>
    </>
  )
}

/** Check again when the answer may still come, or try again, and the ways back. */
function NextSteps({
  outcome,
  order,
  verifyAgain,
}: {
  outcome: Extract<VerifyOutcome, { ok: false }>
  order: PendingPayment | null
  verifyAgain: () => void
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {outcome.canRetryVerify ? (
        <button type="button" className={buttonClass.primary} onClick={verifyAgain}>
          Check payment again
        </button>
      ) : order ? (
        <Link to="/checkout" search={{ store: order.store.slug }} className={buttonClass.primary}>
          Try again
        </Link>
      ) : null}
      <Link to="/cart" className={buttonClass.secondary}>
        Back to cart
      </Link>
      <Link to="/orders" className={buttonClass.secondary}>
        My orders
      </Link>
    </div>
  )
}

/**
 * Back from the payment page at /checkout?reference=…: the server says whether the payment
 * went through. Only a verified payment takes the order's items out of the cart; then the
 * page becomes the order's confirmation.
 */
export function PaymentReturn({ reference }: { reference: string }) {
  const store = useStore()
  const queryClient = useQueryClient()
  const pending = useAtomValue(pendingPaymentAtom)
  const placed = useAtomValue(orderHistoryAtom).find((order) => order.reference === reference)
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    // verifyPaymentOnce asks the server once per reference, however often this effect runs.
    void verifyPaymentOnce(store, reference).then((result) => {
      // My orders read before this payment settled (an order awaiting a transfer) is out of date.
      void queryClient.invalidateQueries({ queryKey: myOrdersKeys.all })
      if (current) setOutcome(result)
    })
    return () => {
      current = false
    }
  }, [store, queryClient, reference, attempt])

  const order = pending?.reference === reference ? pending : null
  if (outcome?.ok) return <OrderPlaced reference={reference} message={outcome.message} order={placed} pending={order} />
  const checking = outcome === null

  function verifyAgain() {
    setOutcome(null)
    setAttempt((count) => count + 1)
  }

  return (
    <>
      <PageHeader title="Checkout" lead="Delivery details and payment, one store at a time." />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:items-start">
        <div className="grid gap-4" aria-live="polite" aria-busy={checking}>
          {checking ? (
            <div className={`${alertClass} border-line bg-surface`}>
              <p className="font-semibold">Checking your payment…</p>
              <p className="mt-1 text-sm text-muted">Reference {reference}</p>
              <div className="mt-3 h-2 w-full animate-pulse rounded-full bg-surface-2" />
            </div>
          ) : (
            <div role="alert" className={`${alertClass} ${outcome.awaiting ? awaitingClass : failedClass}`}>
              {outcome.awaiting ? (
                <>
                  <h2 className="text-lg font-bold">
                    Waiting for your {outcome.awaiting === 'ussd' ? 'USSD payment' : 'transfer'}
                  </h2>
                  <p className="mt-1 text-sm font-medium">{outcome.message}</p>
                </>
              ) : (
                <>
                  <h2 className="text-lg font-bold">{KIND_HEADINGS.payment}</h2>
                  <p {...{ [WORDS_DETAIL]: '' }} className="mt-1 text-sm font-medium">
                    {PAYMENT_FAILED} {outcome.message}
                  </p>
                </>
              )}
              <NotPaid outcome={outcome} />
            </div>
          )}

          {checking ? null : <NextSteps outcome={outcome} order={order} verifyAgain={verifyAgain} />}
        </div>
        {order ? (
          <OrderSummary
            storeName={order.store.name_of_business}
            lines={order.lines}
            totals={order.totals}
            delivery={keptOrderDelivery(order.fulfilment)}
          />
        ) : null}
      </div>
    </>
  )
}
