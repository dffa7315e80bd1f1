// A first-load page's HTML with what the server knows of its URL written in (catalog/shared-words.ts
// finds it; docs/first-load.md#how): a shared deal's or store's words in the skeleton's slot (the
// slot and the words' HTML are contract/shared-words.ts's, which the app's skeleton shares; every
// value is escaped there), what the early script may use at once on #root (contract/first-load.ts),
// the page's largest pictures preloaded from the head, and its head for a link preview (page-head.ts).
import { isPlainPicture, PAGE_KNOWN_ATTRIBUTE, type PageKnown } from '../../contract/first-load'
import { escapeHtml, SHARED_SLOT, sharedWordsHtml, type SharedWords } from '../../contract/shared-words'
import { withHead, type PageHead } from './page-head'

export type SharedPage = 'deal' | 'store'

/** What the server adds to a first-load page's HTML for one URL. */
export type PageFill = {
  /** A shared deal's or store's words, for the skeleton's slot. */
  slot?: { page: SharedPage; words: SharedWords }
  /** What the early script may use at once (contract/first-load.ts), on #root. */
  known?: PageKnown
  /** The page's largest pictures, preloaded at high priority from the head. */
  preload: string[]
  /** Its title, description and link preview (page-head.ts). */
  head?: PageHead
  /** 404: the URL names no record; the page still comes, with the not-found page's head. */
  status?: 404
}

const ROOT_TAG = '<div id="root"'

/**
 * The page's HTML with the fill: the words in its slot, what is known on #root, its head, the
 * pictures preloaded (not when the browser asks to save data: the app then shows pictures only on tap).
 * Null when nothing applies (an older build without the slot or #root), so it is sent as built.
 */
export function filledPage(html: string, fill: PageFill, savesData: boolean): string | null {
  let filled = html
  let changed = false
  if (fill.slot) {
    const start = filled.indexOf(SHARED_SLOT.start)
    const end = start < 0 ? -1 : filled.indexOf(SHARED_SLOT.end, start)
    if (end >= 0) {
      filled = `${filled.slice(0, start + SHARED_SLOT.start.length)}${sharedWordsHtml(fill.slot.page, fill.slot.words)}${filled.slice(end)}`
      changed = true
    }
  }
  const root = filled.indexOf(ROOT_TAG)
  if (fill.known && root >= 0) {
    // JSON in an attribute, escaped as one: a quote or a tag in a name stays text.
    const attribute = ` ${PAGE_KNOWN_ATTRIBUTE}="${escapeHtml(JSON.stringify(fill.known))}"`
    const at = root + ROOT_TAG.length
    filled = `${filled.slice(0, at)}${attribute}${filled.slice(at)}`
    changed = true
  }
  const headed = fill.head ? withHead(filled, fill.head) : null
  if (headed !== null) filled = headed
  if (!changed && headed === null) return null
  const preload = savesData ? [] : fill.preload.filter(isPlainPicture)
  if (preload.length === 0) return filled
  const links = preload
    .map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`)
    .join('\n    ')
  return filled.replace('</head>', () => `    ${links}\n  </head>`)
}
