import { STATUS_MESSAGES, type FailureNames } from '@contract/messages'
import { isHttpError } from './http'
import { isNotFound } from '@/lib/query/not-found'
import { shopperSentence } from './shopper-words'

/**
 * Errors the API layer throws, with the error catalogue's messages (docs/errors.md).
 *
 * How a call's message is made (one rule for every call):
 * - the request failed with a status: 403, 404 and 5xx give the catalogue's text; any other
 *   status gives the server's `message` (or `detail`) when it is a shopper's words
 *   (shopper-words.ts), else the call's `failure` message;
 * - the request never got an answer (offline, timeout, refused): the call's `failure` message;
 * - the answer came but is not what the contract promises (wrong status, malformed body): the
 *   call's `unexpected` message, which defaults to `failure`;
 * - calls that docs/errors.md#fetch lists with a wrapped prefix ('Error liking coupon:', 'Checkout Payment
 *   Failed:', …) put it in front of the first two.
 */

export { STATUS_MESSAGES }

export const UNKNOWN_ERROR = 'An unknown error occurred'

/** A call's docs/errors.md names (contract/endpoints/*.ts gives each endpoint's). */
export type ErrorSpec = FailureNames

/** An input check failed before any request was made (docs/validation.md). */
export class ValidationError extends Error {
  override name = 'ValidationError'
}

export type ApiErrorKind = 'http' | 'network' | 'unexpected'

/** A call failed. `status` is the HTTP status when there was one. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The server's own words, when it sent any. */
  readonly serverMessage: string | undefined
  /** The error answer's parsed body, for calls whose refusals carry data (sales-create's 409). */
  readonly body: unknown

  constructor(message: string, kind: ApiErrorKind, status?: number, serverMessage?: string, body?: unknown) {
    super(message)
    this.kind = kind
    this.status = status
    this.serverMessage = serverMessage
    this.body = body
  }

  /** Worth trying again later: no answer, or the server failed. */
  get isRetryable(): boolean {
    return this.kind === 'network' || (this.status !== undefined && (this.status >= 500 || this.status === 429))
  }

  get isUnauthorized(): boolean {
    return this.status === 401
  }
}

/** The message docs/errors.md#status gives a status, if it gives one. */
export function statusMessage(status: number): string | undefined {
  if (status === 403 || status === 404) return STATUS_MESSAGES[status]
  if (status >= 500) return STATUS_MESSAGES[500]
  return undefined
}

/** `message` or `detail` from an error body, when it is a non-empty string. */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  for (const field of ['message', 'detail', 'error'] as const) {
    const value = (body as Record<string, unknown>)[field]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return undefined
}

function withPrefix(spec: ErrorSpec, detail: string): string {
  if (!spec.prefix) return detail
  const prefix = spec.prefix.endsWith(':') ? spec.prefix : `${spec.prefix}:`
  return `${prefix} ${detail}`
}

/** What a call says when it got no answer: its failure words, after its prefix ('Error Forgot Password: …'). */
export function failureMessage(spec: ErrorSpec): string {
  return withPrefix(spec, spec.failure)
}

/** Turns whatever a request threw into an ApiError with the call's message. */
export function toApiError(error: unknown, spec: ErrorSpec): ApiError {
  if (error instanceof ApiError) return error
  if (!isHttpError(error)) return new ApiError(failureMessage(spec), 'network')
  const status = error.status
  const serverMessage = serverMessageOf(error.data)
  // The server's words only when they are a shopper's (src/api/shopper-words.ts).
  const detail = statusMessage(status) ?? shopperSentence(serverMessage) ?? spec.failure
  return new ApiError(withPrefix(spec, detail), 'http', status, serverMessage, error.data)
}

/** The answer arrived but is not what the contract promises. */
export function unexpectedResponse(spec: ErrorSpec, status?: number): ApiError {
  return new ApiError(spec.unexpected ?? spec.failure, 'unexpected', status)
}

/** A message fit to show a shopper, from anything thrown. */
export function messageOf(error: unknown, fallback = UNKNOWN_ERROR): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message
  if (typeof error === 'string' && error.trim() !== '') return error
  return fallback
}

/** A 404 (src/lib/query/not-found.ts): an answer, not a failure worth retrying. */
export { isNotFound }
