import { STATE_CHANNEL } from '@contract/storage'

// Persisted values written in one tab, shown in the others (BroadcastChannel). One channel both
// sends and receives: a channel never hears its own messages, so a tab does not re-apply (and
// re-render) its own writes.

let channel: BroadcastChannel | null = null

function sharedChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  channel ??= new BroadcastChannel(STATE_CHANNEL)
  return channel
}

/** Tells the other tabs that `key` now holds `value` (null: removed). */
export function broadcast(key: string, value: unknown): void {
  sharedChannel()?.postMessage({ key, value })
}

/** Hands each value another tab wrote to `onValue`; returns the way to stop. */
export function listenToOtherTabs(onValue: (key: string, value: unknown) => void): () => void {
  const listener = sharedChannel()
  if (!listener) return () => undefined
  const onMessage = (event: MessageEvent) => {
    const message: unknown = event.data
    if (typeof message !== 'object' || message === null) return
    const { key, value } = message as { key?: unknown; value?: unknown }
    if (typeof key === 'string') onValue(key, value)
  }
  listener.addEventListener('message', onMessage)
  return () => listener.removeEventListener('message', onMessage)
}
