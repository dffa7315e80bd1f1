import { Outlet, useRouterState } from '@tanstack/react-router'
import { BetaModal } from './beta-modal'
import { FeedbackWidget } from './feedback-modal'
import { Footer } from './footer'
import { NavBar } from './nav-bar'
import { footerTone, showsFooter, showsNavBar } from './shell-visibility'
import { SideMenu } from './side-menu'
import { ToastHost } from './toast-host'

/** The shell around every page (SPEC §2). */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-surface focus:p-3">
        Skip to content
      </a>
      {showsNavBar(pathname) ? <NavBar /> : null}
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      {showsFooter(pathname) ? <Footer tone={footerTone(pathname)} /> : null}
      <SideMenu />
      <BetaModal />
      <FeedbackWidget />
      <ToastHost />
    </div>
  )
}
