/**
 * Where to go after logging in: a path inside this app, never another site (`//evil.example`,
 * `https://…`, `javascript:` are refused), else near me (the page layout's home for a signed-in shopper
 * (docs/pages.md)).
 */
export function safeRedirect(target: unknown, fallback = '/near-me'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback
  return target
}

export type LoginSearch = { redirect?: string }

/**
 * The account routes' validateSearch. `redirect` is always set, if only to undefined: the
 * router lays a route's search over the URL's, so a key left out would keep the URL's value.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return {
    redirect:
      typeof search.redirect === 'string' && safeRedirect(search.redirect, '') !== '' ? search.redirect : undefined,
  }
}

/**
 * The search to pass along so the shopper still returns where they were after logging in: the
 * route's search also holds whatever else the URL carried.
 */
export function keepRedirect(search: LoginSearch): LoginSearch {
  return search.redirect ? { redirect: search.redirect } : {}
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
