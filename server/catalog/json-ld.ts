// The schema.org object a shared link's page carries as JSON-LD (docs/api.md#link-previews): a deal
// is an Offer, a menu item a Product with its offer, a store a Restaurant (or the LocalBusiness type
// of its kind), a blog post a BlogPosting. Prices in naira (NGN), as the server sells today.
import type { StoresTable } from '../database/tables/catalog'
import { SITE_NAME } from '../http/page-head'

/** What the object needs besides its record: absolute URLs, and the page's description. */
export type LdContext = { origin: string; page: string; image: string; description: string }

/** The price a link advertises: the server's, today in Lagos (link-previews.ts). */
export type LinkPrice = {
  now: number
  /** The price before the deal, while it runs. */
  was: number | null
  /** The deal's price no longer holds (or does not yet): `now` is the full price. */
  dealOff?: 'ended' | 'upcoming'
}

type StoreRow = Pick<
  StoresTable,
  | 'name_of_business'
  | 'place_type'
  | 'cuisine_type'
  | 'address'
  | 'area'
  | 'latitude'
  | 'longitude'
  | 'logo'
  | 'phone'
  | 'rating_total'
  | 'rating_count'
>

const CONTEXT = 'https://schema.org'
const IN_STOCK = 'https://schema.org/InStock'

/** schema.org's LocalBusiness type for each of the provider's place types (contract/catalog.ts). */
const BUSINESS_TYPES: Record<string, string> = {
  Restaurant: 'Restaurant',
  Supermarket: 'GroceryStore',
  Pharmacy: 'Pharmacy',
  Fashion: 'ClothingStore',
  Electronics: 'ElectronicsStore',
  Salon: 'BeautySalon',
  Bakery: 'Bakery',
  Lounge: 'BarOrPub',
}

const postalAddress = (street: string, area: string) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: area,
  addressRegion: 'Lagos',
  addressCountry: 'NG',
})

/** A picture's address as the API gives it, made absolute when it is on this server. */
const absolute = (origin: string, address: string) => (address.startsWith('/') ? `${origin}${address}` : address)

type DealRow = {
  store_name: string
  store_slug: string
  store_area: string
  valid_from: string | null
  valid_until: string | null
}

const seller = (row: DealRow, origin: string) => ({
  '@type': 'LocalBusiness',
  name: row.store_name,
  url: `${origin}/store-front-details/${encodeURIComponent(row.store_slug)}`,
  address: { '@type': 'PostalAddress', addressLocality: row.store_area, addressRegion: 'Lagos', addressCountry: 'NG' },
})

const offerPrice = (price: LinkPrice) => ({ price: price.now, priceCurrency: 'NGN', availability: IN_STOCK })

/** A deal: the offer of its product at the price it sells for today, from its store. */
export function dealOfferLd(deal: { name: string; row: DealRow; price: LinkPrice; urls: LdContext }) {
  const { name, row, price, urls } = deal
  // The deal's own days only while its price is the deal's.
  const running = price.dealOff === undefined && price.was !== null
  return {
    '@context': CONTEXT,
    '@type': 'Offer',
    name,
    description: urls.description,
    url: urls.page,
    image: urls.image,
    ...offerPrice(price),
    ...(running && row.valid_from ? { validFrom: row.valid_from.slice(0, 10) } : {}),
    ...(running && row.valid_until ? { priceValidUntil: row.valid_until.slice(0, 10) } : {}),
    itemOffered: { '@type': 'Product', name, image: urls.image },
    seller: seller(row, urls.origin),
  }
}

/** A menu item: the dish, offered by its store at today's price (its running deal's, if any). */
export function menuProductLd(item: { name: string; row: DealRow; price: LinkPrice; urls: LdContext }) {
  const { name, row, price, urls } = item
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name,
    description: urls.description,
    url: urls.page,
    image: urls.image,
    offers: { '@type': 'Offer', url: urls.page, ...offerPrice(price), seller: seller(row, urls.origin) },
  }
}

export function storeLd(store: StoreRow, urls: LdContext) {
  const rating = store.rating_count > 0 ? Math.round((store.rating_total / store.rating_count) * 10) / 10 : null
  return {
    '@context': CONTEXT,
    '@type': BUSINESS_TYPES[store.place_type] ?? 'LocalBusiness',
    name: store.name_of_business,
    description: urls.description,
    url: urls.page,
    image: urls.image,
    ...(store.logo ? { logo: absolute(urls.origin, store.logo) } : {}),
    address: postalAddress(store.address, store.area),
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.cuisine_type ? { servesCuisine: store.cuisine_type } : {}),
    ...(rating === null
      ? {}
      : { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, ratingCount: store.rating_count } }),
  }
}

type PostRow = { title: string; categories: string; location: string; created_at: string; first_name: string }

export function blogPostingLd(post: PostRow, urls: LdContext) {
  let categories: unknown
  try {
    categories = JSON.parse(post.categories)
  } catch {
    categories = []
  }
  const sections = Array.isArray(categories) ? categories.filter((item) => typeof item === 'string') : []
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: urls.description,
    url: urls.page,
    mainEntityOfPage: urls.page,
    image: urls.image,
    datePublished: post.created_at,
    author: { '@type': 'Person', name: post.first_name },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: urls.origin },
    ...(sections.length > 0 ? { articleSection: sections } : {}),
    ...(post.location ? { contentLocation: { '@type': 'Place', name: post.location } } : {}),
  }
}
