import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { useSession } from '@/stores/session/use-session'
import { ChevronDownIcon, UserIcon } from '@/ui/icons'
import { useDismiss } from '@/ui/use-dismiss'

// The menu's contents load on first use (hover, focus or open); the shell carries the button.
const loadPanel = () => import('./account-menu-panel')
const AccountMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.AccountMenuPanel })))

/** The account button and its menu (docs/pages.md); closes on an outside click or Escape. */
export function AccountMenu() {
  const { isSignedIn, user } = useSession()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close)

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        className="flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-1.5 hover:bg-surface-2 md:px-2 xl:h-10"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className="sr-only md:not-sr-only md:text-sm md:font-semibold">
          {isSignedIn ? (user?.first_name ?? 'Account') : 'Account'}
        </span>
        <ChevronDownIcon size={16} className="hidden md:block" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel id={menuId} close={close} onEscape={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </div>
  )
}
