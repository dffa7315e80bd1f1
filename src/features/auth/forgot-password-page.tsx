import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function ForgotPasswordPage() {
  return (
    <div className="page">
      <PageHeader title="Forgot password" lead="We will send a reset code to your email." />
    </div>
  )
}
