import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/shell/coming-soon-page'

export const Route = createFileRoute('/support')({
  staticData: { title: 'Support' },
  component: () => <ComingSoonPage title="Support" />,
})
