import type { ContentfulStatusCode } from 'hono/utils/http-status'

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

export const MESSAGES = {
  forbidden: 'Access Forbidden - You may not have the required permissions.',
  notFound: 'The requested resource was not found.',
  internal: 'Internal Server Error - Try again later.',
  unauthorized: 'Authentication credentials were not provided or are invalid.',
} as const

export const badRequest = (message: string) => new HttpError(400, message)
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message)
export const forbidden = () => new HttpError(403, MESSAGES.forbidden)
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message)
