import { changePassword, updateProfile, type PasswordChange, type ProfileDetails } from '@/api/profile'
import { saveTokens, userAtom } from '@/stores/session/session'
import type { AppStore } from '@/stores/persisted-atom'

// The account area's writes, on the app's jotai store: what the server saved becomes the
// session's user; a changed password's new session becomes this phone's tokens.

/** Saves the profile; the session's user becomes the server's copy. Throws on failure. */
export async function saveProfile(store: AppStore, details: ProfileDetails): Promise<void> {
  const user = await updateProfile(details)
  // Only if the same shopper is still signed in (a logout may have come meanwhile).
  if (store.get(userAtom)?.id === user.id) store.set(userAtom, user)
}

/**
 * Changes the password. The server ends every session, this one too, and answers with a new
 * one: kept at once, or the next call would find this phone logged out. Returns the detail.
 */
export async function changeOwnPassword(store: AppStore, change: PasswordChange): Promise<string> {
  const userId = store.get(userAtom)?.id
  const result = await changePassword(change)
  if (userId !== undefined && store.get(userAtom)?.id === userId) saveTokens(store, result)
  return result.detail
}
