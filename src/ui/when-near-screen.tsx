import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * How far ahead of the screen a part starts rendering: half a screen's height above and below,
 * so a shopper scrolling at a normal pace never meets the stand-in, while on a phone the parts
 * a screen or more below wait.
 */
export const NEAR_SCREEN_MARGIN = '50% 0px'

// A keyboard's Tab walks the page in document order, not by scrolling: a part still waiting
// would be stepped over. So a Tab renders every part waiting, before focus can reach it.
const waiting = new Set<() => void>()
function onTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return
  const parts = [...waiting]
  startTransition(() => parts.forEach((render) => render()))
}
function waitForTab(render: () => void): () => void {
  if (waiting.size === 0) document.addEventListener('keydown', onTab, true)
  waiting.add(render)
  return () => {
    waiting.delete(render)
    if (waiting.size === 0) document.removeEventListener('keydown', onTab, true)
  }
}

/**
 * A part below the first screen, rendered once the shopper scrolls near it (and kept from then
 * on); until then `standIn` holds its place, at its height. Its data may load meanwhile: only the
 * render waits, and with it the pictures it would ask for. On a slow phone that keeps the first
 * load's main thread for what is on screen, and a shopper who never scrolls down never pays
 * for those pictures (docs/first-load.md#why). It also renders on a Tab, and at once without
 * IntersectionObserver.
 *
 * `holder="li"`: the rest of a list's items (children are `<li>`s), held by one item that spans
 * the list's grid row.
 */
export function WhenNearScreen({
  standIn,
  children,
  holder = 'div',
}: {
  standIn: ReactNode
  children: ReactNode
  holder?: 'div' | 'li'
}) {
  const [near, setNear] = useState(false)
  const placeRef = useRef<HTMLDivElement & HTMLLIElement>(null)
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
    const stopWaiting = waitForTab(() => setNear(true))
    return () => {
      observer.disconnect()
      stopWaiting()
    }
  }, [near])
  if (near) return children
  return holder === 'li' ? (
    <li ref={placeRef} data-stand-in="" className="col-span-full">
      {standIn}
    </li>
  ) : (
    <div ref={placeRef} data-stand-in="">
      {standIn}
    </div>
  )
}
