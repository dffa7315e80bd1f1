// What a shared link says of its record (docs/api.md#link-previews): a deal, a menu item, a store
// or a blog post read from the database, in the words a link preview shows (the title, the price the
// server sells at now, the store and its area) and the schema.org object its page carries
// (json-ld.ts). The page's head is written from it (link-heads.ts), and so is its preview picture
// (../routes/share-images.ts), so the two never disagree.
import { dealState, dealUnitPrice, lagosDay, type DealDates } from '../../contract/deals'
import { formatNaira } from '../../contract/money'
import type { DealItem } from '../../contract/records'
import type { DealKind } from '../../contract/rules'
import { dealTitle } from '../../contract/shared-words'
import type { Kdb } from '../database/schema'
import type { StoresTable } from '../database/tables/catalog'
import type { Selectable } from 'kysely'
import { API_BASE } from '../config'
import { blogPostingLd, dealOfferLd, menuProductLd, storeLd, type LdContext, type LinkPrice } from './json-ld'
import {
  BLOG_PAGE_PATH,
  DEAL_PAGE_PATHS,
  linkId,
  PAGE_LABELS,
  STORE_PAGE_PATH,
  type LinkPage,
  type LinkTarget,
} from './link-paths'
import { asItemRows, itemRecordsWithDeals, selectItems } from './records'

type LinkStore = { name: string; area: string }

export type LinkPreview = {
  page: LinkPage
  /** Its path in the app: the canonical URL's. */
  path: string
  /** The record's name: a deal's title, a store's, a post's. */
  name: string
  price?: LinkPrice
  store?: LinkStore
  /** Its description, in words, before the length limit. */
  about: string
  /** Its own picture's address, as the API gives it. */
  picture?: string
  /** The schema.org object, once its page's and picture's absolute URLs are known. */
  jsonLd: (urls: LdContext) => object
}

