import { Link, useRouterState } from '@tanstack/react-router'
import { loginSearchFrom, type LoginSearch } from '@/lib/links/safe-redirect'

/**
 * The login page's search that brings the shopper back to this page (path and search)
 * afterwards; on an account page, where that page would bring them (a link still on screen
 * while the login page opens must not point back at it).
 */
export function useLoginSearch(): LoginSearch {
  const location = useRouterState({ select: (state) => state.location })
  return loginSearchFrom(location.pathname, location.searchStr, location.search)
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
