import { Outlet, useRouterState } from '@tanstack/react-router'
import { useAtomValue, type PrimitiveAtom } from 'jotai'
import { lazy, Suspense, type ReactNode } from 'react'
import { themeAtom } from '@/features/theme/theme'
import { useAfterFirstScreen } from '@/lib/lifecycle/app-ready'
import { BetaStrip } from './beta-strip'
import { NavBar } from './nav-bar'
import { useFocusOnRouteChange } from './route-focus'
import { betaModalAtom, feedbackModalAtom, sideMenuAtom } from './shell-atoms'
import { footerTone, showsFooter, showsNavBar } from './shell-visibility'
import { ToastHost } from './toast-host'

// Overlays load the first time they open: the first route carries only their buttons.
// The footer sits below the fold on every page with content, and appends below everything
// else, so loading it after the page shifts nothing; it keeps ~1 KB off the first route.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })))
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })))
const BetaModal = lazy(() => import('./beta-modal').then((m) => ({ default: m.BetaModal })))
const NetworkStatus = lazy(() =>
  import('@/features/network/network-status').then((m) => ({ default: m.NetworkStatus })),
)
const FeedbackButton = lazy(() => import('./feedback-button').then((m) => ({ default: m.FeedbackButton })))
const FeedbackModal = lazy(() => import('./feedback-modal').then((m) => ({ default: m.FeedbackModal })))

function WhenOpen({ atom, children }: { atom: PrimitiveAtom<boolean>; children: ReactNode }) {
  const open = useAtomValue(atom)
  return open ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * Its children once the first screen is done (src/lib/lifecycle/app-ready.ts). A component of its
 * own, so that moment re-renders only it: read in RootLayout, it re-rendered the whole nav bar,
 * every icon and menu in it, in the middle of the first load.
 */
function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useAfterFirstScreen() ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * Keeps the theme atom in use on every page, so the theme follows the phone's setting (until the
 * shopper picks one) also where no toggle shows: the store front, sign-in and terms pages.
 */
function FollowThemeSetting() {
  useAtomValue(themeAtom)
  return null
}

/** The shell around every page (docs/pages.md). */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useFocusOnRouteChange()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-surface focus:p-3"
      >
        Skip to content
      </a>
      {showsNavBar(pathname) ? <NavBar /> : null}
      <BetaStrip />
      {/* The offline banner and the outbox's waiting count: nothing to say before the first
          screen is done, so its code comes after it. */}
      <AfterFirstScreen>
        <NetworkStatus />
      </AfterFirstScreen>
      {/* At least a screen tall, so the footer starts below the fold and a page whose content
          arrives late never pushes a visible footer down (layout shift). Without a footer, the
          page itself leaves room at its end for the feedback button. */}
      <main id="main" className={showsFooter(pathname) ? 'min-h-dvh flex-1' : 'flex-1 pb-20'} tabIndex={-1}>
        <Outlet />
      </main>
      {showsFooter(pathname) ? (
        <Suspense fallback={null}>
          <Footer tone={footerTone(pathname)} />
        </Suspense>
      ) : null}
      <AfterFirstScreen>
        <FeedbackButton />
        <FollowThemeSetting />
      </AfterFirstScreen>
      <WhenOpen atom={sideMenuAtom}>
        <SideMenu />
      </WhenOpen>
      <WhenOpen atom={betaModalAtom}>
        <BetaModal />
      </WhenOpen>
      <WhenOpen atom={feedbackModalAtom}>
        <FeedbackModal />
      </WhenOpen>
      <ToastHost />
    </div>
  )
}
