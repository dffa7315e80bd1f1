import { createFileRoute } from '@tanstack/react-router'
import { redirectSignedInShopper } from '@/features/auth/redirect-signed-in'
import { LoginPage } from '@/features/auth/login-page'
import { validateLoginSearch } from '@/lib/links/safe-redirect'

export const Route = createFileRoute('/login')({
  staticData: { title: 'Log in' },
  validateSearch: validateLoginSearch,
  beforeLoad: redirectSignedInShopper,
  component: LoginPage,
})
