// HTTP for the API, on ofetch (named by the product card): a JSON body in, the query appended,
// the answer parsed by its type, and ofetch's FetchError (with `status` and the parsed `data`)
// for any 4xx or 5xx. No retries here: React Query and the outbox own them, and the caller's
// signal (src/api/client.ts adds the 15 s timeout to it) aborts the request.
import { FetchError, ofetch } from 'ofetch'
import { savedAtOf } from '@/lib/query/saved-at-header'
import { noteServerNow } from '@/lib/format/server-clock'
import { serverNowOf } from '@/lib/format/server-offset'
import { discardEarlyResponses, takeEarlyResponse } from '@/lib/early/early-requests'

export type Query = Record<string, string | number | boolean | undefined>

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** A plain object or array is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown
  query?: Query
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** `savedAt`: the answer is the service worker's saved copy, stored then (src/lib/query/saved-at-header.ts). */
export type HttpResponse = { status: number; data: unknown; savedAt?: number }

/** The server answered with an error status: ofetch's FetchError, with the status and the parsed body. */
export type HttpError = FetchError & { status: number }

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof FetchError && error.response !== undefined && error.status !== undefined

/**
 * The platform's fetch, looked up at each call, except for a read the page's HTML already
 * started (src/lib/early/early-requests.ts): that answer is taken instead of asking again. A write
 * makes any answer the HTML fetched before it stale.
 */
async function fetchOrEarlyAnswer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const read = (init?.method ?? 'GET').toUpperCase() === 'GET'
  if (!read) discardEarlyResponses()
  else if (typeof input === 'string' && !new Headers(init?.headers).has('Authorization')) {
    const early = await takeEarlyResponse(input, init?.signal ?? undefined)
    if (early) return early
  }
  return globalThis.fetch(input, init)
}

const http = ofetch.create({ retry: 0, headers: { Accept: 'application/json' } }, { fetch: fetchOrEarlyAnswer })

/** An empty answer has no body at all (ofetch reads an empty JSON answer as ''). */
const bodyOf = (data: unknown) => (data === '' || data === null ? undefined : data)

/** One request. Rejects with an HttpError on 4xx/5xx, and with fetch's own error when there was no answer. */
export async function request(url: string, options: HttpRequest = {}): Promise<HttpResponse> {
  let response
  try {
    // ofetch sends a plain object or array as JSON (with its Content-Type), anything else as it is.
    response = await http.raw<unknown>(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      query: options.query,
      body: options.body as Record<string, unknown> | BodyInit | undefined,
      signal: options.signal,
    })
  } catch (error) {
    if (isHttpError(error)) throw error
    // No answer: the caller's abort reason, or the network's own error, as fetch gives them.
    if (options.signal?.aborted) throw options.signal.reason
    throw error instanceof FetchError && error.cause !== undefined ? error.cause : error
  }
  const data = bodyOf(response._data)
  const savedAt = savedAtOf(response.headers)
  // A saved copy carries the time it was first answered, not now: serverNowOf leaves it out.
  const serverNow = serverNowOf(response.headers)
  if (serverNow !== undefined) noteServerNow(serverNow)
  return savedAt === undefined ? { status: response.status, data } : { status: response.status, data, savedAt }
}
