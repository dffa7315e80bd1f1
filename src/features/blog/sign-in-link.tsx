import { Link, useRouterState } from '@tanstack/react-router'

/** A "Log in" link that brings the shopper back to this page afterwards. */
export function SignInLink({ children = 'Log in' }: { children?: string }) {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <Link to="/login" search={{ redirect: here }} className="font-semibold text-accent underline">
      {children}
    </Link>
  )
}
