import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function MenuItemDetailPage() {
  return (
    <div className="page">
      <PageHeader title="Menu item" lead="Menu item details." />
    </div>
  )
}
