import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function NearMePage() {
  return (
    <div className="page">
      <PageHeader title="Near me" lead="Stores, restaurants and shops close to you." />
    </div>
  )
}
