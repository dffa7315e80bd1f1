import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function LoginPage() {
  return (
    <div className="page">
      <PageHeader title="Log in" lead="Welcome back. Log in to like, rate and subscribe." />
    </div>
  )
}
