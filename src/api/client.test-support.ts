// What the client's tests share: a session kept in memory, and the paths and messages they use.
import { accountEndpoints } from '@contract/endpoints/account'
import { connectSession, type SessionPort, type Tokens } from './client'
import type { ErrorSpec } from './errors'
import type { SentRequest } from '@/test/stub-fetch'

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const REFRESH_PATH = `/beta${accountEndpoints.refreshToken.path}`
export const DEALS_PATH = '/beta/deals/mine'
export const errors: ErrorSpec = { failure: 'Failed to load deals', unexpected: 'Deals came back wrong' }

/** A session kept in memory, recording what the client asks of it. */
function memorySession(tokens: Partial<Tokens> = {}) {
  const state = { access: tokens.access ?? null, refresh: tokens.refresh ?? null }
  const saved: Tokens[] = []
  let loggedOut = 0
  const port: SessionPort = {
    getAccess: () => state.access,
    getRefresh: () => state.refresh,
    saveTokens: (next) => {
      saved.push(next)
      state.access = next.access
      state.refresh = next.refresh
    },
    loggedOut: () => {
      loggedOut += 1
      state.access = null
      state.refresh = null
    },
  }
  return {
    port,
    state,
    saved,
    get loggedOut() {
      return loggedOut
    },
  }
}

const disconnects: Array<() => void> = []

/** Connects a memory session to the client until `disconnectSessions()` (call it in afterEach). */
export function connect(tokens: Partial<Tokens> = {}) {
  const session = memorySession(tokens)
  disconnects.push(connectSession(session.port))
  return session
}

export function disconnectSessions(): void {
  while (disconnects.length > 0) disconnects.pop()?.()
}

export const bearer = (request: SentRequest | undefined) => request?.headers.get('Authorization') ?? null
