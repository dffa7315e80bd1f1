// A shared deal or store link's words in the HTML the server sends for it (docs/history.md#issue-23): the
// first-load page the build made for that route, with the record's title, price and place
// written into the skeleton's slot and its picture preloaded, so a phone on a slow line shows
// them before any JavaScript has arrived (and with none). This module finds them; the page is
// written by ../http/filled-page.ts and sent by ../http/prerendered-pages.ts.
// Also what the early script can use at once (contract/first-load.ts, on #root): the store a
// store front's slug names (no search before the store), and the first pictures of a store front
// and of the home page (painted at once, preloaded from the head), so the page's largest paint
// does not wait for the API answers that would name them.
import { dealWords, storeWords } from '../../contract/shared-words'
import { DEFAULT_POSITION, isPlainPicture, plainPictures, roundDegrees } from '../../contract/first-load'
import type { Engine, Kdb } from '../database/schema'
import type { PageFill } from '../http/filled-page'
import { asItemRows, itemRecordsWithDeals, selectItems } from './records'
import { listRows } from './deal-lists'
import type { DealKind } from '../../contract/rules'

const ITEM_KINDS: readonly DealKind[] = ['menu', 'coupon', 'discount', 'featured', 'marketplace']

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

async function storeFill(db: Kdb, pathname: string): Promise<PageFill | null> {
  let slug: string
  try {
    slug = decodeURIComponent(pathname.split('/')[2] ?? '').toLowerCase()
  } catch {
    return null
  }
  // One indexed read (stores.slug is unique): the words, the id the early script asks by, the pictures.
  const store = await db
    .selectFrom('stores')
    .select(['id', 'slug', 'name_of_business', 'address', 'area', 'cover_image', 'logo'])
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (!store) return null
  const words = storeWords(store)
  const sources = plainPictures([store.cover_image, store.logo])
  return {
    slot: { page: 'store', words },
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

/**
 * How long one home fill serves every request for `/`: the same two pictures for everyone (no
 * saved position reaches the server), so the busiest page does not run the list's queries per
 * request. A deal that ends within the minute is at worst a preloaded picture the list replaces.
 */
export const HOME_FILL_MS = 60_000

export type PageFiller = (nowMs: number, shared: string, pathname: string) => Promise<PageFill | null>

/** What to add to a first-load page's HTML (its `shared`: 'home', 'store', 'deal:coupon'…) at a path, if anything. */
export function createPageFill(db: Kdb, engine: Engine): PageFiller {
  let home: { until: number; fill: Promise<PageFill | null> } | undefined
  return (nowMs, shared, pathname) => {
    if (shared !== 'home') return pageFillFor(db, nowMs, shared, pathname)
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

async function pageFillFor(db: Kdb, nowMs: number, shared: string, pathname: string): Promise<PageFill | null> {
  if (shared === 'store') return storeFill(db, pathname)
  const kind = ITEM_KINDS.find((candidate) => shared === `deal:${candidate}`)
  // The page's pattern took only a well-formed id (src/first-load/pages.ts).
  const id = Number(pathname.split('/')[2] ?? '')
  if (!kind || !Number.isSafeInteger(id) || id <= 0) return null
  const row = await selectItems(db).where('i.kind', '=', kind).where('i.id', '=', id).executeTakeFirst()
  if (!row) return null
  const [record] = await itemRecordsWithDeals(db, asItemRows([row]), nowMs)
  if (!record) return null
  const words = dealWords(record, 'Deal')
  return { slot: { page: 'deal', words }, preload: isPlainPicture(words.picture) ? [words.picture] : [] }
}
