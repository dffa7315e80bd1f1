// HTTP for the API, on ofetch (named by the product card): a JSON body in, a parsed body out,
// an HttpError for any 4xx or 5xx. No retries here: React Query and the outbox own them, and
// the caller's signal (src/api/client.ts adds the 15 s timeout to it) aborts the request.
import { FetchError, ofetch } from 'ofetch'
import { savedAtOf } from '@/lib/saved-at-header'
import { discardEarlyResponses, takeEarlyResponse } from '@/first-load/early-requests'

export type Query = Record<string, string | number | boolean | undefined>

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** A plain object or array is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown
  query?: Query
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** `savedAt`: the answer is the service worker's saved copy, stored then (src/lib/saved-at-header.ts). */
export type HttpResponse = { status: number; data: unknown; savedAt?: number }

/** The server answered with an error status; `data` is its parsed body. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: number
  readonly data: unknown

  constructor(status: number, data: unknown) {
    super(`The server answered ${status}.`)
    this.status = status
    this.data = data
  }
}

/** `path` with the defined query values appended, encoded. */
export function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value))
  }
  const search = params.toString()
  if (search === '') return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

/**
 * The platform's fetch, looked up at each call, except for a read the page's HTML already
 * started (src/first-load/early-requests.ts): that answer is taken instead of asking again. A write
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

const http = ofetch.create(
  { retry: 0, responseType: 'text', ignoreResponseError: true, headers: { Accept: 'application/json' } },
  { fetch: fetchOrEarlyAnswer },
)

/** JSON when the answer says so or looks like it; text otherwise; undefined when empty. */
function parseBody(text: string, type: string): unknown {
  if (text === '') return undefined
  const trimmed = text.trimStart()
  if (type.includes('json') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  return text
}

/** One request. Rejects with HttpError on 4xx/5xx, and with fetch's own error when there was no answer. */
export async function request(url: string, options: HttpRequest = {}): Promise<HttpResponse> {
  let response
  try {
    // ofetch sends a plain object or array as JSON (with its Content-Type), anything else as it is.
    response = await http.raw<string, 'text'>(withQuery(url, options.query), {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body as Record<string, unknown> | BodyInit | undefined,
      signal: options.signal,
    })
  } catch (error) {
    // No answer: the caller's abort reason, or the network's own error, as fetch gives them.
    if (options.signal?.aborted) throw options.signal.reason
    throw error instanceof FetchError && error.cause !== undefined ? error.cause : error
  }
  const data = parseBody(response._data ?? '', response.headers.get('content-type') ?? '')
  if (!response.ok) throw new HttpError(response.status, data)
  const savedAt = savedAtOf(response.headers)
  return savedAt === undefined ? { status: response.status, data } : { status: response.status, data, savedAt }
}
