// The browser's push subscription in the stories about Web Push (deal alerts, order updates):
// Chromium here cannot reach a real push service, so pushManager.subscribe and getSubscription hand
// out a subscription that points at the loopback push service (tests/contract/push-service.ts), with
// real P-256 keys, kept across page loads as a browser keeps its own. The page's permission requests
// are counted (the permission itself is granted on the context).
import type { BrowserContext } from 'playwright-core'
import type { PushServiceSubscription } from '../../contract/push-service'

/** The browser's push subscription, standing in for the push service Chromium cannot reach. */
export async function standInForPushManager(context: BrowserContext, subscription: PushServiceSubscription) {
  await context.addInitScript((json) => {
    const keys = window as unknown as { __applicationServerKeys: string[]; __permissionAsked: number }
    keys.__applicationServerKeys = []
    // Counts the prompts the page asks for (the permission itself is granted on the context).
    keys.__permissionAsked = 0
    const ask = Notification.requestPermission.bind(Notification)
    Notification.requestPermission = () => {
      keys.__permissionAsked += 1
      return ask()
    }
    // A browser keeps its subscription across page loads: so does this stand-in (its server key).
    const KEPT = 'e2e-push-subscription-key'
    const made = (key: string): PushSubscription =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: {
          applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer,
          userVisibleOnly: true,
        },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(KEPT)
          return true
        },
      }) as unknown as PushSubscription
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = btoa(String.fromCharCode(...(options?.applicationServerKey as Uint8Array)))
      keys.__applicationServerKeys.push(key)
      localStorage.setItem(KEPT, key)
      return made(key)
    }
    PushManager.prototype.getSubscription = async () => {
      const key = localStorage.getItem(KEPT)
      return key === null ? null : made(key)
    }
  }, subscription)
}
