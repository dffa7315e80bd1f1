import { accountEndpoints as calls } from '@contract/endpoints/account'
import type { SessionUser } from '@contract/records'
import type { Tokens } from './client'
import { callEndpoint, errorsOf } from './endpoint-call'
import { ValidationError, type ErrorSpec } from './errors'
import { REQUIRED } from './validation'

// The account area's profile and password calls: the reference server's additions to docs/api.md#auth
// (docs/api.md#profile; contract/endpoints/account.ts).

export const PROFILE_ERRORS: ErrorSpec = errorsOf(calls.updateProfile)
export const CHANGE_PASSWORD_ERRORS: ErrorSpec = errorsOf(calls.changePassword)

export type ProfileDetails = {
  first_name: string
  last_name: string
  email: string
  /** Needed when the e-mail changes. */
  current_password?: string
}

/** PATCH profile: the signed-in shopper's names and e-mail; returns the saved user. */
export async function updateProfile(details: ProfileDetails): Promise<SessionUser> {
  if (!details.email.trim()) throw new ValidationError(REQUIRED.email)
  const { current_password, ...fields } = details
  const { data } = await callEndpoint(calls.updateProfile, {
    body: current_password ? { ...fields, current_password } : fields,
  })
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
