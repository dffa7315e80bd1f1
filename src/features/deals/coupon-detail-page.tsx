import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function CouponDetailPage() {
  return (
    <div className="page">
      <PageHeader title="Coupon" lead="Coupon details." />
    </div>
  )
}
