import { LOCAL_KEYS } from '@contract/storage'

// An account leaving this device (logout, a refused refresh) is forgotten in IndexedDB, whose
// deletions are aborted when the page goes away before they land: the app closed at once after
// Logout, a phone freezing the tab. The next start would read the last shopper back, signed in,
// with her phone and address. So a mark in localStorage, written synchronously before anything
// else, says an account is leaving, until everything personal is gone; a start that finds it
// finishes the forgetting before it reads anything back (finishUnfinishedLogout, session.ts).

export function markAccountLeaving(): void {
  try {
    localStorage.setItem(LOCAL_KEYS.accountLeaving, '1')
  } catch {
    // No localStorage: nothing to finish later either way.
  }
}

export function accountLeavingUnfinished(): boolean {
  try {
    return localStorage.getItem(LOCAL_KEYS.accountLeaving) !== null
  } catch {
    return false
  }
}

export function clearAccountLeaving(): void {
  try {
    localStorage.removeItem(LOCAL_KEYS.accountLeaving)
  } catch {
    // Nothing was kept.
  }
}
