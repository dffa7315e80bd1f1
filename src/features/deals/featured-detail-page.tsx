import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function FeaturedDetailPage() {
  return (
    <div className="page">
      <PageHeader title="Featured deal" lead="Featured deal details." />
    </div>
  )
}
