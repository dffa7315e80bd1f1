import {
  changePassword,
  confirmEmailChange,
  saveProfile as sendProfile,
  type PasswordChange,
  type ProfileDetails,
} from '@/api/profile'
import { EMAIL_CHANGED } from '@contract/messages'
import { saveTokens, userAtom } from '@/stores/session/session'
import type { AppStore } from '@/stores/persisted-atom'

// The account area's writes, on the app's jotai store: what the server saved becomes the
// session's user; a changed password's new session becomes this phone's tokens.

/**
 * Saves the profile; the session's user becomes the server's copy. A new e-mail is not the account's yet: its
 * address comes back as `pendingEmail`, with the server's words for what to do. Throws on failure.
 */
export async function saveProfile(
  store: AppStore,
  details: ProfileDetails,
): Promise<{ pendingEmail: string | null; detail: string }> {
  const { user, pendingEmail, detail } = await sendProfile(details)
  // Only if the same shopper is still signed in (a logout may have come meanwhile).
  if (store.get(userAtom)?.id === user.id) store.set(userAtom, user)
  return { pendingEmail, detail }
}

/** Enters the code sent to a new e-mail; the session's user moves to it. Returns the server's words. */
export async function confirmNewEmail(store: AppStore, code: string): Promise<string> {
  const userId = store.get(userAtom)?.id
  const user = await confirmEmailChange(code.trim())
  if (userId !== undefined && store.get(userAtom)?.id === userId) store.set(userAtom, user)
  return EMAIL_CHANGED
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
