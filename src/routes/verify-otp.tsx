import { createFileRoute } from '@tanstack/react-router'
import { validateLoginSearch } from '@/lib/links/safe-redirect'
import { VerifyOtpPage } from '@/features/auth/verify-otp-page'

export const Route = createFileRoute('/verify-otp')({
  staticData: { title: 'Verify your email' },
  // Carries where the shopper was, so logging in at the end returns them there.
  validateSearch: validateLoginSearch,
  component: VerifyOtpPage,
})
