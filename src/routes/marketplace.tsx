import { createFileRoute } from '@tanstack/react-router'
import { MarketplacePage } from '@/features/deals/marketplace-page'
import { validateMarketplaceSearch } from '@/features/deals/marketplace-tabs'

export const Route = createFileRoute('/marketplace')({
  validateSearch: validateMarketplaceSearch,
  staticData: { title: 'Marketplace' },
  component: MarketplacePage,
})
