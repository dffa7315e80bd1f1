import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function BlogPostPage() {
  return (
    <div className="page">
      <PageHeader title="Blog post" lead="A story from the GidiDeals blog." />
    </div>
  )
}
