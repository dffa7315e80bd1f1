import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function ResetPasswordPage() {
  return (
    <div className="page">
      <PageHeader title="Reset password" lead="Choose a new password for your account." />
    </div>
  )
}
