import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function MapPage() {
  return (
    <div className="page">
      <PageHeader title="Map" lead="Stores around you on the map." />
    </div>
  )
}
