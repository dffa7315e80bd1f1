import { createFileRoute } from '@tanstack/react-router'
import { validateLoginSearch } from '@/lib/links/safe-redirect'
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page'

export const Route = createFileRoute('/forgot-password')({
  staticData: { title: 'Forgot password' },
  // Carries where the shopper was, so logging in at the end returns them there.
  validateSearch: validateLoginSearch,
  component: ForgotPasswordPage,
})
