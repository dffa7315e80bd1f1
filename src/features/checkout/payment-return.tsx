import { Link } from '@tanstack/react-router'
import { useAtomValue, useStore } from 'jotai'
import { useEffect, useState } from 'react'
import { useCart } from '@/features/cart/use-cart'
import { buttonClass } from '@/ui/states'
import { pendingPaymentAtom } from './checkout-state'
import { OrderSummary } from './order-summary'
import { verifyPaymentOnce, type VerifyOutcome } from './payment-flow'

const alertClass = 'rounded-xl border p-4'

/**
 * Back from the payment page at /checkout?reference=…: the server says whether the payment
 * went through. Only a verified payment takes the order's items out of the cart.
 */
export function PaymentReturn({ reference }: { reference: string }) {
  const store = useStore()
  const pending = useAtomValue(pendingPaymentAtom)
  const cart = useCart()
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    // verifyPaymentOnce asks the server once per reference, however often this effect runs.
    void verifyPaymentOnce(store, reference).then((result) => {
      if (current) setOutcome(result)
    })
    return () => {
      current = false
    }
  }, [store, reference, attempt])

  const order = pending?.reference === reference ? pending : null
  const checking = outcome === null

  function verifyAgain() {
    setOutcome(null)
    setAttempt((count) => count + 1)
  }

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:items-start">
      <div className="grid gap-4" aria-live="polite" aria-busy={checking}>
        {checking ? (
          <div className={`${alertClass} border-line bg-surface`}>
            <p className="font-semibold">Checking your payment…</p>
            <p className="mt-1 text-sm text-muted">Reference {reference}</p>
            <div className="mt-3 h-2 w-full animate-pulse rounded-full bg-surface-2" />
          </div>
        ) : outcome.ok ? (
          <div
            role="status"
            className={`${alertClass} border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50`}
          >
            <h2 className="text-lg font-bold">{outcome.message}</h2>
            <p className="mt-1 text-sm">
              {order
                ? `Thank you! ${order.store.name_of_business} has your order and its items have left your cart.`
                : 'Thank you! Your order is confirmed.'}
            </p>
            <p className="mt-1 text-sm">Reference {reference}</p>
          </div>
        ) : (
          <div
            role="alert"
            className={`${alertClass} border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100`}
          >
            <h2 className="text-lg font-bold">Checkout Payment Failed</h2>
            <p className="mt-1 text-sm font-medium">{outcome.message}</p>
            <p className="mt-1 text-sm">
              {outcome.offline
                ? 'Checking a payment needs a connection. Your cart is kept; check again when you are back online.'
                : 'Nothing was taken out of your cart.'}
            </p>
          </div>
        )}

        {checking ? null : (
          <div className="flex flex-wrap gap-3">
            {outcome.ok ? (
              <>
                <Link to="/near-me" className={buttonClass.primary}>
                  Continue shopping
                </Link>
                {cart.count > 0 ? (
                  <Link to="/cart" className={buttonClass.secondary}>
                    Back to cart ({cart.count} {cart.count === 1 ? 'item' : 'items'})
                  </Link>
                ) : null}
              </>
            ) : (
              <>
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
              </>
            )}
          </div>
        )}
      </div>
      {order ? (
        <OrderSummary
          storeName={order.store.name_of_business}
          lines={order.lines}
          totals={order.totals}
          title={outcome?.ok ? 'Your order' : 'Order summary'}
        />
      ) : null}
    </div>
  )
}
