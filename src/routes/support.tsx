import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/app/coming-soon-page'

export const Route = createFileRoute('/support')({
  staticData: { title: 'Support' },
  component: () => <ComingSoonPage title="Support" />,
})
