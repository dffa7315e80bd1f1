import { createFileRoute } from '@tanstack/react-router'
import { redirectSignedInShopper } from '@/features/auth/redirect-signed-in'
import { SignupPage } from '@/features/auth/signup-page'

export const Route = createFileRoute('/signup')({
  staticData: { title: 'Sign up' },
  beforeLoad: redirectSignedInShopper,
  component: SignupPage,
})
