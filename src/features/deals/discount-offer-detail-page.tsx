import { DealDetail } from './deal-detail'

/** The page behind /discount-offer-detail/:id (parsed and checked by DealDetail). */
export function DiscountOfferDetailPage({ discountOfferId }: { discountOfferId: string }) {
  return <DealDetail kind="marketplace" rawId={discountOfferId} />
}
