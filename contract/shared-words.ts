// A shared deal's or store's words in its first HTML (docs/first-load.md#how): the reference server writes
// them into the first-load page it sends for that URL (server/catalog/shared-words.ts), so a shopper on a
// slow line reads the title and price before any JavaScript has arrived, or with none at all.
// The app's skeleton holds the slot (src/ui/shared-slot.tsx): its first render keeps
// whatever the server wrote there, and the page's own content replaces it once the answer comes.
// Shared here because both sides must agree on the slot, and on how a deal's title and price read.
import { formatNaira } from './money'
import type { DealItem } from './records'

/** A kind written in front of a title ("Featured: …"): the card's badge says it already. */
const KIND_PREFIX = /^\s*(featured( deal)?|marketplace( deal| discount)?|hot deal|coupon|discount|deal)\s*:\s*/i

/**
 * The name a deal goes by: its title without a kind in front (so a phone shows the product, not
 * "Marketplace deal: Mosquit…"), else its name, else what kind of thing it is.
 */
export function dealTitle(item: Pick<DealItem, 'title' | 'name'>, fallback: string): string {
  const title = item.title?.replace(KIND_PREFIX, '').trim() || item.name?.trim()
  return title || fallback
}

export type DealPrice = {
  /** What the shopper pays, naira. */
  now: number
  /** The price before the deal, when higher. */
  was: number | null
  /** Naira saved, when known. */
  saving: number | null
  /** Percent off, when the deal says. */
  percentage: number | null
}

/** What a deal costs now and before, from whichever of its fields it has. */
export function dealPrice(
  item: Pick<DealItem, 'price' | 'discounted_price' | 'saving' | 'percentage'>,
): DealPrice | null {
  const { price, discounted_price: discounted } = item
  const now = typeof discounted === 'number' ? discounted : price
  if (typeof now !== 'number' || !Number.isFinite(now)) return null
  const was = typeof price === 'number' && price > now ? price : null
  const saving = typeof item.saving === 'number' && item.saving > 0 ? item.saving : was !== null ? was - now : null
  const percentage = typeof item.percentage === 'number' && item.percentage > 0 ? item.percentage : null
  return { now, was, saving, percentage }
}

/** The words a shared link's page shows first, and its largest picture. */
export type SharedWords = {
  title: string
  /** A deal's price now, and before. */
  price?: { now: string; was: string | null }
  /** A deal's store, or a store's area. */
  place?: string
  picture?: string
}

export function dealWords(
  item: Pick<DealItem, 'title' | 'name' | 'price' | 'discounted_price' | 'saving' | 'percentage' | 'image' | 'store'>,
  fallback: string,
): SharedWords {
  const price = dealPrice(item)
  return {
    title: dealTitle(item, fallback),
    ...(price
      ? { price: { now: formatNaira(price.now), was: price.was === null ? null : formatNaira(price.was) } }
      : {}),
    ...(item.store?.name_of_business ? { place: `From ${item.store.name_of_business}` } : {}),
    ...(item.image ? { picture: item.image } : {}),
  }
}

export function storeWords(store: {
  name_of_business: string
  area?: string | null
  address?: string | null
  cover_image?: string | null
}): SharedWords {
  const place = [store.address, store.area].filter((part) => typeof part === 'string' && part.trim() !== '').join(', ')
  return {
    title: store.name_of_business,
    ...(place ? { place } : {}),
    ...(store.cover_image ? { picture: store.cover_image } : {}),
  }
}

/** Text or an attribute's value, safe anywhere in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Where the words go: the skeleton's slot, between these two comments. */
export const SHARED_SLOT = { start: '<!--shared-->', end: '<!--/shared-->' } as const

/**
 * The slot's skeleton boxes (what the build's HTML holds): a deal's title and price, or a
 * store's name and address, at the sizes of the words that may replace them.
 */
export const SHARED_PLACEHOLDER: Record<'deal' | 'store', string> = {
  deal:
    '<div class="h-9 w-4/5 animate-pulse rounded bg-surface-2"></div>' +
    '<div class="h-10 w-1/2 animate-pulse rounded bg-surface-2"></div>',
  store:
    '<div class="h-8 w-2/3 max-w-sm animate-pulse rounded-lg bg-surface-2"></div>' +
    '<div class="mt-2 h-4 w-1/2 max-w-xs animate-pulse rounded bg-surface-2"></div>',
}

/** The words as HTML for the slot, every value escaped, in the boxes' sizes. */
export function sharedWordsHtml(page: 'deal' | 'store', words: SharedWords): string {
  const title = escapeHtml(words.title)
  const place = words.place === undefined ? '' : escapeHtml(words.place)
  if (page === 'store') {
    return (
      `<p class="line-clamp-1 text-2xl leading-8 font-bold break-words">${title}</p>` +
      (place ? `<p class="mt-2 line-clamp-1 text-sm leading-4 text-muted">${place}</p>` : '')
    )
  }
  const price = words.price
  return (
    `<p class="line-clamp-2 text-2xl leading-9 font-bold tracking-tight break-words md:text-3xl">${title}</p>` +
    (price
      ? `<p class="flex flex-wrap items-baseline gap-x-3 leading-10"><span class="text-2xl font-bold">${escapeHtml(price.now)}</span>` +
        (price.was ? `<s class="text-muted"><span class="sr-only">was </span>${escapeHtml(price.was)}</s>` : '') +
        '</p>'
      : '') +
    (place ? `<p class="text-sm text-muted">${place}</p>` : '')
  )
}
