import { call, requestTokenRefresh, type Tokens } from './client'
import { ApiError, ValidationError, unexpectedResponse, type ErrorSpec } from './errors'
import { isRecord, isUserActivities, type UserActivities } from './records'
import { REQUIRED, required } from './validation'

// SPEC §7 Auth. Messages: SPEC §5 for inputs, §8 for failures.

export type SessionUser = {
  id: number
  email: string
  first_name?: string
  last_name?: string
  username?: string
}

export type Credentials = { email: string; password: string }
export type LoginResult = Tokens & { user: SessionUser }

export type SignupDetails = {
  email: string
  password: string
  first_name: string
  last_name: string
  username?: string
}

const LOGIN: ErrorSpec = { failure: 'Login failed' }
const SIGNUP: ErrorSpec = { failure: 'Signup failed' }
const LOGOUT: ErrorSpec = { failure: 'Unable to log out. Please try again.', unexpected: 'Logout failed' }
const VERIFY_OTP: ErrorSpec = { prefix: 'Error Verifying OTP:', failure: 'Verification failed' }
const RESEND_OTP: ErrorSpec = { prefix: 'Error Resending OTP:', failure: 'Could not resend the code' }
const FORGOT_PASSWORD: ErrorSpec = { prefix: 'Error Forgot Password:', failure: 'Could not send the reset code' }
const RESET_PASSWORD: ErrorSpec = { prefix: 'Error Reset Password:', failure: 'Could not reset the password' }
export const ACTIVITIES_ERRORS: ErrorSpec = {
  failure: 'Error fetching user activities',
  unexpected: 'Failed to fetch user activities',
}

function isSessionUser(value: unknown): value is SessionUser {
  return isRecord(value) && typeof value.id === 'number' && typeof value.email === 'string'
}

function detailOf(body: unknown): string {
  return isRecord(body) && typeof body.detail === 'string' ? body.detail : ''
}

/**
 * POST /account/app-user/login. SPEC §7 promises only `{access, refresh}`: when the answer
 * names no user (a provider that sends none), the shopper is read from data-jwt with the new
 * access token. A failure of that read is a failed login: there is no one to sign in as.
 */
export async function login(credentials: Partial<Credentials> | null | undefined): Promise<LoginResult> {
  if (!credentials?.email?.trim() || !credentials.password) throw new ValidationError(REQUIRED.credentials)
  const { data } = await call('/account/app-user/login', { method: 'POST', body: credentials, expect: 200 }, LOGIN)
  if (!isRecord(data) || typeof data.access !== 'string' || typeof data.refresh !== 'string')
    throw unexpectedResponse(LOGIN)
  const tokens = { access: data.access, refresh: data.refresh }
  if (isSessionUser(data.user)) return { ...tokens, user: data.user }
  if (data.user !== undefined && data.user !== null) throw unexpectedResponse(LOGIN)
  return { ...tokens, user: await userOf(tokens.access) }
}

/** The signed-in shopper's own fields of their activities (SPEC §3), as the session keeps them. */
async function userOf(access: string): Promise<SessionUser> {
  let activities: UserActivities
  try {
    activities = await fetchUserActivities(undefined, access)
  } catch (error) {
    // Tokens without a known shopper sign no one in: it is the login that failed.
    const failed = error instanceof ApiError ? error : undefined
    throw new ApiError(LOGIN.failure, failed?.kind ?? 'network', failed?.status)
  }
  const { id, email, first_name, last_name, username } = activities
  return { id, email, first_name, last_name, username }
}

/** POST /account/app-user/signup; returns the server's detail message. */
export async function signup(details: Partial<SignupDetails> | null | undefined): Promise<string> {
  if (!details?.email?.trim() || !details.password) throw new ValidationError(REQUIRED.userInformation)
  const { data } = await call('/account/app-user/signup', { method: 'POST', body: details, expect: [200, 201] }, SIGNUP)
  return detailOf(data)
}

