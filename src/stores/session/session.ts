import { atom } from 'jotai'
import { connectSession, type Tokens } from '@/api/session-port'
import type { SessionUser } from '@/api/auth'
import { appStore, forgetPersistedKeys, persistedAtom, type AppStore } from '@/stores/persisted-atom'
import { forgetLocalKeys } from '@/stores/persisted-storage'
import { accountLeavingUnfinished, markAccountLeaving } from '@/stores/session/account-leaving'
import { LOCAL_KEYS, PERSONAL_KEYS, PERSONAL_LOCAL_KEYS, STORAGE_KEYS } from '@contract/storage'

// The signed-in shopper and their tokens (the sign-in states (docs/data.md#user)), kept in IndexedDB under the limits'
// (docs/limits.md) keys. Plain TypeScript on the app's jotai store, so the API client and the outbox can use
// it outside React; `session-actions.ts` logs in and out, `use-session.ts` is the React face.

export type User = SessionUser

const decodeToken = (raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : undefined)
function decodeUser(raw: unknown): User | undefined {
  const user = raw as Partial<User> | null
  return typeof user?.id === 'number' && typeof user.email === 'string' ? (raw as User) : undefined
}

export const userAtom = persistedAtom<User | null>(STORAGE_KEYS.user, null, { decode: decodeUser })
export const accessTokenAtom = persistedAtom<string | null>(STORAGE_KEYS.access, null, { decode: decodeToken })
export const refreshTokenAtom = persistedAtom<string | null>(STORAGE_KEYS.refresh, null, { decode: decodeToken })

export type LoginStatus = 'idle' | 'pending' | 'success' | 'failed'
export const loginStatusAtom = atom<LoginStatus>('idle')
export const loginErrorAtom = atom<string | null>(null)
/** The server's detail message after signup (docs/data.md#user). */
export const signupStatusAtom = atom<string | null>(null)
export const logoutErrorAtom = atom<string | null>(null)

// docs/product.md#roles: like, rate, subscribe and comment need a stored user.
export const isSignedInAtom = atom((get) => get(userAtom) !== null)

export function saveTokens(store: AppStore, tokens: Tokens): void {
  store.set(accessTokenAtom, tokens.access)
  store.set(refreshTokenAtom, tokens.refresh)
}

/**
 * Forgets the shopper on this device: user, tokens and status fields at once, then everything
 * personal of the account (forgetAccountOnDevice); resolves once it is gone from storage.
 */
export function clearSession(store: AppStore = appStore): Promise<void> {
  // First, and synchronously: a page gone before the deletions land leaves the mark for the next start.
  markAccountLeaving()
  store.set(userAtom, null)
  store.set(accessTokenAtom, null)
  store.set(refreshTokenAtom, null)
  store.set(loginStatusAtom, 'idle')
  store.set(loginErrorAtom, null)
  store.set(signupStatusAtom, null)
  store.set(logoutErrorAtom, null)
  // Loaded when a session ends, not with the first screen (every page's start-up carries this file).
  return import('./forget-account').then(({ forgetAccountOnDevice }) => forgetAccountOnDevice(store))
}

/**
 * A logout the last page could not finish (it went away while the account's copies were being
 * deleted) is finished now, before anything is read back: the next shopper never starts signed
 * in as the last one. Undefined when there is none (nearly always: the start does not wait).
 */
export function finishUnfinishedLogout(store: AppStore = appStore): Promise<void> | undefined {
  if (!accountLeavingUnfinished()) return undefined
  // The stored copies first, with the shell's own code: the rest (push, the answers in memory)
  // is code loaded on demand, which an offline start without the worker's copy cannot load. So
  // the typed drafts go here too, and the saved answers whole (hers among them): the public
  // ones come back from the network.
  forgetLocalKeys([...PERSONAL_LOCAL_KEYS, LOCAL_KEYS.queryCache])
  return forgetPersistedKeys(PERSONAL_KEYS, store)
    .then(() => clearSession(store))
    .catch((error: unknown) => console.warn('Could not clear the account on this device', error))
}

/** Lets the API client read and rotate the tokens; a refused refresh signs the shopper out. */
export function connectSessionToApi(store: AppStore = appStore): () => void {
  return connectSession({
    getAccess: () => store.get(accessTokenAtom),
    getRefresh: () => store.get(refreshTokenAtom),
    saveTokens: (tokens) => saveTokens(store, tokens),
    loggedOut: () =>
      clearSession(store).catch((error: unknown) => console.warn('Could not clear the account on this device', error)),
  })
}
