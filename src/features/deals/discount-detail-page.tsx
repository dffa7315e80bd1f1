import { DealDetail } from './deal-detail'

/** The page behind /discount-detail/:id (parsed and checked by DealDetail). */
export function DiscountDetailPage({ discountId }: { discountId: string }) {
  return <DealDetail kind="discount" rawId={discountId} />
}
