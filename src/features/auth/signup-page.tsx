import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function SignupPage() {
  return (
    <div className="page">
      <PageHeader title="Sign up" lead="Create your GidiDeals account." />
    </div>
  )
}
