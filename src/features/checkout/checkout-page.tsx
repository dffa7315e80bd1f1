import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function CheckoutPage() {
  return (
    <div className="page">
      <PageHeader title="Checkout" lead="Delivery details and payment." />
    </div>
  )
}
