// A shared deal or store link's words in the HTML the server sends for it (docs/history.md#issue-23): the
// first-load page the build made for that route, with the record's title, price and place
// written into the skeleton's slot and its picture preloaded, so a phone on a slow line shows
// them before any JavaScript has arrived (and with none). The slot and the words' HTML are
// contract/shared-words.ts's, which the app's skeleton shares; every value is escaped there.
import {
  dealWords,
  escapeHtml,
  SHARED_SLOT,
  sharedWordsHtml,
  storeWords,
  type SharedWords,
} from '../contract/shared-words'
import type { Kdb } from './db'
import { asItemRows, itemRecordsWithDeals, selectItems } from './records'
import type { DealKind } from '../contract/rules'

const ITEM_KINDS: readonly DealKind[] = ['menu', 'coupon', 'discount', 'featured', 'marketplace']

/** A picture the page may preload: a same-origin path or an http(s) address, nothing else. */
const PLAIN_URL = /^(\/(?!\/)|https?:\/\/)[^"'\\\s()<>]*$/

export type SharedPage = 'deal' | 'store'

/** The words for a first-load page's `shared` ('store', 'deal:coupon'…) at this path, if its record exists. */
export async function sharedWordsFor(
  db: Kdb,
  nowMs: number,
  shared: string,
  pathname: string,
): Promise<{ page: SharedPage; words: SharedWords } | null> {
  const segment = pathname.split('/')[2] ?? ''
  if (shared === 'store') {
    let slug: string
    try {
      slug = decodeURIComponent(segment).toLowerCase()
    } catch {
      return null
    }
    const store = await db
      .selectFrom('stores')
      .select(['name_of_business', 'address', 'area', 'cover_image'])
      .where('slug', '=', slug)
      .executeTakeFirst()
    return store ? { page: 'store', words: storeWords(store) } : null
  }
  const kind = ITEM_KINDS.find((candidate) => shared === `deal:${candidate}`)
  // The page's pattern took only a well-formed id (src/first-load/pages.ts).
  const id = Number(segment)
  if (!kind || !Number.isSafeInteger(id) || id <= 0) return null
  const row = await selectItems(db).where('i.kind', '=', kind).where('i.id', '=', id).executeTakeFirst()
  if (!row) return null
  const [record] = await itemRecordsWithDeals(db, asItemRows([row]), nowMs)
  return record ? { page: 'deal', words: dealWords(record, 'Deal') } : null
}

/**
 * The page's HTML with the words in its slot and its picture preloaded; null when the page has
 * no slot (an older build), so it is sent as built.
 */
export function withSharedWords(html: string, page: SharedPage, words: SharedWords): string | null {
  const start = html.indexOf(SHARED_SLOT.start)
  const end = start < 0 ? -1 : html.indexOf(SHARED_SLOT.end, start)
  if (end < 0) return null
  const filled = `${html.slice(0, start + SHARED_SLOT.start.length)}${sharedWordsHtml(page, words)}${html.slice(end)}`
  const picture = words.picture !== undefined && PLAIN_URL.test(words.picture) ? words.picture : undefined
  if (!picture) return filled
  const preload = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture)}">`
  return filled.replace('</head>', () => `    ${preload}\n  </head>`)
}
