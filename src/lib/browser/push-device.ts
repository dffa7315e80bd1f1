// This device's Web Push subscription (the browser side of deal alerts and order updates). The
// permission prompt comes only from subscribeThisDevice, which runs from the shopper's tap on "Tell
// me when this store posts a deal" — never on a page load; allowedSubscription never prompts.
// Without a service worker (blocked, unsupported) there is no push, and the callers say so.

export type PushRefusal = 'unsupported' | 'denied'

/** Push needs a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The browser's answer so far: 'default' until the shopper is asked. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported'
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined
  // getRegistration, not `ready`: `ready` never settles where the worker is not registered.
  return navigator.serviceWorker.getRegistration().catch(() => undefined)
}

/** This device's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const found = await registration()
  return found ? found.pushManager.getSubscription().catch(() => null) : null
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i])

/** This device's subscription for the server's key: reused when it has one for that key, else made. */
async function subscriptionFor(found: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const key = keyBytes(publicKey)
  const existing = await found.pushManager.getSubscription()
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing
  // A subscription for another server key (the server's database was replaced) cannot be reused.
  await existing?.unsubscribe()
  return found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}

/**
 * Asks for notifications (the browser's prompt, if it has not been answered) and subscribes
 * this device with the server's key, reusing its subscription when it has one for that key.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription | PushRefusal> {
  if (!pushSupported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'denied'
  const found = await registration()
  if (!found) return 'unsupported'
  return subscriptionFor(found, publicKey)
}

/**
 * This device's subscription, only where the shopper has already allowed notifications: never a
 * prompt (no tap asked for one). Null without the permission or a service worker.
 */
export async function allowedSubscription(publicKey: () => Promise<string>): Promise<PushSubscription | null> {
  if (notificationPermission() !== 'granted') return null
  const found = await registration()
  return found ? subscriptionFor(found, await publicKey()) : null
}

/** Ends this device's push subscription at the push service; its endpoint, if it had one. */
export async function endThisDevicesPush(): Promise<string | null> {
  const subscription = await currentPushSubscription()
  if (!subscription) return null
  await subscription.unsubscribe().catch(() => false)
  return subscription.endpoint
}
