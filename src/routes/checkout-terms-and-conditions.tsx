import { createFileRoute } from '@tanstack/react-router'
import { CheckoutTermsPage } from '@/features/info/checkout-terms-page'

export const Route = createFileRoute('/checkout-terms-and-conditions')({
  staticData: { title: 'Checkout terms and conditions' },
  component: CheckoutTermsPage,
})
