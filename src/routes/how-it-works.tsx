import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/shell/coming-soon-page'

export const Route = createFileRoute('/how-it-works')({
  staticData: { title: 'How it works' },
  component: () => <ComingSoonPage title="How it works" />,
})
