import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * How far ahead of the screen a part starts rendering: half a screen's height above and below,
 * so a shopper scrolling at a normal pace never meets the stand-in, while on a phone the parts
 * a screen or more below wait.
 */
export const NEAR_SCREEN_MARGIN = '50% 0px'

/**
 * A part below the first screen, rendered once the shopper scrolls near it (and kept from then
 * on); until then `standIn` holds its place, at its height. Its data may load meanwhile: only the
 * render waits, and with it the pictures it would ask for. On a slow phone that keeps the first
 * load's main thread for what is on screen, and a shopper who never scrolls down never pays
 * for those pictures (docs/first-load.md#how). Without IntersectionObserver it renders at once.
 */
export function WhenNearScreen({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  const [near, setNear] = useState(false)
  const placeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const place = placeRef.current
    if (near || !place) return
    if (typeof IntersectionObserver === 'undefined') {
      // An old browser: rendered right after the first screen's render.
      const timer = setTimeout(() => setNear(true))
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        // Rendered in slices, so a scroll or tap meanwhile stays smooth.
        startTransition(() => setNear(true))
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    )
    observer.observe(place)
    return () => observer.disconnect()
  }, [near])
  return near ? (
    children
  ) : (
    <div ref={placeRef} data-stand-in="">
      {standIn}
    </div>
  )
}
