import { FetchError, ofetch, type FetchOptions } from 'ofetch'
import { config } from '@/lib/config'
import { ApiError, toApiError, unexpectedResponse, type ErrorSpec } from './errors'

/** Client for public calls (no Authorization header). */
export const publicClient = ofetch.create({
  baseURL: config.apiBaseUrl,
  retry: 0,
  timeout: 15000,
})

export type Tokens = { access: string; refresh: string }

/**
 * What the API layer needs from whoever keeps the session (the auth feature wires it at
 * start). Keeping it a port lets the service worker and tests supply their own.
 */
export type SessionPort = {
  getAccess(): string | null
  getRefresh(): string | null
  saveTokens(tokens: Tokens): void | Promise<void>
  /** The server refused the refresh token: the shopper is signed out. */
  loggedOut(): void | Promise<void>
}

const noSession: SessionPort = {
  getAccess: () => null,
  getRefresh: () => null,
  saveTokens: () => undefined,
  loggedOut: () => undefined,
}

let session: SessionPort = noSession

export function connectSession(port: SessionPort): () => void {
  session = port
  return () => {
    if (session === port) session = noSession
  }
}

export const REFRESH_ERRORS: ErrorSpec = { failure: 'Token refresh failed' }

function isTokens(value: unknown): value is Tokens {
  const record = value as Partial<Tokens> | null
  return typeof record?.access === 'string' && typeof record.refresh === 'string'
}

/** POST /account/token/refresh, body {token}; returns access and refresh. */
export async function requestTokenRefresh(token: string): Promise<Tokens> {
  let body: unknown
  try {
    body = await publicClient('/account/token/refresh', { method: 'POST', body: { token } })
  } catch (error) {
    throw toApiError(error, REFRESH_ERRORS)
  }
  if (!isTokens(body)) throw unexpectedResponse(REFRESH_ERRORS)
  return { access: body.access, refresh: body.refresh }
}

let refreshInFlight: Promise<string> | null = null

/**
 * One refresh for every request that met a 401 at the same time (single flight). The
 * rotated tokens are saved before the waiting requests retry. A refresh the server refuses
 * signs the shopper out; one that never reached the server (offline) keeps the session.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    const refresh = session.getRefresh()
    if (!refresh) {
      await session.loggedOut()
      throw new ApiError('Refresh token is required.', 'http', 401)
    }
    try {
      const tokens = await requestTokenRefresh(refresh)
      await session.saveTokens(tokens)
      return tokens.access
    } catch (error) {
      if (error instanceof ApiError && error.kind !== 'network') await session.loggedOut()
      throw error
    }
  })().finally(() => {
    refreshInFlight = null
  })
  return refreshInFlight
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: FetchOptions['body']
  query?: Record<string, string | number | boolean | undefined>
  /** Send the bearer token; on a 401, refresh once and retry once. */
  auth?: boolean
  /** Status codes the contract promises; anything else is an unexpected response. */
  expect?: number | readonly number[]
  idempotencyKey?: string
  signal?: AbortSignal
}

export type CallResult = { status: number; data: unknown }

function headersFor(options: CallOptions, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {}
  if (options.auth && token) headers.Authorization = `Bearer ${token}`
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
  return headers
}

async function send(path: string, options: CallOptions, token: string | null): Promise<CallResult> {
  const query = options.query
    ? Object.fromEntries(Object.entries(options.query).filter(([, value]) => value !== undefined))
    : undefined
  const response = await publicClient.raw(path, {
    method: options.method ?? 'GET',
    body: options.body,
    query,
    headers: headersFor(options, token),
    signal: options.signal,
  })
  return { status: response.status, data: response._data }
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof FetchError && error.response?.status === 401
}

/**
 * Makes one call of SPEC §7 and maps every failure to the call's messages (see errors.ts).
 * An aborted request rethrows the abort so React Query can drop it quietly.
 */
export async function call(path: string, options: CallOptions, errors: ErrorSpec): Promise<CallResult> {
  let result: CallResult
  try {
    try {
      result = await send(path, options, options.auth ? session.getAccess() : null)
    } catch (error) {
      if (!options.auth || !isUnauthorized(error)) throw error
      let fresh: string
      try {
        fresh = await refreshAccessToken()
      } catch (refreshError) {
        // Offline refresh: report an outage; refused refresh: report the original 401. Both
        // are then worded by this call's own messages.
        throw refreshError instanceof ApiError && refreshError.kind === 'network' ? new Error('offline') : error
      }
      result = await send(path, options, fresh)
    }
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw toApiError(error, errors)
  }
  const expected = options.expect === undefined ? undefined : [options.expect].flat()
  if (expected && !expected.includes(result.status)) throw unexpectedResponse(errors, result.status)
  return result
}
