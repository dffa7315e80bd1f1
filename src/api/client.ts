import { is } from 'valibot'
import { accountEndpoints } from '@contract/endpoints/account'
import { pathOf } from '@contract/endpoint'
import { REQUIRED } from '@contract/messages'
import { config } from '@/lib/config'
import { ApiError, toApiError, unexpectedResponse, type ErrorSpec } from './errors'
import { isHttpError, request, type HttpRequest, type HttpResponse, type Query } from './http'
import { noteSavedCopy } from './saved-copy'
import { currentSession, type Tokens } from './session-port'

export { connectSession, type SessionPort, type Tokens } from './session-port'

const TIMEOUT_MS = 15_000

/** `path` (starting with '/') under the API base. */
export function apiUrl(path: string): string {
  return `${config.apiBaseUrl.replace(/\/+$/, '')}${path}`
}

const refreshCall = accountEndpoints.refreshToken
export const REFRESH_ERRORS: ErrorSpec = refreshCall.failure

/** POST refreshToken, body {token}; returns access and refresh. (Not through
 * endpoint-call.ts, which calls through this module: the refresh is the client's own.) */
export async function requestTokenRefresh(token: string): Promise<Tokens> {
  let body: unknown
  const { signal, done } = withTimeout(undefined)
  try {
    body = (await request(apiUrl(pathOf(refreshCall.path)), { method: refreshCall.method, body: { token }, signal }))
      .data
  } catch (error) {
    throw toApiError(error, REFRESH_ERRORS)
  } finally {
    done()
  }
  if (!is(refreshCall.response, body)) throw unexpectedResponse(REFRESH_ERRORS)
  return { access: body.access, refresh: body.refresh }
}

let refreshInFlight: Promise<string> | null = null

/** The server said no to the refresh token itself; outages and 5xx are not a verdict. */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500
}

/**
 * One refresh for every request that met a 401 at the same time (single flight). The
 * rotated tokens are saved before the waiting requests retry. A refresh the server refuses
 * (4xx) signs the shopper out; one that never got a verdict (offline, 5xx) keeps the session.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    const refresh = currentSession().getRefresh()
    if (!refresh) {
      await currentSession().loggedOut()
      throw new ApiError(REQUIRED.refreshToken, 'http', 401)
    }
    try {
      const tokens = await requestTokenRefresh(refresh)
      await currentSession().saveTokens(tokens)
      return tokens.access
    } catch (error) {
      if (isRefused(error)) await currentSession().loggedOut()
      throw error
    }
  })().finally(() => {
    refreshInFlight = null
  })
  return refreshInFlight
}

export type CallOptions = {
  method?: HttpRequest['method']
  body?: HttpRequest['body']
  query?: Query
  /** Send the bearer token; on a 401, refresh once and retry once. */
  auth?: boolean
  /**
   * Send this access token instead of the session's, with no refresh on a 401 (login reads the
   * new shopper before the session holds their tokens).
   */
  bearer?: string
  /** Status codes the contract promises; anything else is an unexpected response. */
  expect?: number | readonly number[]
  idempotencyKey?: string
  signal?: AbortSignal
}

function headersFor(options: CallOptions, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {}
  if (options.auth && token) headers.Authorization = `Bearer ${token}`
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
  return headers
}

/**
 * Every request gives up after TIMEOUT_MS, and also stops when the caller's signal (React
 * Query always gives one) aborts. Plain timers: they work on older Android browsers without
 * AbortSignal.any or AbortSignal.timeout, and under test clocks.
 */
function withTimeout(callerSignal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
    TIMEOUT_MS,
  )
  const follow = () => controller.abort(callerSignal?.reason)
  if (callerSignal?.aborted) follow()
  else callerSignal?.addEventListener('abort', follow, { once: true })
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', follow)
    },
  }
}

async function send(path: string, options: CallOptions, token: string | null): Promise<HttpResponse> {
  const { signal, done } = withTimeout(options.signal)
  try {
    return await request(apiUrl(path), {
      method: options.method,
      body: options.body,
      query: options.query,
      headers: headersFor(options, token),
      signal,
    })
  } finally {
    done()
  }
}

function isUnauthorized(error: unknown): boolean {
  return isHttpError(error) && error.status === 401
}

/**
 * Makes one call of docs/api.md#discovery and maps every failure to the call's messages (see errors.ts).
 * An aborted request rethrows the abort so React Query can drop it quietly.
 */
export async function call(path: string, options: CallOptions, errors: ErrorSpec): Promise<HttpResponse> {
  let result: HttpResponse
  try {
    try {
      const token = options.bearer ?? (options.auth ? currentSession().getAccess() : null)
      result = await send(path, { ...options, auth: options.auth || options.bearer !== undefined }, token)
    } catch (error) {
      if (!options.auth || options.bearer !== undefined || !isUnauthorized(error)) throw error
      let fresh: string
      try {
        fresh = await refreshAccessToken()
      } catch (refreshError) {
        // Refused refresh: report the original 401; no verdict: report an outage, so the
        // outbox retries later. Both are then worded by this call's own messages.
        throw isRefused(refreshError) ? error : new Error('offline')
      }
      result = await send(path, options, fresh)
    }
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw toApiError(error, errors)
  }
  const expected = options.expect === undefined ? undefined : [options.expect].flat()
  if (expected && !expected.includes(result.status)) throw unexpectedResponse(errors, result.status)
  // The service worker's saved copy stands in for an answer the network did not give in time.
  if (result.savedAt !== undefined) noteSavedCopy(options.signal, result.savedAt, toApiError(null, errors))
  return result
}
