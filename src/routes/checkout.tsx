import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/checkout/checkout-page'
import { validateCheckoutSearch } from '@/features/checkout/checkout-search'

export const Route = createFileRoute('/checkout')({
  staticData: { title: 'Checkout' },
  validateSearch: validateCheckoutSearch,
  // The page's saved drafts and open payment are read back before it renders.
  loader: () => import('@/features/checkout/checkout-state').then((state) => state.loadCheckoutState()),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { store, reference } = Route.useSearch()
  return <CheckoutPage store={store} reference={reference} />
}
