import { createFileRoute } from '@tanstack/react-router'
import { PartnerPage } from '@/features/info/partner-page'

export const Route = createFileRoute('/partner-with-us')({
  staticData: { title: 'Partner with us' },
  component: PartnerPage,
})
