import { createFileRoute } from '@tanstack/react-router'
import { MapPage } from '@/features/map/map-page'
import { validateMapSearch } from '@/features/map/map-search'

export const Route = createFileRoute('/map')({
  // The place type lives in the URL; anything unknown falls back to "All".
  validateSearch: validateMapSearch,
  staticData: { title: 'Map' },
  component: MapPage,
})
