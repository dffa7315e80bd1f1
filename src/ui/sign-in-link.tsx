import { Link, useRouterState } from '@tanstack/react-router'
import { safeRedirect, type LoginSearch } from '@/lib/safe-redirect'

/** The login page's search that brings the shopper back to this page (path and search) afterwards. */
export function useLoginSearch(): LoginSearch {
  const here = useRouterState({ select: (state) => state.location.pathname + state.location.searchStr })
  // Only what validateLoginSearch keeps: a path inside this app.
  const redirect = safeRedirect(here, '')
  return redirect ? { redirect } : {}
}

/** A "Log in" link (for any feature) that comes back to this page after logging in. */
export function SignInLink({
  children = 'Log in',
  className = 'font-semibold text-accent underline',
}: {
  children?: string
  className?: string
}) {
  const search = useLoginSearch()
  return (
    <Link to="/login" search={search} className={className}>
      {children}
    </Link>
  )
}
