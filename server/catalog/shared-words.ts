// A shared deal or store link's words in the HTML the server sends for it (docs/first-load.md#how): the
// first-load page the build made for that route, with the record's title, price and place
// written into the skeleton's slot and its picture preloaded, so a phone on a slow line shows
// them before any JavaScript has arrived (and with none). This module finds them; the page is
// written by ../http/filled-page.ts and sent by ../http/prerendered-pages.ts.
// Also what the early script can use at once (contract/first-load.ts, on #root): the store a
// store front's slug names (no search before the store), and the first pictures of a store front
// and of the home page (painted at once, preloaded from the head), so the page's largest paint
// does not wait for the API answers that would name them. And a shared link's head (link-heads.ts),
// for its page or the app's shell at its path, or the not-found page's head and a 404 for a link to
// no record (docs/api.md#link-previews).
import { dealWords, storeWords } from '../../contract/shared-words'
import { DEFAULT_POSITION, isPlainPicture, plainPictures, roundDegrees } from '../../contract/first-load'
import type { Engine, Kdb } from '../database/schema'
import type { PageFill } from '../http/filled-page'
import type { DealItem } from '../../contract/records'
import { SHELL_FILL } from '../http/prerendered-pages'
import type { LinkPrice } from './json-ld'
import { itemRecordsWithDeals } from './records'
import { listRows } from './deal-lists'
import { linkHead, NOT_FOUND_HEAD } from './link-heads'
import { linkId, linkTarget } from './link-paths'
import { blogPreview, dealPreview, storeBySlug, storePreview, type StoreLinkRow } from './link-previews'

/** The home page's first hot discounts, as its tiles show them to a shopper with no saved position. */
async function homeFill(db: Kdb, engine: Engine, nowMs: number): Promise<PageFill | null> {
  // Rounded as the app and the early script round the default, so the list is theirs to the letter.
  const near = { lat: roundDegrees(DEFAULT_POSITION.lat), lng: roundDegrees(DEFAULT_POSITION.lng) }
  // Two: the tiles of the first screen (src/features/home, `data-early-picture` 0 and 1).
  const rows = await listRows(db, engine, 'discount', true, near, 2)
  const sources = plainPictures((await itemRecordsWithDeals(db, rows, nowMs)).map((deal) => deal.image))
  if (!sources.some(Boolean)) return null
  return {
    known: { pictures: { sources, near: { latitude: near.lat, longitude: near.lng } } },
    preload: sources.filter(Boolean),
  }
}

/** A store front's fill: its words, what the early script may use at once, its cover preloaded. */
function storeFill(store: StoreLinkRow): PageFill {
  const sources = plainPictures([store.cover_image, store.logo])
  return {
    slot: { page: 'store', words: storeWords(store) },
    known: {
      store: {
        id: store.id,
        slug: store.slug,
        name_of_business: store.name_of_business,
        ...(store.logo ? { logo: store.logo } : {}),
      },
      ...(sources.some(Boolean) ? { pictures: { sources } } : {}),
    },
    // The cover, the page's largest paint (the logo is small, and would compete with it).
    preload: sources[0] ? [sources[0]] : [],
  }
}

/** A deal's fill: its words at the price the server sells at today, its picture preloaded. */
function dealFill(record: DealItem, price: LinkPrice): PageFill {
  const words = dealWords({ ...record, price: price.was ?? price.now, discounted_price: price.now }, 'Deal')
  return { slot: { page: 'deal', words }, preload: isPlainPicture(words.picture) ? [words.picture] : [] }
}

/**
 * How long one home fill serves every request for `/`: the same two pictures for everyone (no
 * saved position reaches the server), so the busiest page does not run the list's queries per
 * request. A deal that ends within the minute is at worst a preloaded picture the list replaces.
 */
export const HOME_FILL_MS = 60_000

export type PageFiller = (nowMs: number, shared: string, pathname: string, origin: string) => Promise<PageFill | null>

/** What to add to a first-load page's HTML (its `shared`: 'home', 'store', 'deal:coupon'…, 'shell') at a path, if anything. */
export function createPageFill(db: Kdb, engine: Engine): PageFiller {
  let home: { until: number; fill: Promise<PageFill | null> } | undefined
  return (nowMs, shared, pathname, origin) => {
    if (shared !== 'home') return linkFill(db, nowMs, { shell: shared === SHELL_FILL, pathname, origin })
    if (!home || nowMs >= home.until || nowMs < home.until - HOME_FILL_MS) {
      const fill = homeFill(db, engine, nowMs)
      home = { until: nowMs + HOME_FILL_MS, fill }
      // A failed read is not kept: the next request asks again.
      fill.catch(() => {
        if (home?.fill === fill) home = undefined
      })
    }
    return home.fill
  }
}

const NOT_FOUND_FILL: PageFill = { head: NOT_FOUND_HEAD, status: 404, preload: [] }

/**
 * A shared link's page: its head for any page the server sends at its path (the app's shell too),
 * and the words, what is known and the preloads for the page the build prerendered for it.
 */
async function linkFill(
  db: Kdb,
  nowMs: number,
  { shell, pathname, origin }: { shell: boolean; pathname: string; origin: string },
): Promise<PageFill | null> {
  const target = linkTarget(pathname)
  if (!target) return null
  const body = (fill: PageFill) => (shell ? { preload: [] } : fill)
  if (target.page === 'store') {
    const store = await storeBySlug(db, target.key)
    if (!store) return NOT_FOUND_FILL
    return { ...body(storeFill(store)), head: linkHead(storePreview(store), origin) }
  }
  const id = linkId(target.key)
  if (id === null) return NOT_FOUND_FILL
  if (target.page === 'blog') {
    const post = await blogPreview(db, id)
    return post ? { preload: [], head: linkHead(post, origin) } : NOT_FOUND_FILL
  }
  const found = await dealPreview(db, target.page, id, nowMs)
  if (!found) return NOT_FOUND_FILL
  return { ...body(dealFill(found.record, found.price)), head: linkHead(found.preview, origin) }
}
