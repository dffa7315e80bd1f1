import { createFileRoute } from '@tanstack/react-router'
import { CouponDetailPage } from '@/features/deals/coupon-detail-page'

export const Route = createFileRoute('/coupon-detail/$coupon_id')({
  staticData: { title: 'Coupon' },
  component: function CouponDetailPageRoute() {
    return <CouponDetailPage couponId={Route.useParams().coupon_id} />
  },
})
