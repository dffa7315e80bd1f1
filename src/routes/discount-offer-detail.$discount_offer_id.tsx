import { createFileRoute } from '@tanstack/react-router'
import { DiscountOfferDetailPage } from '@/features/deals/discount-offer-detail-page'

export const Route = createFileRoute('/discount-offer-detail/$discount_offer_id')({
  staticData: { title: 'Discount offer' },
  component: function DiscountOfferDetailPageRoute() {
    return <DiscountOfferDetailPage discountOfferId={Route.useParams().discount_offer_id} />
  },
})
