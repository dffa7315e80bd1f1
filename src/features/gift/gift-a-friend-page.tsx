import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function GiftAFriendPage() {
  return (
    <div className="page">
      <PageHeader title="Gift a friend" lead="Send a deal to someone you love." />
    </div>
  )
}
