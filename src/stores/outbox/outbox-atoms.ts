import { atom } from 'jotai'
import { persistedAtom } from '@/stores/persisted-atom'
import { decodeQueue } from './outbox-codec'
import type { OutboxEntry } from './outbox-queue'
import type { DroppedEntry } from './outbox-replayer'
import { STORAGE_KEYS } from '@contract/storage'

// The outbox's state alone, small enough for the shell: it must be registered before the app
// hydrates. Sending (outbox.ts, the replayer, the API) arrives after the first paint.

export const outboxAtom = persistedAtom<OutboxEntry[]>(STORAGE_KEYS.outbox, [], { decode: decodeQueue })

function decodeDropped(raw: unknown): DroppedEntry[] | undefined {
  if (!Array.isArray(raw)) return undefined
  return raw.filter(
    (item: Partial<DroppedEntry>) => typeof item?.message === 'string' && decodeQueue([item.entry])?.length,
  )
}

/** Entries the server refused, kept until the shopper has seen them. */
export const droppedAtom = persistedAtom<DroppedEntry[]>(STORAGE_KEYS.dropped, [], { decode: decodeDropped })

/** True while a replay pass runs in this tab. */
export const replayingAtom = atom(false)
