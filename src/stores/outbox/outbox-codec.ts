import type { Target } from '@/api/interactions'
import type { OutboxEntry } from './outbox-queue'

// Reading the stored queue back, apart from the queue's logic so the shell can hydrate the
// outbox without loading it.

function isTarget(value: unknown): value is Target {
  return value === 'coupon' || value === 'discount' || value === 'featured' || value === 'store' || value === 'blog'
}

/** Keeps the well-formed entries of a stored queue. */
export function decodeQueue(raw: unknown): OutboxEntry[] | undefined {
  if (!Array.isArray(raw)) return undefined
  return raw.filter((value): value is OutboxEntry => {
    const entry = value as Partial<OutboxEntry> & Record<string, unknown>
    if (typeof entry?.id !== 'string' || typeof entry.user !== 'number' || typeof entry.targetId !== 'number')
      return false
    if (!isTarget(entry.target) || typeof entry.attempts !== 'number' || typeof entry.nextAttemptAt !== 'number')
      return false
    if (entry.kind === 'like') return typeof entry.liked === 'boolean'
    if (entry.kind === 'rating') return typeof entry.rating === 'number' && (entry.target as string) !== 'blog'
    if (entry.kind === 'subscription') return typeof entry.subscribed === 'boolean'
    return false
  })
}
