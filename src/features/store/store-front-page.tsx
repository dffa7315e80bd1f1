import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function StoreFrontPage() {
  return (
    <div className="page">
      <PageHeader title="Store" lead="Store front." />
    </div>
  )
}