/** Whitespace collapsed, and at most `most` characters, ended on a word with an ellipsis. */
export function clipWords(text: string, most: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= most) return flat
  const cut = flat.slice(0, most - 1)
  const word = cut.lastIndexOf(' ')
  return `${(word > most / 2 ? cut.slice(0, word) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** What a deal or menu item sells for on the server's day: a deal's price only while it runs. */
function linkPrice(
  row: { kind: DealKind; price: number } & DealDates,
  menuDeal: DealItem['deal'],
  nowMs: number,
): LinkPrice {
  if (row.kind === 'menu')
    return menuDeal ? { now: menuDeal.discounted_price, was: row.price } : { now: row.price, was: null }
  const day = lagosDay(nowMs)
  const state = dealState(row, day)
  const now = dealUnitPrice(row, day)
  const hasDeal = typeof row.discounted_price === 'number'
  return {
    now,
    was: state === 'live' && row.price > now ? row.price : null,
    ...(hasDeal && state !== 'live' ? { dealOff: state } : {}),
  }
}

/** "₦3,500 (was ₦5,000, 30% off) at Mama Cass, Lekki." and what became of the deal. */
function dealAbout(price: LinkPrice, percentage: number | null, store: LinkStore): string {
  const off = percentage && price.was !== null ? `, ${percentage}% off` : ''
  const was = price.was === null ? '' : ` (was ${formatNaira(price.was)}${off})`
  const state =
    price.dealOff === undefined
      ? ''
      : ` The deal ${price.dealOff === 'ended' ? 'has ended' : 'has not started yet'}: this is the full price.`
  return `${formatNaira(price.now)}${was} at ${store.name}, ${store.area}.${state}`
}

/** A deal or menu item by its kind and id, with its price on the server's day; null when there is none. */
export async function dealPreview(db: Kdb, kind: DealKind, id: number, nowMs: number) {
  const row = await selectItems(db).where('i.kind', '=', kind).where('i.id', '=', id).executeTakeFirst()
  if (!row) return null
  const [record] = await itemRecordsWithDeals(db, asItemRows([row]), nowMs)
  if (!record) return null
  const price = linkPrice({ ...row, kind }, record.deal, nowMs)
  const name = dealTitle(record, PAGE_LABELS[kind])
  const store = { name: row.store_name, area: row.store_area }
  const percentage = kind === 'menu' ? (record.deal?.percentage ?? null) : row.percentage
  const preview: LinkPreview = {
    page: kind,
    path: `${DEAL_PAGE_PATHS[kind]}${row.id}`,
    name,
    price,
    store,
    about: `${dealAbout(price, percentage, store)} ${row.description}`,
    ...(row.image ? { picture: row.image } : {}),
    jsonLd: (urls) =>
      kind === 'menu' ? menuProductLd({ name, row, price, urls }) : dealOfferLd({ name, row, price, urls }),
  }
  return { record, price, preview }
}

/** A store's columns a link needs (its fill's too). */
export type StoreLinkRow = Omit<
  Selectable<StoresTable>,
  'created_at' | 'likes_count' | 'subscribers_count' | 'accepts_cash'
>

/** The store a store front's slug names (any case, as written in its path); null when there is none. */
export async function storeBySlug(db: Kdb, key: string): Promise<StoreLinkRow | null> {
  let slug: string
  try {
    slug = decodeURIComponent(key).toLowerCase()
  } catch {
    return null
  }
  // One indexed read (stores.slug is unique).
  const store = await db
    .selectFrom('stores')
    .select([
      'id',
      'slug',
      'name_of_business',
      'logo',
      'cover_image',
      'place_type',
      'cuisine_type',
      'address',
      'area',
      'latitude',
      'longitude',
      'rating_total',
      'rating_count',
      'delivery_time_minutes',
      'delivery_radius_km',
      'opening_hours',
      'phone',
      'description',
    ])
    .where('slug', '=', slug)
    .executeTakeFirst()
  return store ?? null
}

export function storePreview(store: StoreLinkRow): LinkPreview {
  const kind = store.cuisine_type ? `${store.cuisine_type} ${store.place_type.toLowerCase()}` : store.place_type
  // The seed's addresses already end with the area and the city.
  const place = store.address.includes(store.area) ? store.address : `${store.address}, ${store.area}`
  return {
    page: 'store',
    path: `${STORE_PAGE_PATH}${encodeURIComponent(store.slug)}`,
    name: store.name_of_business,
    store: { name: store.name_of_business, area: store.area },
    about: `${store.name_of_business}: ${kind} at ${place}. ${store.opening_hours}. ${store.description}`,
    ...(store.cover_image ? { picture: store.cover_image } : {}),
    jsonLd: (urls) => storeLd(store, urls),
  }
}

/** A blog post by the id in its path, with its author and first picture; null when there is none. */
export async function blogPreview(db: Kdb, id: number): Promise<LinkPreview | null> {
  const post = await db
    .selectFrom('blog_posts as p')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .select(['p.id', 'p.title', 'p.article', 'p.categories', 'p.location', 'p.created_at', 'u.first_name'])
    .where('p.id', '=', id)
    .executeTakeFirst()
  if (!post) return null
  const image = await db
    .selectFrom('blog_media')
    .select('file')
    .where('post_id', '=', id)
    .where('kind', '=', 'image')
    .orderBy('id')
    .executeTakeFirst()
  return {
    page: 'blog',
    path: `${BLOG_PAGE_PATH}${post.id}`,
    name: post.title,
    about: post.article,
    ...(image ? { picture: `${API_BASE}/media/uploads/${image.file}` } : {}),
    jsonLd: (urls) => blogPostingLd(post, urls),
  }
}

/** The preview of the record a page's kind and key name (its path's), or null when there is none. */
export async function linkPreview(db: Kdb, target: LinkTarget, nowMs: number): Promise<LinkPreview | null> {
  if (target.page === 'store') {
    const store = await storeBySlug(db, target.key)
    return store && storePreview(store)
  }
  const id = linkId(target.key)
  if (id === null) return null
  if (target.page === 'blog') return blogPreview(db, id)
  return (await dealPreview(db, target.page, id, nowMs))?.preview ?? null
}
