import { AdvertsSection } from '@/components/advert/adverts-section'
import { LocationLine } from '@/components/location/location-line'
import { PageHeader } from '@/ui/page-header'
import { PageHydrated } from '@/lib/lifecycle/page-hydration'
import { HotDealsTabs } from './hot-deals-tabs'
import { MarketplaceDiscounts } from './marketplace-discounts'

/** docs/product.md: marketplace discounts, hot deals (discount, coupon, featured) and adverts. */
export function MarketplacePage() {
  return (
    <div className="page">
      <PageHeader title="Marketplace" lead="Marketplace discounts and hot deals from across Lagos, nearest first." />
      <LocationLine lead="Deals around" />
      <MarketplaceDiscounts />
      <HotDealsTabs />
      <AdvertsSection variant="grid" title="From our partners" />
      <PageHydrated />
    </div>
  )
}
