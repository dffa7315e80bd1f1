import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage } from '@/features/orders/orders-page'

export const Route = createFileRoute('/orders')({
  staticData: { title: 'My orders' },
  component: OrdersPage,
})
