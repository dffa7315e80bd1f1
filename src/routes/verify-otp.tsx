import { createFileRoute } from '@tanstack/react-router'
import { VerifyOtpPage } from '@/features/auth/verify-otp-page'

export const Route = createFileRoute('/verify-otp')({
  staticData: { title: 'Verify your email' },
  component: VerifyOtpPage,
})
