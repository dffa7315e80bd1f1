import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function HomePage() {
  return (
    <div className="page">
      <PageHeader
        title="Deals near you"
        lead="Hot deals, coupons and discounts from stores around you in Ikeja, Lekki and Surulere."
      />
    </div>
  )
}
