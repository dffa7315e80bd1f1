import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/app/coming-soon-page'

export const Route = createFileRoute('/get-the-app')({
  staticData: { title: 'Get the app' },
  component: () => <ComingSoonPage title="Get the app" />,
})
