import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { STATUS_MESSAGES, UNAUTHORIZED_MESSAGE } from '../../contract/messages'

/** An answer the client caused: status and a message for `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

/** The status texts the app shows too (contract/messages.ts). */
export const MESSAGES = {
  forbidden: STATUS_MESSAGES[403],
  notFound: STATUS_MESSAGES[404],
  internal: STATUS_MESSAGES[500],
  unauthorized: UNAUTHORIZED_MESSAGE,
} as const

export const badRequest = (message: string) => new HttpError(400, message)
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message)
export const forbidden = () => new HttpError(403, MESSAGES.forbidden)
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message)
