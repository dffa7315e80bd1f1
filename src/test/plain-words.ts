import { endpointList } from '@contract/api'
import { REQUIRED, STATUS_MESSAGES } from '@contract/messages'
import { config } from '@/lib/config'
import { GEOLOCATION_UNSUPPORTED, LOCATION_DENIED } from '@/stores/location/locate-browser'

// What a shopper must never read (docs/errors.md#words): a raw failure word, an error heading
// in title case, a platform's refusal, or the state rules' location alert (docs/errors.md#location), except
// where the API layer's own message is shown as the detail under a kind heading.

export const JARGON = /Failed|Error [A-Z]|permission denied|be sure to permit/

/** The API layer's own messages: every call's failure words and prefixes, and the catalogue's fixed texts. */
export function apiLayerMessages(): string[] {
  const names = endpointList().flatMap(([, endpoint]) => {
    const { failure, prefix, unexpected } = endpoint.failure
    return [failure, prefix, unexpected]
  })
  const fixed = [
    ...Object.values(REQUIRED),
    ...Object.values(STATUS_MESSAGES),
    LOCATION_DENIED,
    GEOLOCATION_UNSUPPORTED,
    'Failed to save cart to localStorage',
  ]
  const phrases = [...names, ...fixed]
    .filter((phrase): phrase is string => typeof phrase === 'string' && phrase !== '')
    .map((phrase) => phrase.replaceAll('{product}', config.productSlug))
  // Longest first, so 'Checkout Payment Failed:' goes before 'Checkout Payment Failed'.
  return [...new Set(phrases)].sort((a, b) => b.length - a.length)
}

/**
 * The text a shopper reads in `root` (headings, toasts and screen-reader text included), with the
 * API layer's messages taken out of the details that show them (`data-words-detail`): what is
 * left is the page's own words.
 */
export function pageOwnWords(root: HTMLElement = document.body): string {
  const copy = root.cloneNode(true) as HTMLElement
  const phrases = apiLayerMessages()
  for (const detail of copy.querySelectorAll<HTMLElement>('[data-words-detail]')) {
    let text = detail.textContent
    for (const phrase of phrases) text = text.replaceAll(phrase, ' ')
    detail.textContent = text
  }
  for (const hidden of copy.querySelectorAll('script, style, template')) hidden.remove()
  return copy.textContent.replace(/\s+/g, ' ')
}

/** The jargon left in `root` once the API layer's details are set aside, or null. */
export function jargonIn(root: HTMLElement = document.body): string | null {
  const text = pageOwnWords(root)
  const match = JARGON.exec(text)
  if (!match) return null
  return text.slice(Math.max(0, match.index - 60), match.index + 60)
}
