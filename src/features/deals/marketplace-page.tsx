import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function MarketplacePage() {
  return (
    <div className="page">
      <PageHeader title="Marketplace" lead="Marketplace discounts and hot deals from across Lagos." />
    </div>
  )
}
