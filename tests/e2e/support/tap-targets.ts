// Tap targets on a 360 px phone, measured on the pages the accessibility sweep has loaded
// (support/accessibility-suite.ts): every control a shopper can tap is at least 44×44 CSS px (WCAG 2.5.5's size). The
// one exception is WCAG 2.5.8's "inline" one: a link inside a sentence of running text (an `a` whose parent is a `p`
// with other text), whose size the line of text sets. A control drawn visually hidden (a skip link until it has focus)
// is no tap target; a field's label is part of its target, and a visually hidden checkbox or radio is measured by its
// label. And where the store front opens, its first dish price is on the first screen.
import type { Page } from 'playwright-core'

const MIN = 44

/** A control under 44×44: where, which, how big. */
export type Small = { page: string; name: string; tag: string; width: number; height: number }

/**
 * In the page, settled (support/axe.ts's settle: the sections that load as they come near the screen have been
 * scrolled to and have loaded): every visible control's box. Answers the controls under `min` px either way, named as
 * a screen reader names them (near enough: aria-label, aria-labelledby, a label, the text, a picture's alt, the
 * title).
 */
export async function smallControls(page: Page, where: string): Promise<Small[]> {
  const found = await page.evaluate((min) => {
    const selector = 'a, button, input, select, textarea, [role=button], [tabindex]:not([tabindex="-1"])'
    const nameOf = (element: Element): string => {
      const label = element.getAttribute('aria-label')
      if (label) return label
      const labelledBy = element.getAttribute('aria-labelledby')
      if (labelledBy)
        return labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      const labels = (element as HTMLInputElement).labels
      if (labels?.length) return [...labels].map((each) => each.textContent).join(' ')
      const text = element.textContent?.replace(/\s+/g, ' ').trim()
      if (text) return text
      return element.querySelector('img')?.alt || element.getAttribute('title') || element.outerHTML.slice(0, 80)
    }
    /** WCAG 2.5.8's inline exception: a link in a sentence, inside a paragraph with other text. */
    const inSentence = (element: Element) => {
      const parent = element.parentElement
      if (element.tagName !== 'A' || parent?.tagName !== 'P') return false
      return (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim()
    }
    const visuallyHidden = (box: DOMRect) => box.width <= 1 && box.height <= 1
    /**
     * The box a tap lands in: the element's, grown by an absolutely placed ::before or ::after (a card's stretched
     * link, `after:absolute after:inset-0`, or a hit box around a small control), which is laid out in the nearest
     * positioned ancestor (the element itself when it is positioned).
     */
    const hitBox = (element: HTMLElement) => {
      const own = element.getBoundingClientRect()
      let { left, top, right, bottom } = own
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        if (style.content === 'none' || style.position !== 'absolute' || style.pointerEvents === 'none') continue
        const positioned = getComputedStyle(element).position !== 'static'
        const holder = positioned ? element : (element.offsetParent ?? document.documentElement)
        const frame = holder.getBoundingClientRect()
        // For a positioned box the computed offsets and size are the used ones, in px, in the holder's padding box.
        const [x, y, width, height] = [style.left, style.top, style.width, style.height].map(Number.parseFloat)
        if ([x, y, width, height].some((value) => value === undefined || Number.isNaN(value))) continue
        left = Math.min(left, frame.left + holder.clientLeft + x!)
        top = Math.min(top, frame.top + holder.clientTop + y!)
        right = Math.max(right, frame.left + holder.clientLeft + x! + width!)
        bottom = Math.max(bottom, frame.top + holder.clientTop + y! + height!)
      }
      return new DOMRect(left, top, right - left, bottom - top)
    }
    const small: { name: string; tag: string; width: number; height: number }[] = []
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) || inSentence(element))
        continue
      // A field's label is part of its target (a tap on it focuses or checks the field): a hidden checkbox or radio is
      // tapped through its label alone, and anything else drawn hidden is no tap target.
      const labels = [...((element as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect())
      const hidden = visuallyHidden(element.getBoundingClientRect())
      if (hidden && labels.length === 0) continue
      const boxes = hidden ? labels : [hitBox(element as HTMLElement), ...labels]
      const box = boxes.reduce((biggest, each) =>
        each.width * each.height > biggest.width * biggest.height ? each : biggest,
      )
      if (box.width < min || box.height < min)
        small.push({
          name: nameOf(element).slice(0, 80),
          tag: element.tagName.toLowerCase(),
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        })
    }
    return small
  }, MIN)
  if (process.env.TAP_TARGETS_LOG) console.log(JSON.stringify(found))
  return found.map((each) => ({ page: where, ...each }))
}

/** How far down the store front's first dish price is, where the page opens (not scrolled). */
export async function firstPriceTop(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const price = page
    .getByRole('region', { name: 'Menu' })
    .getByText(/₦[\d,]+/)
    .first()
  await price.waitFor()
  const box = await price.boundingBox()
  if (!box) throw new Error('The first price has no box')
  return box.y
}

/** One line per control under 44×44 px, for a failure to list. */
export function describeSmall(small: Small[]): string[] {
  return small.map((each) => `${each.page}: <${each.tag}> "${each.name}" ${each.width}×${each.height}`)
}

/**
 * The controls under 44 px on a page opened on a phone set to dark, in the dark theme, then, as the phone turns light
 * and the app follows (src/features/theme/theme.ts), in the light one, where the phone is left. For a page the sweep
 * does not run axe on; where it does, the tap targets are measured inside its theme turns (violationsInBothThemes).
 */
export async function smallControlsInBothThemes(page: Page, where: string): Promise<Small[]> {
  await page.waitForFunction(() => document.body.classList.contains('dark'))
  const dark = await smallControls(page, `${where} (dark)`)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.waitForFunction(() => !document.body.classList.contains('dark'))
  return [...dark, ...(await smallControls(page, `${where} (light)`))]
}
