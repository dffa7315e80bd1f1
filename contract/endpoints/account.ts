// SPEC §7 Auth: signup and its emailed code, login, tokens, logout, the password reset and the
// signed-in shopper's activities. Messages: SPEC §5 for inputs, §8 for failures.
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { detailAnswer } from '../envelopes'
import { sessionUserSchema, userActivitiesSchema } from '../records'

const emailBody = v.object({ email: v.string() })
const tokens = { access: v.string(), refresh: v.string() }

export const accountEndpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/account/app-user/signup',
    auth: 'none',
    request: v.object({
      email: v.string(),
      password: v.string(),
      first_name: v.string(),
      last_name: v.string(),
      username: v.optional(v.string()),
    }),
    response: detailAnswer,
    status: [200, 201],
    failure: { failure: 'Signup failed' },
  }),
  login: endpoint({
    method: 'POST',
    path: '/account/app-user/login',
    auth: 'none',
    request: v.object({ email: v.string(), password: v.string() }),
    // SPEC §7 promises only the tokens; the reference server names the shopper too.
    response: v.object({ ...tokens, user: v.nullish(sessionUserSchema) }),
    status: [200],
    failure: { failure: 'Login failed' },
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/account/token/refresh',
    auth: 'none',
    request: v.object({ token: v.string() }),
    response: v.object(tokens),
    status: [200],
    failure: { failure: 'Token refresh failed' },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/account/app-user/logout',
    // The refresh token in the body is what the server revokes.
    auth: 'optional',
    request: v.object({ refresh: v.string() }),
    response: detailAnswer,
    status: [200, 204],
    failure: { failure: 'Unable to log out. Please try again.', unexpected: 'Logout failed' },
  }),
  // Beyond SPEC §7 (whose logout ends the current session only): every session of the account
  // ends, and every access token with them. The account area offers it.
  logoutEverywhere: endpoint({
    method: 'POST',
    path: '/account/app-user/logout-everywhere',
    auth: 'required',
    response: detailAnswer,
    status: [200],
    failure: { failure: 'Unable to log out everywhere. Please try again.' },
    addition: true,
  }),
  // Beyond SPEC §7 (which has no profile call): the signed-in shopper's names and e-mail. A new
  // e-mail needs the current password (a borrowed phone's token cannot take the account), and
  // one that belongs to another account is refused.
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/account/app-user/profile',
    auth: 'required',
    // Plain strings, like the other account calls: this file is in the app's shell (the token
    // refresh), so the limits (contract/rules.ts) are checked by the server and the form.
    request: v.object({
      first_name: v.string(),
      last_name: v.string(),
      email: v.string(),
      current_password: v.optional(v.string()),
    }),
    response: v.object({ ...detailAnswer.entries, user: sessionUserSchema }),
    status: [200],
    failure: { failure: 'Could not save your profile' },
    addition: true,
  }),
  // Beyond SPEC §7: a new password while signed in. Every other session ends; this phone gets a
  // fresh session (the answer's tokens) and stays signed in.
  changePassword: endpoint({
    method: 'POST',
    path: '/account/app-user/change-password',
    auth: 'required',
    request: v.object({ current_password: v.string(), password: v.string() }),
    response: v.object({ ...detailAnswer.entries, ...tokens }),
    status: [200],
    failure: { failure: 'Could not change your password' },
    addition: true,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/account/email/verify-email-app-user',
    auth: 'none',
    // `password` is beyond SPEC §7: the verifier's own password, so a squatter's never survives
    // (server/routes/account.ts).
    request: v.object({ email: v.string(), otp: v.string(), password: v.optional(v.string()) }),
    response: detailAnswer,
    status: [200],
    failure: { prefix: 'Error Verifying OTP:', failure: 'Verification failed' },
  }),
  resendVerificationEmail: endpoint({
    method: 'POST',
    path: '/account/email/resend-verification-email',
    auth: 'none',
    request: emailBody,
    response: detailAnswer,
    status: [200],
    failure: { prefix: 'Error Resending OTP:', failure: 'Could not resend the code' },
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/account/password-reset',
    auth: 'none',
    request: emailBody,
    response: detailAnswer,
    status: [200],
    failure: { prefix: 'Error Forgot Password:', failure: 'Could not send the reset code' },
  }),
  enterPasswordResetCode: endpoint({
    method: 'POST',
    path: '/account/password-reset-enter-code',
    auth: 'none',
    request: v.object({ email: v.string(), code: v.string() }),
    // The reset token proves this client entered the right code (a provider may send none).
    response: v.object({ ...detailAnswer.entries, reset_token: v.nullish(v.string()) }),
    status: [200],
    failure: { prefix: 'Error Reset Password:', failure: 'Could not reset the password' },
  }),
  setNewPassword: endpoint({
    method: 'POST',
    path: '/account/password-reset-enter-new-password-app-user',
    auth: 'none',
    request: v.object({
      email: v.string(),
      password: v.string(),
      reset_token: v.optional(v.string()),
      code: v.optional(v.string()),
    }),
    response: detailAnswer,
    status: [200],
    failure: { prefix: 'Error Reset Password:', failure: 'Could not reset the password' },
  }),
  userActivities: endpoint({
    method: 'GET',
    path: '/account/app-user/data-jwt',
    auth: 'required',
    response: userActivitiesSchema,
    status: [200],
    failure: { failure: 'Error fetching user activities', unexpected: 'Failed to fetch user activities' },
  }),
}
