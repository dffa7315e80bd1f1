import { useSyncExternalStore } from 'react'
import { notificationPermission } from '@/lib/browser/push-device'

/** Why push can't reach this phone: no Push API, service worker or notifications; or blocked. */
export type PushUnavailable = 'unsupported' | 'denied'

const read = (): PushUnavailable | null => {
  const permission = notificationPermission()
  return permission === 'unsupported' || permission === 'denied' ? permission : null
}

// The answer is read when the page renders; a change in the browser's settings shows on the next page.
const subscribe = () => () => {}

/**
 * Why push can't reach this phone, or null when it may. Undefined on the server and while a
 * prerendered page hydrates (there is no browser to ask), so both render the same.
 */
export function usePushUnavailable(): PushUnavailable | null | undefined {
  return useSyncExternalStore(subscribe, read, () => undefined)
}
