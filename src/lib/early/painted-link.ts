// A plain tap on a link the early script painted (EARLY_CARDS_SLOT), to a path of this site: the page's
// island (src/first-load/boot/early-links.ts) takes it before the app renders, the app's router
// (src/app/early-links.ts) after. A click with a modifier (a new tab, a download), another button, or
// one something else handled stays the browser's.
import { EARLY_CARDS_SLOT } from './protocol'

/** The link's path when `event` is such a tap, else undefined. */
export function paintedLinkTapped(event: MouseEvent): { link: Element; href: string } | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const link = (event.target as Element | null)?.closest?.(`[${EARLY_CARDS_SLOT}] a[href^="/"]`)
  const href = link?.getAttribute('href')
  return link && href && !href.startsWith('//') ? { link, href } : undefined
}
