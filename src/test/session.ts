import { afterEach, beforeEach } from 'vitest'
import { connectSession } from '@/api/client'

/** Connects the API client to a session holding fixed tokens; returns the disconnect. */
export function connectTokens(access: string | null, refresh: string | null = null): () => void {
  return connectSession({
    getAccess: () => access,
    getRefresh: () => refresh,
    saveTokens: () => undefined,
    loggedOut: () => undefined,
  })
}

/** Connects fixed tokens before each test of the calling suite and disconnects them after it. */
export function connectTokensForEachTest(access: string | null, refresh: string | null = null): void {
  let disconnect: () => void = () => undefined
  beforeEach(() => {
    disconnect = connectTokens(access, refresh)
  })
  afterEach(() => disconnect())
}

/**
 * For suites where each test signs in on its own: returns `signedIn(access, refresh)`, which
 * connects those tokens for the current test only (they are disconnected after it).
 */
export function signInPerTest(): (access?: string, refresh?: string) => void {
  const disconnects: Array<() => void> = []
  afterEach(() => {
    while (disconnects.length > 0) disconnects.pop()?.()
  })
  return (access = 'access-1', refresh = 'refresh-1') => {
    disconnects.push(connectTokens(access, refresh))
  }
}
