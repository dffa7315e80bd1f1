import { Link } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { useState } from 'react'
import { logoutErrorAtom, useSession } from '@/stores/session/use-session'
import { config } from '@/lib/config'
import { notify } from '@/lib/notify'
import { withNextStep } from '@/lib/format/beside'

const itemClass = 'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm hover:bg-surface-2'
const external = { target: '_blank', rel: 'noopener noreferrer' } as const

type PanelProps = { id: string; close: () => void; onEscape: () => void }

/**
 * The account menu's contents (docs/pages.md#account-menu): My orders and Your account, then Logout when signed in;
 * Sign Up and Log In as User, Rider or Business when not. Loaded when the menu first opens, not with the
 * shell.
 */
export function AccountMenuPanel({ id, close, onEscape }: PanelProps) {
  const { isSignedIn, logout } = useSession()
  const store = useStore()
  const [loggingOut, setLoggingOut] = useState(false)

  // docs/errors.md#auth: a refused logout keeps the shopper signed in and says why ('Unable to log out.
  // Please try again.', 'Logout failed', or the server's words); the menu stays open to retry.
  async function logOutWithNotice() {
    setLoggingOut(true)
    const loggedOut = await logout()
    setLoggingOut(false)
    if (loggedOut) {
      close()
      void notify('success', 'You are logged out.')
    } else {
      const message = store.get(logoutErrorAtom) ?? 'Unable to log out. Please try again.'
      // The error catalogue's words (docs/errors.md#auth), and what to do when they do not say it already ('Logout
      // failed').
      void notify(
        'error',
        /try again/i.test(message) ? message : withNextStep(message, 'You are still logged in, so try again.'),
      )
    }
  }

  return (
    <div
      id={id}
      className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-line bg-surface p-2 shadow-xl"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape()
      }}
    >
      {/* Orders live on this phone, so they are there signed in or not. */}
      <Link to="/orders" className={itemClass} onClick={close}>
        My orders
      </Link>
      <Link to="/account" className={itemClass} onClick={close}>
        Your account
      </Link>
      <div className="my-1 border-t border-line" />
      {isSignedIn ? (
        <button
          type="button"
          className={`${itemClass} disabled:opacity-60`}
          disabled={loggingOut}
          onClick={() => void logOutWithNotice()}
        >
          {loggingOut ? 'Logging out…' : 'Logout'}
        </button>
      ) : (
        <>
          <p className="px-3 pt-1 pb-1 text-xs font-bold tracking-wide text-muted uppercase">Sign Up</p>
          <Link to="/signup" aria-label="Sign Up As User" className={itemClass} onClick={close}>
            As User
          </Link>
          <a href={config.riderSignupUrl} aria-label="Sign Up As Rider" className={itemClass} {...external}>
            As Rider
          </a>
          <a href={config.businessSignupUrl} aria-label="Sign Up As Business" className={itemClass} {...external}>
            As Business
          </a>
          <p className="mt-1 border-t border-line px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
            Log In
          </p>
          <Link to="/login" aria-label="Log In As User" className={itemClass} onClick={close}>
            As User
          </Link>
          <a href={config.riderLoginUrl} aria-label="Log In As Rider" className={itemClass} {...external}>
            As Rider
          </a>
          <a href={config.businessLoginUrl} aria-label="Log In As Business" className={itemClass} {...external}>
            As Business
          </a>
        </>
      )}
    </div>
  )
}
