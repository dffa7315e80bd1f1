import { accountEndpoints as calls } from '@contract/endpoints/account'
import type { SessionUser } from '@contract/records'
import type { Tokens } from './client'
import { callEndpoint, errorsOf } from './endpoint-call'
import { ValidationError, type ErrorSpec } from './errors'
import { REQUIRED } from './validation'
import { ENTER_CODE } from '@contract/rules'

// The account area's profile and password calls: the reference server's additions to docs/api.md#auth
// (docs/api.md#profile; contract/endpoints/account.ts).

export const PROFILE_ERRORS: ErrorSpec = errorsOf(calls.updateProfile)
export const CONFIRM_EMAIL_ERRORS: ErrorSpec = errorsOf(calls.confirmEmailChange)
export const CHANGE_PASSWORD_ERRORS: ErrorSpec = errorsOf(calls.changePassword)

export type ProfileDetails = {
  first_name: string
  last_name: string
  email: string
  /** Needed when the e-mail changes. */
  current_password?: string
}

/**
 * PATCH profile: the signed-in shopper's names, saved, and the user as saved. A new e-mail is not
 * the account's yet: a code went to it (`pendingEmail`), which confirmEmailChange takes.
 */
export async function saveProfile(
  details: ProfileDetails,
): Promise<{ user: SessionUser; pendingEmail: string | null; detail: string }> {
  if (!details.email.trim()) throw new ValidationError(REQUIRED.email)
  const { current_password, ...fields } = details
  const { data } = await callEndpoint(calls.updateProfile, {
    body: current_password ? { ...fields, current_password } : fields,
  })
  return { user: data.user, pendingEmail: data.pending_email ?? null, detail: data.detail }
}

/** POST email-change/confirm: the code sent to the new e-mail; returns the user at that address. */
export async function confirmEmailChange(code: string): Promise<SessionUser> {
  if (!code.trim()) throw new ValidationError(ENTER_CODE)
  const { data } = await callEndpoint(calls.confirmEmailChange, { body: { code: code.trim() } })
  return data.user
}

export type PasswordChange = { current_password: string; password: string }

/**
 * POST change-password: every other session of the account ends; the answer's tokens are this
 * phone's new session, which the caller must keep.
 */
export async function changePassword(change: PasswordChange): Promise<Tokens & { detail: string }> {
  if (!change.current_password || !change.password) throw new ValidationError(REQUIRED.password)
  const { data } = await callEndpoint(calls.changePassword, { body: change })
  return { detail: data.detail, access: data.access, refresh: data.refresh }
}
