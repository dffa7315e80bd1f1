import type { AppStore } from '@/stores/persisted-atom'

// What else the device forgets when an account leaves it (logout, or a refused refresh): the
// auth feature runs these without knowing who registered them, so it never imports the query
// cache or any other feature. Stored keys are not registered here: they are listed in
// contract/storage.ts (PERSONAL_KEYS), because their owner's code may never have loaded.

export type AccountCleanup = (store: AppStore) => void | Promise<void>

const cleanups = new Set<AccountCleanup>()

/** Runs `cleanup` whenever an account is forgotten on this device; returns the unregistration. */
export function onAccountForgotten(cleanup: AccountCleanup): () => void {
  cleanups.add(cleanup)
  return () => {
    cleanups.delete(cleanup)
  }
}

/** Runs every registered cleanup; one that fails does not stop the others (then rethrows the first). */
export async function runAccountCleanups(store: AppStore): Promise<void> {
  const results = await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup(store)))
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}
