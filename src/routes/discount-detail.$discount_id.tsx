import { createFileRoute } from '@tanstack/react-router'
import { DiscountDetailPage } from '@/features/deals/discount-detail-page'

export const Route = createFileRoute('/discount-detail/$discount_id')({
  staticData: { title: 'Discount' },
  component: function DiscountDetailPageRoute() {
    return <DiscountDetailPage discountId={Route.useParams().discount_id} />
  },
})
