import type { AppStore } from '@/stores/persisted-atom'
import type { CountChange } from './count-changes'
import type { OutboxEntry } from './outbox-queue'

// What the outbox tells the page's data layer: an entry's request is leaving, and once it has
// left the queue, sent (with what the server changed, and when the request left) or refused.
// The outbox runs outside React; the React Query side listens (use-outbox-query-sync.ts).
// Settled events that happen before anyone listens (a replay at start) wait for the first
// listener; a request leaving is news only at that moment.

export type OutboxSettled =
  | { outcome: 'sent'; entry: OutboxEntry; change: CountChange; startedAt: number }
  | { outcome: 'refused'; entry: OutboxEntry }

export type OutboxEvent = { outcome: 'sending'; entry: OutboxEntry } | OutboxSettled

type Listener = (event: OutboxEvent) => void

const listeners = new WeakMap<AppStore, Set<Listener>>()
const waiting = new WeakMap<AppStore, OutboxSettled[]>()
const MAX_WAITING = 50

export function emitOutboxSettled(store: AppStore, event: OutboxSettled): void {
  const current = listeners.get(store)
  if (current && current.size > 0) {
    for (const listener of current) listener(event)
    return
  }
  waiting.set(store, [...(waiting.get(store) ?? []), event].slice(-MAX_WAITING))
}

/** Tells whoever listens now that `entry`'s request is leaving. */
export function emitOutboxSending(store: AppStore, entry: OutboxEntry): void {
  for (const listener of listeners.get(store) ?? []) listener({ outcome: 'sending', entry })
}

/** Listens to `store`'s outbox; what settled before the first listener is handed over at once. */
export function onOutboxEvent(store: AppStore, listener: Listener): () => void {
  const current = listeners.get(store) ?? new Set<Listener>()
  listeners.set(store, current)
  current.add(listener)
  const earlier = waiting.get(store) ?? []
  waiting.delete(store)
  for (const event of earlier) listener(event)
  return () => current.delete(listener)
}
