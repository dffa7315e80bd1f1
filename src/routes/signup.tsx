import { createFileRoute } from '@tanstack/react-router'
import { validateLoginSearch } from '@/lib/links/safe-redirect'
import { redirectSignedInShopper } from '@/features/auth/redirect-signed-in'
import { SignupPage } from '@/features/auth/signup-page'

export const Route = createFileRoute('/signup')({
  staticData: { title: 'Sign up' },
  // Carries where the shopper was, so logging in at the end returns them there.
  validateSearch: validateLoginSearch,
  beforeLoad: redirectSignedInShopper,
  component: SignupPage,
})
