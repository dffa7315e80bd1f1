import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/app/coming-soon-page'

export const Route = createFileRoute('/account')({
  staticData: { title: 'Account' },
  component: () => <ComingSoonPage title="Account" />,
})
