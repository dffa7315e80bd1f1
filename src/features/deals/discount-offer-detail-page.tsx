import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function DiscountOfferDetailPage() {
  return (
    <div className="page">
      <PageHeader title="Discount offer" lead="Marketplace discount details." />
    </div>
  )
}
