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
