function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Every route change scrolls smoothly to the top (docs/pages.md#navigation), or to the element named by the
 * hash (the footer's "Why GidiDeals" → /about-us#missionVision). Reduced motion jumps.
 */
export function scrollToTopOrTarget(hash: string): void {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth'
  const target = hash ? document.getElementById(hash) : null
  if (target) {
    target.scrollIntoView({ behavior, block: 'start' })
  } else {
    window.scrollTo({ top: 0, left: 0, behavior })
  }
}
