// Auth calls (docs/api.md#auth): signup and its emailed code, login, tokens, logout, the password reset and the
// signed-in shopper's activities. Messages: docs/validation.md for inputs, docs/errors.md for failures.
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { detailAnswer } from '../envelopes'
import {
  currentPasswordField,
  emailedCodeField,
  emailField,
  firstNameField,
  idOf,
  lastNameField,
  newPasswordField,
  usernameField,
} from '../fields'
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_TAKEN,
  REQUIRED,
  WRONG_CURRENT_PASSWORD,
} from '../messages'
import { sessionUserSchema, userActivitiesSchema } from '../records'

export {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_TAKEN,
  WRONG_CURRENT_PASSWORD,
}

const emailBody = v.object({ email: emailField })
const CREDENTIALS = REQUIRED.credentials
/** A refresh token, sent as `token` or `refresh` (either call takes both names). */
const refreshBody = v.pipe(
  v.object({
    token: v.optional(v.string(REQUIRED.refreshToken)),
    refresh: v.optional(v.string(REQUIRED.refreshToken)),
  }),
  v.check((body) => Boolean(body.token || body.refresh), REQUIRED.refreshToken),
)
const tokens = { access: v.string(), refresh: v.string() }

export const accountEndpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/account/app-user/signup',
    auth: 'none',
    request: v.object({
      email: emailField,
      password: newPasswordField,
      first_name: firstNameField,
      last_name: lastNameField,
      username: usernameField,
    }),
    response: detailAnswer,
    status: [200, 201],
    failure: { failure: 'Signup failed' },
  }),
  login: endpoint({
    method: 'POST',
    path: '/account/app-user/login',
    auth: 'none',
    // Either missing is one message: a login says nothing about which part was wrong.
    request: v.object({
      email: v.pipe(v.string(CREDENTIALS), v.trim(), v.toLowerCase(), v.nonEmpty(CREDENTIALS)),
      password: v.pipe(v.string(CREDENTIALS), v.nonEmpty(CREDENTIALS)),
    }),
    // docs/api.md#auth promises only the tokens; the reference server names the shopper too.
    response: v.object({ ...tokens, user: v.nullish(sessionUserSchema) }),
    status: [200],
    failure: { failure: 'Login failed' },
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/account/token/refresh',
    auth: 'none',
    request: refreshBody,
    response: v.object(tokens),
    status: [200],
    failure: { failure: 'Token refresh failed' },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/account/app-user/logout',
    // The refresh token in the body is what the server revokes.
    auth: 'optional',
    request: refreshBody,
    response: detailAnswer,
    status: [200, 204],
    failure: { failure: 'Unable to log out. Please try again.', unexpected: 'Logout failed' },
  }),
  // Beyond the original spec (docs/api.md#extensions) (whose logout ends the current session only): every session of
  // the account ends, and every access token with them. The account area offers it.
  logoutEverywhere: endpoint({
    method: 'POST',
    path: '/account/app-user/logout-everywhere',
    auth: 'required',
    response: detailAnswer,
    status: [200],
    failure: { failure: 'Unable to log out everywhere. Please try again.' },
    addition: true,
  }),
  // Beyond the original spec (docs/api.md#extensions) (which has no profile call): the signed-in shopper's names and
  // e-mail. A new e-mail needs the current password (a borrowed phone's token cannot take the account) and is
  // the account's only once the code sent to it is entered (confirmEmailChange): the answer is the
  // same whether or not another account has it, and `pending_email` names it meanwhile.
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/account/app-user/profile',
    auth: 'required',
    // The signup form's rules and words. A body may name its user (like the API's writes (docs/api.md#auth)); the
    // server then checks it is the token's. A new email's current password is checked by the route.
    request: v.object({
      user: v.optional(idOf('user', REQUIRED.user)),
      first_name: firstNameField,
      last_name: lastNameField,
      email: emailField,
      current_password: v.optional(v.string(CURRENT_PASSWORD_FOR_EMAIL)),
    }),
    response: v.object({
      ...detailAnswer.entries,
      user: sessionUserSchema,
      pending_email: v.nullish(v.string()),
    }),
    status: [200],
    failure: { failure: 'Could not save your profile' },
    addition: true,
  }),
  // Beyond the original spec (docs/api.md#extensions): the code sent to a new e-mail, entered by the
  // signed-in shopper who asked for it. The e-mail is then the account's, and the old address told.
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/account/app-user/email-change/confirm',
    auth: 'required',
    request: v.object({
      user: v.optional(idOf('user', REQUIRED.user)),
      code: emailedCodeField,
    }),
    response: v.object({ ...detailAnswer.entries, user: sessionUserSchema }),
    status: [200],
    failure: { failure: 'Could not change your email' },
    addition: true,
  }),
  // Beyond the original spec (docs/api.md#extensions): a new password while signed in. Every other session ends; this
  // phone gets a fresh session (the answer's tokens) and stays signed in.
  changePassword: endpoint({
    method: 'POST',
    path: '/account/app-user/change-password',
    auth: 'required',
    request: v.object({
      user: v.optional(idOf('user', REQUIRED.user)),
      current_password: currentPasswordField,
      password: newPasswordField,
    }),
    response: v.object({ ...detailAnswer.entries, ...tokens }),
    status: [200],
    failure: { failure: 'Could not change your password' },
    addition: true,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/account/email/verify-email-app-user',
    auth: 'none',
    // `password` is beyond the original spec (docs/api.md#extensions): the verifier's own password, so a squatter's
    // never survives (server/routes/account.ts).
    request: v.object({
      email: emailField,
      otp: emailedCodeField,
      password: v.optional(newPasswordField),
    }),
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
    request: v.object({ email: emailField, code: emailedCodeField }),
    // The reset token proves this client entered the right code (a provider may send none).
    response: v.object({ ...detailAnswer.entries, reset_token: v.nullish(v.string()) }),
    status: [200],
    failure: { prefix: 'Error Reset Password:', failure: 'Could not reset the password' },
  }),
  setNewPassword: endpoint({
    method: 'POST',
    path: '/account/password-reset-enter-new-password-app-user',
    auth: 'none',
    // Which proof (the reset token or the code) is checked after the rate limit (the route).
    request: v.object({
      email: emailField,
      password: newPasswordField,
      reset_token: v.nullish(v.string('reset_token must be text.')),
      code: v.nullish(v.string('code must be text.')),
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
