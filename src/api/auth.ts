import { accountEndpoints as calls } from '@contract/endpoints/account'
import type { SessionUser, UserActivities } from '@contract/records'
import { requestTokenRefresh, type Tokens } from './client'
import { callEndpoint, errorsOf } from './endpoint-call'
import { ApiError, ValidationError, type ErrorSpec } from './errors'
import { REQUIRED, required } from './validation'

// Auth calls (docs/api.md#auth). Messages: docs/validation.md for inputs, docs/errors.md for failures; paths and
// answers: contract/endpoints/account.ts.

export type { SessionUser }

export type Credentials = { email: string; password: string }
export type LoginResult = Tokens & { user: SessionUser }

export type SignupDetails = {
  email: string
  password: string
  first_name: string
  last_name: string
  username?: string
}

export const ACTIVITIES_ERRORS: ErrorSpec = errorsOf(calls.userActivities)
/** The account forms' calls' failure names, for the words they show (failureMessage in errors.ts). */
export const LOGIN_ERRORS: ErrorSpec = errorsOf(calls.login)
export const SIGNUP_ERRORS: ErrorSpec = errorsOf(calls.signup)
export const VERIFY_ERRORS: ErrorSpec = errorsOf(calls.verifyEmail)
export const RESEND_ERRORS: ErrorSpec = errorsOf(calls.resendVerificationEmail)
export const RESET_REQUEST_ERRORS: ErrorSpec = errorsOf(calls.requestPasswordReset)
export const RESET_ERRORS: ErrorSpec = errorsOf(calls.setNewPassword)

/**
 * POST login. docs/api.md#auth promises only `{access, refresh}`: when the answer
 * names no user (a provider that sends none), the shopper is read from userActivities with the new
 * access token. A failure of that read is a failed login: there is no one to sign in as.
 */
export async function login(credentials: Partial<Credentials> | null | undefined): Promise<LoginResult> {
  if (!credentials?.email?.trim() || !credentials.password) throw new ValidationError(REQUIRED.credentials)
  const body = { email: credentials.email, password: credentials.password }
  const { data } = await callEndpoint(calls.login, { body })
  const tokens = { access: data.access, refresh: data.refresh }
  if (data.user) return { ...tokens, user: data.user }
  return { ...tokens, user: await userOf(tokens.access) }
}

/** The signed-in shopper's own fields of their activities (docs/data.md#activities), as the session keeps them. */
async function userOf(access: string): Promise<SessionUser> {
  let activities: UserActivities
  try {
    activities = await fetchUserActivities(undefined, access)
  } catch (error) {
    // Tokens without a known shopper sign no one in: it is the login that failed.
    const failed = error instanceof ApiError ? error : undefined
    throw new ApiError(LOGIN_ERRORS.failure, failed?.kind ?? 'network', failed?.status)
  }
  const { id, email, first_name, last_name, username } = activities
  return { id, email, first_name, last_name, username }
}

/** POST signup; returns the server's detail message. */
export async function signup(details: Partial<SignupDetails> | null | undefined): Promise<string> {
  if (!details?.email?.trim() || !details.password) throw new ValidationError(REQUIRED.userInformation)
  const { data } = await callEndpoint(calls.signup, {
    body: details as SignupDetails,
  })
  return data.detail
}

/** POST refreshToken, body {token}. */
export async function refreshTokens(refresh: string | null | undefined): Promise<Tokens> {
  required(refresh, REQUIRED.refreshToken)
  return requestTokenRefresh(refresh)
}

/** POST logout with the refresh token, which the server revokes. */
export async function logout(refresh: string | null | undefined): Promise<void> {
  required(refresh, REQUIRED.refreshToken)
  await callEndpoint(calls.logout, { body: { refresh } }, 'ignore')
}

/**
 * POST logout-everywhere (beyond the original spec (docs/api.md#extensions)): the server ends every session of the
 * signed-in account, this one included. Returns the server's detail.
 */
export async function logoutEverywhere(): Promise<string> {
  const { data } = await callEndpoint(calls.logoutEverywhere)
  return data.detail
}

/**
 * POST verifyEmail, body as passed ({ email, otp }, and the password chosen at signup when this
 * page still holds it: beyond the original spec (docs/api.md#extensions), it makes the verifier's password the
 * account's).
 */
export async function verifyEmail(body: Record<string, unknown> | null | undefined): Promise<string> {
  if (!body || !isFilled(body.email)) throw new ValidationError(REQUIRED.userInformation)
  const { data } = await callEndpoint(calls.verifyEmail, {
    body: body as { email: string; otp: string; password?: string },
  })
  return data.detail
}

/** POST /account/email/resend-verification-email {email}. */
export async function resendVerificationEmail(email: string | null | undefined): Promise<string> {
  required(email, REQUIRED.email)
  const { data } = await callEndpoint(calls.resendVerificationEmail, { body: { email } })
  return data.detail
}

/** POST requestPasswordReset {email}. */
export async function requestPasswordReset(email: string | null | undefined): Promise<string> {
  required(email, REQUIRED.email)
  const { data } = await callEndpoint(calls.requestPasswordReset, { body: { email } })
  return data.detail
}

export type ResetCodeResult = {
  detail: string
  /**
   * Proof that this client entered the right code: the new password needs it. Kept in memory
   * only, never in a URL or storage. Null from a server that sends none (the code is sent again).
   */
  resetToken: string | null
}

/** POST enterPasswordResetCode, body as passed ({ email, code }). */
export async function enterPasswordResetCode(
  body: Record<string, unknown> | null | undefined,
): Promise<ResetCodeResult> {
  if (!body || !isFilled(body.email)) throw new ValidationError(REQUIRED.userInformation)
  const { data } = await callEndpoint(calls.enterPasswordResetCode, { body: body as { email: string; code: string } })
  return { detail: data.detail, resetToken: data.reset_token || null }
}

export type NewPasswordDetails = Credentials & {
  /** From enterPasswordResetCode; without one, the code goes again. */
  reset_token?: string | null
  code?: string
}

/**
 * POST setNewPassword {email, password, reset_token}
 * (or {email, password, code} when the server gave no token).
 */
export async function setNewPassword(details: Partial<NewPasswordDetails> | null | undefined): Promise<string> {
  if (!details?.email?.trim() || !details.password) throw new ValidationError(REQUIRED.userInformation)
  const proof = details.reset_token ? { reset_token: details.reset_token } : details.code ? { code: details.code } : {}
  const { data } = await callEndpoint(calls.setNewPassword, {
    body: { email: details.email, password: details.password, ...proof },
  })
  return data.detail
}

/**
 * GET userActivities: the signed-in shopper's activities (docs/data.md#activities); with `bearer`,
 * those of that access token's shopper (right after login, before the session holds it).
 */
export async function fetchUserActivities(signal?: AbortSignal, bearer?: string): Promise<UserActivities> {
  const { data } = await callEndpoint(calls.userActivities, { bearer, signal })
  return data
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}
