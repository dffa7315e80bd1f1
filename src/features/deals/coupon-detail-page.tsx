import { DealDetail } from './deal-detail'

/** The page behind /coupon-detail/:id (parsed and checked by DealDetail). */
export function CouponDetailPage({ couponId }: { couponId: string }) {
  return <DealDetail kind="coupon" rawId={couponId} />
}
