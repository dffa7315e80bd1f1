import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { useState } from 'react'
import type { PaymentMethod } from '@contract/payment-methods'
import type { Quote, QuoteRequest } from '@contract/quote'
import { ApiError, messageOf } from '@/api/errors'
import { quoteMatchesCart } from '@/stores/cart/cart-quote'
import { cartQuoteQueryOptions, freshQuote } from '@/stores/cart/use-cart-quote'
import type { CartItem, CartStore } from '@/stores/cart/use-cart'
import type { ContactDetails } from './order-totals'
import { startPayment } from './payment-flow'
import { openPaymentPage } from './payment-redirect'

/** What the last Pay ended with, beside the form's own sending state. */
export type PayStatus = { kind: 'idle' } | { kind: 'offline' } | { kind: 'error'; message: string; hint?: string }

/** The server's prices for the order: the quote (when it came), the request that asked for it. */
export type PricedOrder = {
  quote: Quote | undefined
  request: QuoteRequest
  checking: boolean
  failed: boolean
  /** Asks the server again (after a failed check). */
  recheck: () => void
}

/**
 * Pay for `shop`'s order by `method`: the quote is asked again right before paying (a price may
 * have moved since the page opened), so the shopper pays what the server charges, then the
 * payment page opens (for cash, the order's confirmation). `pay` is the form's send: while the
 * page leaves for the payment page it never settles.
 */
export function useCheckoutSubmit(shop: CartStore, items: CartItem[], priced: PricedOrder, method: PaymentMethod) {
  const store = useStore()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [status, setStatus] = useState<PayStatus>({ kind: 'idle' })

  async function pay(contact: ContactDetails) {
    if (!navigator.onLine) {
      setStatus({ kind: 'offline' })
      return
    }
    let current: Quote
    try {
      current = await freshQuote(queryClient, priced.request)
    } catch (error) {
      const offline = error instanceof ApiError && error.kind === 'network'
      setStatus(offline ? { kind: 'offline' } : { kind: 'error', message: messageOf(error) })
      return
    }
    if (!quoteMatchesCart(current, items) || !current.store.open) {
      // The panel above now shows what changed, or that the store closed.
      setStatus({ kind: 'idle' })
      return
    }
    const result = await startPayment(store, shop, items, contact, { quote: current, request: priced.request }, method)
    switch (result.kind) {
      case 'placed':
        // Cash: no payment page; the order's confirmation, as after a payment.
        await navigate({ to: '/checkout', search: { reference: result.reference } })
        return
      case 'redirect':
        openPaymentPage(result.url)
        // The page is leaving for the payment page: Pay stays busy until it has gone.
        return new Promise<never>(() => {})
      case 'skipped':
        setStatus({ kind: 'idle' })
        return
      case 'offline':
        setStatus({ kind: 'offline' })
        return
      case 'requoted':
        // The panel above shows the server's new prices; the message says why nothing was paid.
        queryClient.setQueryData(cartQuoteQueryOptions(priced.request).queryKey, result.quote)
        setStatus({ kind: 'error', message: result.message })
        return
      case 'error':
        setStatus(result)
    }
  }

  return {
    status,
    pay,
    /** A new try: what the last one ended with goes, and comes back if it happens again. */
    clearStatus: () => setStatus({ kind: 'idle' }),
  }
}
