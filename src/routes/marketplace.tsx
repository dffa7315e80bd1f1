import { createFileRoute } from '@tanstack/react-router'
import { MarketplacePage } from '@/features/deals/marketplace-page'

export type MarketplaceTab = 'discount' | 'coupon' | 'featured'
const tabs: readonly MarketplaceTab[] = ['discount', 'coupon', 'featured']

export const Route = createFileRoute('/marketplace')({
  validateSearch: (search: Record<string, unknown>): { tab?: MarketplaceTab } =>
    tabs.includes(search.tab as MarketplaceTab) ? { tab: search.tab as MarketplaceTab } : {},
  staticData: { title: 'Marketplace' },
  component: MarketplacePage,
})
