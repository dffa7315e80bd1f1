import { startActivities } from '@/features/activities/activities'
import { startLocating } from '@/features/location/use-location'
import { startOutbox } from '@/features/outbox/outbox'
import { startVisits } from '@/features/outbox/visits'
import type { AppStore } from '@/lib/persisted-atom'

/**
 * Work that follows the first paint: the shopper's activities, the outbox's replay (and the
 * store visits it keeps) and the location lookup. Loaded as its own chunk so the shell stays small.
 */
export function startBackground(store: AppStore): void {
  startActivities(store)
  startOutbox(store)
  startVisits(store)
  void startLocating(store)
}
