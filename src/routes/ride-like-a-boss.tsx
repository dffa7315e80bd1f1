import { createFileRoute } from '@tanstack/react-router'
import { RidePage } from '@/features/info/ride-page'

export const Route = createFileRoute('/ride-like-a-boss')({
  staticData: { title: 'Ride like a boss' },
  component: RidePage,
})
