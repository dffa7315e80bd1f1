/**
 * Where to go after logging in: a path inside this app, never another site (`//evil.example`,
 * `https://…`, `javascript:` are refused), else near me (SPEC §2's home for a signed-in shopper).
 */
export function safeRedirect(target: unknown, fallback = '/near-me'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback
  return target
}

export type LoginSearch = { redirect?: string }

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return typeof search.redirect === 'string' && safeRedirect(search.redirect, '') !== ''
    ? { redirect: search.redirect }
    : {}
}

/** The search to pass along so the shopper still returns where they were after logging in. */
export function keepRedirect(search: LoginSearch): LoginSearch {
  return search.redirect ? { redirect: search.redirect } : {}
}
