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

/** The pages of logging in and signing up: none is a place to come back to once logged in. */
const ACCOUNT_PAGES = new Set(['/login', '/signup', '/verify-otp', '/forgot-password', '/reset-password'])

/**
 * The login page's search that brings the shopper back to `pathname` + `searchStr` afterwards.
 * On an account page it is where that page would send them: coming back to the login page
 * once logged in would only send a signed-in shopper on to near me.
 */
export function loginSearchFrom(pathname: string, searchStr: string, search: Record<string, unknown>): LoginSearch {
  if (ACCOUNT_PAGES.has(pathname)) return validateLoginSearch(search)
  // Only what validateLoginSearch keeps: a path inside this app.
  const redirect = safeRedirect(pathname + searchStr, '')
  return redirect ? { redirect } : {}
}
