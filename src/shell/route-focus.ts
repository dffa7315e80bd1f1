import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * Moves focus to the new page's h1 (or to <main> while the h1 waits for its data), so after
 * following a link a keyboard or screen-reader user starts on the new page — not on <body>,
 * and not on a control of the page they left. The first page load leaves focus alone.
 */
export function focusNewPage(): void {
  const main = document.getElementById('main')
  if (!main) return
  const heading = main.querySelector<HTMLElement>('h1')
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1
  // The scroll position is the router's business (top, or the hash's target).
  ;(heading ?? main).focus({ preventScroll: true })
}

/** Calls focusNewPage after each change of path, once the new page has rendered. */
export function useFocusOnRouteChange(): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    const first = previous.current === undefined
    previous.current = pathname
    if (!first) focusNewPage()
  }, [pathname])
}
