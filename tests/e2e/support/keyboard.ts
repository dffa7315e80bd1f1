// Moving through the app with the keyboard only, and what the shopper sees of the focus.
import type { Page } from 'playwright-core'

export type FocusReport = {
  tag: string
  /** The focused element's text or label, trimmed: enough to say what it is. */
  name: string
  inViewport: boolean
  /** An outline or a box-shadow ring on the element or on its nearest wrapping box. */
  ring: boolean
}

/** What has focus now and how it shows; `null` when focus is on <body> (lost). */
export function focused(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body || element === document.documentElement) return null
    const rect = element.getBoundingClientRect()
    const outlined = (candidate: Element) => {
      const style = getComputedStyle(candidate)
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    }
    const ringed = (candidate: Element) => !['none', ''].includes(getComputedStyle(candidate).boxShadow)
    // Cards outline themselves while their stretched link has focus (has-[a:focus-visible]);
    // a search box inside a styled <label> rings the label (focus-within).
    const ancestors: Element[] = []
    for (let parent = element.parentElement; parent && ancestors.length < 4; parent = parent.parentElement) {
      ancestors.push(parent)
    }
    const label = element.parentElement?.tagName === 'LABEL' ? element.parentElement : null
    const ring = outlined(element) || ringed(element) || ancestors.some(outlined) || (label !== null && ringed(label))
    const accessibleName =
      element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.innerText ?? ''
    return {
      tag: element.tagName.toLowerCase(),
      name: (accessibleName || element.innerText || element.getAttribute('placeholder') || '')
        .trim()
        .replace(/\s+/g, ' '),
      inViewport:
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < window.innerHeight &&
        rect.left < window.innerWidth,
      ring,
    }
  })
}

/** Throws unless focus is on a visible element that shows a focus ring. */
export async function expectVisibleFocus(page: Page, step: string): Promise<FocusReport> {
  const report = await focused(page)
  if (!report) throw new Error(`${step}: focus was lost to <body>`)
  if (!report.inViewport) throw new Error(`${step}: the focused ${report.tag} "${report.name}" is off screen`)
  if (!report.ring) throw new Error(`${step}: the focused ${report.tag} "${report.name}" shows no focus indicator`)
  return report
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches `name`, checking at every
 * stop that the focus is visible. Fails after `limit` presses.
 */
export async function tabTo(page: Page, name: RegExp, { back = false, limit = 60 } = {}): Promise<FocusReport> {
  const seen: string[] = []
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const report = await expectVisibleFocus(page, `Tab stop ${press + 1} (after ${seen.slice(-3).join(' → ')})`)
    if (name.test(report.name)) return report
    seen.push(`${report.tag} "${report.name}"`)
  }
  throw new Error(`No Tab stop named ${String(name)} within ${limit} presses: ${seen.join(' → ')}`)
}
