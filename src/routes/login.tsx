import { createFileRoute } from '@tanstack/react-router'
import { redirectSignedInShopper } from '@/features/auth/redirect-signed-in'
import { LoginPage } from '@/features/auth/login-page'

export const Route = createFileRoute('/login')({
  staticData: { title: 'Log in' },
  beforeLoad: redirectSignedInShopper,
  component: LoginPage,
})
