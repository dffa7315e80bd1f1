import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function CartPage() {
  return (
    <div className="page">
      <PageHeader title="Your cart" lead="Items you have picked, grouped by store." />
    </div>
  )
}
