import type { OutboxEntry } from '@/stores/outbox/outbox-queue'

// The words for what the outbox sent or holds: 'Sent 2 likes and 1 rating.'

type Noun = readonly [one: string, many: string]

function nounOf(entry: OutboxEntry): Noun {
  if (entry.kind === 'like') return entry.liked ? ['like', 'likes'] : ['unlike', 'unlikes']
  if (entry.kind === 'rating') return ['rating', 'ratings']
  return entry.subscribed ? ['subscription', 'subscriptions'] : ['unsubscribe', 'unsubscribes']
}

/** 'like', 'unlike', 'rating', 'subscription', 'unsubscribe'. */
export const actionName = (entry: OutboxEntry): string => nounOf(entry)[0]

export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** 'Sent 2 likes and 1 rating.', or '' when nothing was sent. */
export function sentSummary(sent: readonly OutboxEntry[]): string {
  const counts = new Map<string, { noun: Noun; count: number }>()
  for (const entry of sent) {
    const noun = nounOf(entry)
    const current = counts.get(noun[0]) ?? { noun, count: 0 }
    counts.set(noun[0], { noun, count: current.count + 1 })
  }
  if (counts.size === 0) return ''
  const words = [...counts.values()].map(({ noun, count }) => `${count} ${count === 1 ? noun[0] : noun[1]}`)
  return `Sent ${listWords(words)}.`
}
