// The few lines of HTTP the API needs, on the platform's fetch: a JSON body in, a parsed body
// out, an HttpError for any 4xx or 5xx. (It replaced ofetch, whose URL and parsing helpers
// cost the first route about 4 KB gzip for features this app never used.)
import { discardEarlyResponses, takeEarlyResponse } from './early-requests'

export type Query = Record<string, string | number | boolean | undefined>

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** A plain object or array is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown
  query?: Query
  headers?: Record<string, string>
  signal?: AbortSignal
}

export type HttpResponse = { status: number; data: unknown }

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

function isJsonBody(body: unknown): boolean {
  if (body === undefined || body === null || typeof body !== 'object') return false
  return !(body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams)
}

/** JSON when the answer says so or looks like it; text otherwise; undefined when empty. */
async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  const type = response.headers.get('content-type') ?? ''
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
  const json = isJsonBody(options.body)
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (json) headers['Content-Type'] = 'application/json'
  const target = withQuery(url, options.query)
  const send = () =>
    fetch(target, {
      method: options.method ?? 'GET',
      headers,
      body: json ? JSON.stringify(options.body) : (options.body as BodyInit | undefined),
      signal: options.signal,
    })
  // A read the page's HTML already started (src/api/early-requests.ts); if it failed, ask again.
  // A write makes any answer the HTML fetched before it stale.
  const read = (options.method ?? 'GET') === 'GET'
  if (!read) discardEarlyResponses()
  const early = read && !headers.Authorization ? await takeEarlyResponse(target, options.signal) : undefined
  const response = early ?? (await send())
  const data = await parseBody(response)
  if (!response.ok) throw new HttpError(response.status, data)
  return { status: response.status, data }
}
