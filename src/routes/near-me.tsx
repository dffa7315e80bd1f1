import { createFileRoute } from '@tanstack/react-router'
import { NearMePage } from '@/features/discovery/near-me-page'

export const Route = createFileRoute('/near-me')({
  staticData: { title: 'Near me' },
  component: NearMePage,
})
