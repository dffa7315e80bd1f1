import { PageHeader } from '@/ui/page-header'

// First version: the route and its heading. The page's content arrives with its feature issue.
export function VerifyOtpPage() {
  return (
    <div className="page">
      <PageHeader title="Verify your email" lead="Enter the code we sent to your email." />
    </div>
  )
}
