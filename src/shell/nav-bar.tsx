import { Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { CartLink } from '@/components/cart/cart-link'
import { StoreSearch } from '@/features/discovery/store-search'
import { LocationMenu, LocationStrip } from '@/components/location/location-strip'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { shellConfig } from '@/lib/shell-config'
import { MenuIcon } from '@/ui/icons'
import { AccountMenu } from './account-menu'
import { mainLinks } from './main-links'
import { betaModalAtom, sideMenuAtom } from './shell-atoms'

export function Logo() {
  return (
    <Link
      to="/"
      className="flex min-h-12 shrink-0 items-center gap-2 font-extrabold tracking-tight"
      aria-label={`${shellConfig.brand} home`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-7 md:size-8" />
      <span className="text-base md:text-lg">
        Gidi<span className="text-accent">Deals</span>
      </span>
    </Link>
  )
}

/** The top navigation bar (docs/pages.md#nav-bar), with the mobile search bar and location strip beneath it. */
export function NavBar() {
  const toggleBeta = useSetAtom(betaModalAtom)
  const openSideMenu = useSetAtom(sideMenuAtom)

  return (
    <header className="z-30 border-b border-line bg-surface/95 backdrop-blur md:sticky md:top-0">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-0.5 px-1 sm:gap-2 sm:px-2 md:gap-4 md:px-6">
        <button
          type="button"
          aria-label="Open menu"
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-surface-2 md:hidden"
          onClick={() => openSideMenu(true)}
        >
          <MenuIcon />
        </button>
        <Logo />
        {/* A small badge drawn, a 44 px tall tap area (::after) for a thumb. */}
        <button
          type="button"
          className="relative shrink-0 rounded-full border border-[var(--accent)] px-2 py-0.5 text-xs font-bold text-accent after:absolute after:inset-x-0 after:-inset-y-3"
          onClick={() => toggleBeta((open) => !open)}
        >
          BETA
        </button>
        <LocationMenu className="hidden lg:block" />
        <nav aria-label="Main" className="ml-2 hidden md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-muted hover:bg-surface-2"
                  activeProps={{ className: '!text-accent bg-surface-2', 'aria-current': 'page' }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <StoreSearch variant="desktop" className="ml-auto hidden w-64 min-w-0 md:block lg:w-72" />
        <div className="ml-auto flex items-center md:ml-0 md:gap-1">
          <ThemeToggle />
          <CartLink className="size-11 xl:size-10" />
          <AccountMenu />
        </div>
      </div>
      {/* Phones: the search bar and the location; tablets (768–1023 px), whose nav bar has the
          search but no room for the location, keep the location row. */}
      <div className="border-t border-line px-3 py-2 md:py-1 lg:hidden">
        <StoreSearch variant="mobile" className="mb-1 md:hidden" />
        <div className="mx-auto max-w-6xl md:px-3">
          <LocationStrip />
        </div>
      </div>
    </header>
  )
}
