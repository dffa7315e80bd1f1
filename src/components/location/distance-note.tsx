import { useAtomValue } from 'jotai'
import { persistedStateReadAtom } from '@/stores/persisted-atom'
import type { LocationProblem } from '@/stores/location/locate-browser'
import { locationAtom, locationProblemAtom } from '@/stores/location/location-state'

/**
 * Where a list's distances (and its order) count from, in the shopper's words; from central
 * Lagos, why (the browser gave no position), in as few words as fit a phone's line.
 */
export function distanceNote(location: { source: string; area?: string }, problem?: LocationProblem | null): string {
  if (location.source === 'device') return 'Distances from where you are'
  if (location.source === 'area' && location.area) return `Distances from ${location.area}`
  if (problem === 'denied') return 'Location blocked · from central Lagos'
  if (problem === 'unavailable') return 'Location off · from central Lagos'
  return 'Distances from central Lagos'
}

/**
 * One line under the place a page counts from: until the shopper's position or chosen area is
 * known the lists are ordered from central Lagos and show no distances, and this says so. The
 * line is always there (blank until the saved place is read), so the page never moves when it
 * changes: a refused location at start is said here too, beside the toast, not in a paragraph
 * of its own.
 */
export function DistanceNote({ className = '' }: { className?: string }) {
  const location = useAtomValue(locationAtom)
  const problem = useAtomValue(locationProblemAtom)
  const read = useAtomValue(persistedStateReadAtom)
  return (
    <p className={`truncate text-sm text-muted ${className}`}>{read ? distanceNote(location, problem) : '\u00a0'}</p>
  )
}
