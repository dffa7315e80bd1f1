import { useAtomValue } from 'jotai'
import { persistedStateReadAtom } from '@/lib/persisted-atom'
import { locationAtom } from './location-state'

/** Where a list's distances (and its order) count from, in the shopper's words. */
export function distanceNote(location: { source: string; area?: string }): string {
  if (location.source === 'device') return 'Distances from where you are'
  if (location.source === 'area' && location.area) return `Distances from ${location.area}`
  return 'Distances from central Lagos'
}

/**
 * One line under the place a page counts from: until the shopper's position or chosen area is
 * known the lists are ordered from central Lagos and show no distances, and this says so. The
 * line is always there (blank until the saved place is read), so the page never moves when it
 * changes.
 */
export function DistanceNote({ className = '' }: { className?: string }) {
  const location = useAtomValue(locationAtom)
  const read = useAtomValue(persistedStateReadAtom)
  return <p className={`truncate text-sm text-muted ${className}`}>{read ? distanceNote(location) : '\u00a0'}</p>
}
