// The seam between the API client and whoever keeps the session. Tiny and free of HTTP code,
// so the shell can connect the session without loading the client.

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

/** The session the API client uses right now. */
export function currentSession(): SessionPort {
  return session
}

export function connectSession(port: SessionPort): () => void {
  session = port
  return () => {
    if (session === port) session = noSession
  }
}
