import { createFileRoute } from '@tanstack/react-router'
import { ClaimStorePage } from '@/features/info/claim-store-page'

export const Route = createFileRoute('/claim-store')({
  staticData: { title: 'Claim your store' },
  component: ClaimStorePage,
})
