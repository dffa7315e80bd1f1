import * as authApi from '@/api/auth'
import { ApiError, messageOf } from '@/api/errors'
import { appStore, type AppStore } from '@/stores/persisted-atom'
import {
  clearSession,
  finishUnfinishedLogout,
  loginErrorAtom,
  loginStatusAtom,
  logoutErrorAtom,
  refreshTokenAtom,
  saveTokens,
  signupStatusAtom,
  userAtom,
} from './session'

// Logging in, signing up and logging out (the sign-in states (docs/data.md#user)). Loaded on demand: the shell only
// needs the session's state.

export async function logIn(credentials: Partial<authApi.Credentials>, store: AppStore = appStore): Promise<boolean> {
  store.set(loginStatusAtom, 'pending')
  store.set(loginErrorAtom, null)
  try {
    const result = await authApi.login(credentials)
    // Another tab's logout cut short left the last account's copies: they go before this one comes.
    await finishUnfinishedLogout(store)
    saveTokens(store, result)
    store.set(userAtom, result.user)
    store.set(loginStatusAtom, 'success')
    return true
  } catch (error) {
    store.set(loginErrorAtom, messageOf(error, 'Login failed'))
    store.set(loginStatusAtom, 'failed')
    return false
  }
}

/** Signs up; the server's detail (or the error) is kept in `signupStatusAtom`. */
export async function signUp(details: Partial<authApi.SignupDetails>, store: AppStore = appStore): Promise<boolean> {
  try {
    store.set(signupStatusAtom, await authApi.signup(details))
    return true
  } catch (error) {
    store.set(signupStatusAtom, messageOf(error, 'Signup failed'))
    return false
  }
}

/**
 * Logs out on every phone and browser: the server ends every session of the account, then
 * this device forgets it as a logout does. Unlike logOut, nothing is forgotten unless the
 * server did it (the point is the other devices): a failure throws, and the shopper stays
 * signed in to try again.
 */
export async function logOutEverywhere(store: AppStore = appStore): Promise<void> {
  await authApi.logoutEverywhere()
  await clearSession(store).catch((error: unknown) => console.warn('Could not clear the account on this device', error))
}

/** Best effort and brief: without an answer in 3 s, forget-account.ts still ends the device's push. */
async function endDealAlertsHere(store: AppStore): Promise<void> {
  const user = store.get(userAtom)
  if (!user) return
  const work = (async () => {
    const [{ currentPushSubscription }, alerts] = await Promise.all([
      import('@/lib/browser/push-device'),
      import('@/api/deal-alerts'),
    ])
    const subscription = await currentPushSubscription()
    if (subscription) await alerts.unsubscribeDealAlerts(user.id, subscription.endpoint)
  })()
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([work.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, 3000)))])
  clearTimeout(timer)
}

/**
 * Logs out. The server revokes the refresh token; if it cannot be reached (offline), the
 * shopper is still signed out on this device — on a shared phone that matters more. A server
 * that refuses keeps the shopper signed in and says so.
 */
export async function logOut(store: AppStore = appStore): Promise<boolean> {
  store.set(logoutErrorAtom, null)
  const refresh = store.get(refreshTokenAtom)
  if (refresh) {
    // While the token still works: the server forgets this device's deal alerts at once.
    await endDealAlertsHere(store)
    try {
      await authApi.logout(refresh)
    } catch (error) {
      const refused = error instanceof ApiError && error.kind !== 'network' && error.status !== 401
      if (refused) {
        store.set(logoutErrorAtom, messageOf(error, 'Logout failed'))
        return false
      }
    }
  }
  // Signed out even if the device could not delete a copy: the next login must not wait on it.
  await clearSession(store).catch((error: unknown) => console.warn('Could not clear the account on this device', error))
  return true
}