/** POST /account/token/refresh, body {token}. */
export async function refreshTokens(refresh: string | null | undefined): Promise<Tokens> {
  required(refresh, REQUIRED.refreshToken)
  return requestTokenRefresh(refresh)
}

/** POST /account/app-user/logout with the refresh token, which the server revokes. */
export async function logout(refresh: string | null | undefined): Promise<void> {
  required(refresh, REQUIRED.refreshToken)
  await call('/account/app-user/logout', { method: 'POST', body: { refresh }, auth: true, expect: [200, 204] }, LOGOUT)
}

/** POST /account/email/verify-email-app-user, body as passed ({ email, otp }). */
export async function verifyEmail(body: Record<string, unknown> | null | undefined): Promise<string> {
  if (!body || !isFilled(body.email)) throw new ValidationError(REQUIRED.userInformation)
  const { data } = await call('/account/email/verify-email-app-user', { method: 'POST', body, expect: 200 }, VERIFY_OTP)
  return detailOf(data)
}

/** POST /account/email/resend-verification-email {email}. */
export async function resendVerificationEmail(email: string | null | undefined): Promise<string> {
  required(email, REQUIRED.email)
  const { data } = await call(
    '/account/email/resend-verification-email',
    { method: 'POST', body: { email }, expect: 200 },
    RESEND_OTP,
  )
  return detailOf(data)
}

/** POST /account/password-reset {email}. */
export async function requestPasswordReset(email: string | null | undefined): Promise<string> {
  required(email, REQUIRED.email)
  const { data } = await call(
    '/account/password-reset',
    { method: 'POST', body: { email }, expect: 200 },
    FORGOT_PASSWORD,
  )
  return detailOf(data)
}

export type ResetCodeResult = {
  detail: string
  /**
   * Proof that this client entered the right code: the new password needs it. Kept in memory
   * only, never in a URL or storage. Null from a server that sends none (the code is sent again).
   */
  resetToken: string | null
}

/** POST /account/password-reset-enter-code, body as passed ({ email, code }). */
export async function enterPasswordResetCode(
  body: Record<string, unknown> | null | undefined,
): Promise<ResetCodeResult> {
  if (!body || !isFilled(body.email)) throw new ValidationError(REQUIRED.userInformation)
  const { data } = await call(
    '/account/password-reset-enter-code',
    { method: 'POST', body, expect: 200 },
    RESET_PASSWORD,
  )
  const token =
    isRecord(data) && typeof data.reset_token === 'string' && data.reset_token !== '' ? data.reset_token : null
  return { detail: detailOf(data), resetToken: token }
}

export type NewPasswordDetails = Credentials & {
  /** From enterPasswordResetCode; without one, the code goes again. */
  reset_token?: string | null
  code?: string
}

/**
 * POST /account/password-reset-enter-new-password-app-user {email, password, reset_token}
 * (or {email, password, code} when the server gave no token).
 */
export async function setNewPassword(details: Partial<NewPasswordDetails> | null | undefined): Promise<string> {
  if (!details?.email?.trim() || !details.password) throw new ValidationError(REQUIRED.userInformation)
  const proof = details.reset_token ? { reset_token: details.reset_token } : details.code ? { code: details.code } : {}
  const { data } = await call(
    '/account/password-reset-enter-new-password-app-user',
    { method: 'POST', body: { email: details.email, password: details.password, ...proof }, expect: 200 },
    RESET_PASSWORD,
  )
  return detailOf(data)
}

/**
 * GET /account/app-user/data-jwt: the signed-in shopper's activities (SPEC §3); with `bearer`,
 * those of that access token's shopper (right after login, before the session holds it).
 */
export async function fetchUserActivities(signal?: AbortSignal, bearer?: string): Promise<UserActivities> {
  const { data } = await call(
    '/account/app-user/data-jwt',
    { auth: true, bearer, expect: 200, signal },
    ACTIVITIES_ERRORS,
  )
  if (!isUserActivities(data)) throw unexpectedResponse(ACTIVITIES_ERRORS)
  return data
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}
