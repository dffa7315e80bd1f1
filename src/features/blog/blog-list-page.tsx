import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function BlogListPage() {
  return (
    <div className="page">
      <PageHeader title="Blog" lead="Stories, guides and deal news from Lagos." />
    </div>
  )
}
