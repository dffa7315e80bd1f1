import { Link } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { config } from '@/lib/config'
import { CloseIcon } from '@/ui/close-icon'
import { ModalDialog } from '@/ui/modal-dialog'
import { mainLinks } from './main-links'
import { sideMenuAtom } from './shell-atoms'

const links = [...mainLinks, { to: '/cart', label: 'Cart' }] as const
// Beyond the page layout's four (docs/pages.md#side-menu): the shopper's own pages (docs/pages.md#routes), under a
// line of their own.
const accountLinks = [
  { to: '/orders', label: 'My orders' },
  { to: '/account', label: 'Your account' },
] as const
const linkClass = 'block rounded-lg px-3 py-2.5 font-semibold hover:bg-surface-2'
const activeProps = { className: 'text-accent bg-surface-2', 'aria-current': 'page' } as const

// Loads when the menu first opens, so the install offer costs the shell nothing.
const InstallMenuItem = lazy(() => import('@/features/pwa/install-menu-item'))

function StoreButton({ href, label }: { href: string; label: string }) {
  const className =
    'flex min-h-11 items-center justify-center rounded-lg bg-[#0b1220] px-3 text-center text-sm font-semibold text-white'
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
    </a>
  ) : (
    <Link to="/get-the-app" className={className}>
      {label}
    </Link>
  )
}

/** Tailwind's md breakpoint, from which the nav bar shows the links and the menu is never shown. */
const WIDE = '(min-width: 768px)'

/** The mobile side menu (docs/pages.md#side-menu): 235 px, hidden from md up, scroll locked while open. */
export function SideMenu() {
  const [open, setOpen] = useAtom(sideMenuAtom)
  const close = () => setOpen(false)
  // A modal dialog hidden by md:hidden would still leave the page inert: a phone turned or a
  // window widened past md closes the menu instead.
  useEffect(() => {
    const wide = matchMedia(WIDE)
    const onChange = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [setOpen])
  if (!open) return null
  return (
    <ModalDialog
      aria-label="Menu"
      onClose={close}
      className="m-0 h-full max-h-full w-[235px] max-w-full bg-surface shadow-2xl md:hidden"
      panelClassName="flex h-full flex-col gap-4 overflow-y-auto p-4"
    >
      <button
        type="button"
        aria-label="Close menu"
        className="grid size-11 shrink-0 place-items-center self-end rounded-full hover:bg-surface-2"
        onClick={close}
      >
        <CloseIcon />
      </button>
      <nav aria-label="Side menu">
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} className={linkClass} activeProps={activeProps}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-2 space-y-1 border-t border-line pt-2">
          {accountLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} className={linkClass} activeProps={activeProps}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-2">
        <Suspense fallback={null}>
          <InstallMenuItem onDone={close} />
        </Suspense>
        <StoreButton href={config.appStoreUrl} label="Download on the App Store" />
        <StoreButton href={config.playStoreUrl} label="Get it on Google Play" />
      </div>
    </ModalDialog>
  )
}
