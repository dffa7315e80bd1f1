import { createFileRoute } from '@tanstack/react-router'
import { validateLoginSearch } from '@/lib/links/safe-redirect'
import { ResetPasswordPage } from '@/features/auth/reset-password-page'

export const Route = createFileRoute('/reset-password')({
  staticData: { title: 'Reset password' },
  // Carries where the shopper was, so logging in at the end returns them there.
  validateSearch: validateLoginSearch,
  component: ResetPasswordPage,
})
