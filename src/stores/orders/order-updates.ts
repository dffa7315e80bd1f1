// Order updates by Web Push (docs/api.md#order-updates): while a page follows an open order, this
// device is kept for the signed-in account's order updates, so each step her store moves it to also
// comes as a notification, even with the page closed. Only where she has already allowed
// notifications (a deal alert's tap asked, or the browser's settings): this never prompts. Once per
// account and page load; loaded only then, so no page carries push code it does not use. Logging out
// drops the device on the server (the session it was kept under ends).

const kept = new Set<number>()

/** Keeps this device for `userId`'s order updates, if notifications are allowed; never throws. */
export async function keepOrderUpdatesHere(userId: number): Promise<void> {
  if (kept.has(userId)) return
  kept.add(userId)
  try {
    const [{ allowedSubscription }, api] = await Promise.all([
      import('@/lib/browser/push-device'),
      import('@/api/deal-alerts'),
    ])
    const subscription = await allowedSubscription(api.getPushPublicKey)
    if (!subscription) return
    await api.keepOrderUpdates(userId, subscription.toJSON() as Parameters<typeof api.keepOrderUpdates>[1])
  } catch {
    // Offline, or the server refused: the page still follows the order; the next page load tries again.
    kept.delete(userId)
  }
}

export type OrderUpdatesOutcome = 'on' | 'denied' | 'unsupported' | 'failed'

/**
 * From the shopper's tap only ("Tell me at each step"): asks for notifications if they were never
 * answered, then keeps this device for `userId`'s order updates.
 */
export async function turnOnOrderUpdates(userId: number): Promise<OrderUpdatesOutcome> {
  try {
    const [{ subscribeThisDevice }, api] = await Promise.all([
      import('@/lib/browser/push-device'),
      import('@/api/deal-alerts'),
    ])
    const subscription = await subscribeThisDevice(await api.getPushPublicKey())
    if (typeof subscription === 'string') return subscription
    await api.keepOrderUpdates(userId, subscription.toJSON() as Parameters<typeof api.keepOrderUpdates>[1])
    kept.add(userId)
    return 'on'
  } catch {
    return 'failed'
  }
}
