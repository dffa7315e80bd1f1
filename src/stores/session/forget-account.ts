import { runAccountCleanups } from '@/stores/session/account-cleanup'
import { appStore, forgetPersistedKeys, type AppStore } from '@/stores/persisted-atom'
import { forgetLocalKeys } from '@/stores/persisted-storage'
import { clearAccountLeaving, markAccountLeaving } from '@/stores/session/account-leaving'
import { PERSONAL_KEYS, PERSONAL_LOCAL_KEYS } from '@contract/storage'

// docs/decisions.md#accounts: the account owns personal data; the device only holds copies, cleared when the
// account leaves it. One function for both ways a session ends (logout, a refused refresh), so
// a shared phone never shows the last shopper's orders, details or drafts to the next one.

/**
 * Ends this device's push subscription: the account's deal alerts stop coming here, even
 * offline (the push service then answers the server 410, and the server forgets it). Loaded
 * only now: the shell carries no push code.
 */
async function endDevicePush(): Promise<void> {
  const { endThisDevicesPush } = await import('@/lib/browser/push-device')
  await endThisDevicesPush()
}

/**
 * Forgets the signed-in account on this device: the user and tokens, activities, orders,
 * checkout drafts, the open payment and typed drafts in storage (PERSONAL_KEYS), then what
 * features registered (src/stores/session/account-cleanup.ts: the query cache's personal answers). The
 * anonymous cart, the place and the outbox stay (contract/storage.ts says why).
 */
export async function forgetAccountOnDevice(store: AppStore = appStore): Promise<void> {
  // Until every copy is gone, a start finishes this (account-leaving.ts); a page gone mid-way never clears it.
  markAccountLeaving()
  forgetLocalKeys(PERSONAL_LOCAL_KEYS)
  try {
    await Promise.all([forgetPersistedKeys(PERSONAL_KEYS, store), runAccountCleanups(store), endDevicePush()])
  } finally {
    clearAccountLeaving()
  }
}
