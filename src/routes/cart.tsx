import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '@/features/cart/cart-page'

export const Route = createFileRoute('/cart')({
  staticData: { title: 'Cart' },
  component: CartPage,
})
