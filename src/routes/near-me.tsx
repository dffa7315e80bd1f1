import { createFileRoute } from '@tanstack/react-router'
import { NearMePage } from '@/features/discovery/near-me-page'
import { validateNearMeSearch } from '@/features/discovery/near-me-search'

export const Route = createFileRoute('/near-me')({
  // Filters live in the URL; anything invalid falls back to "any".
  validateSearch: validateNearMeSearch,
  staticData: { title: 'Near me' },
  component: NearMePage,
})
