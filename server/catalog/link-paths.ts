// Which record a page's path names, for its link preview (docs/api.md#link-previews): the app's
// detail routes (docs/decisions.md), a deal's by its kind and id, a store front by its slug, a blog
// post by its id.
import { DEAL_KINDS, type DealKind } from '../../contract/deal-kinds'

/** The kinds of page a link can share: a deal's kind, a store, a blog post. */
export type LinkPage = DealKind | 'store' | 'blog'

/** The app's deal pages, by kind. */
export const DEAL_PAGE_PATHS: Record<DealKind, string> = {
  coupon: '/coupon-detail/',
  discount: '/discount-detail/',
  featured: '/featured-detail/',
  marketplace: '/discount-offer-detail/',
  menu: '/menu-item-detail/',
}

/** What each page shows, in words (a deal's kind as the app's pages name it). */
export const PAGE_LABELS: Record<LinkPage, string> = {
  coupon: 'Coupon',
  discount: 'Discount',
  featured: 'Featured deal',
  marketplace: 'Marketplace discount',
  menu: 'Menu item',
  store: 'Store',
  blog: 'Blog',
}

export const STORE_PAGE_PATH = '/store-front-details/'
export const BLOG_PAGE_PATH = '/blog/'

/** A page's kind and its record's key: an id or a slug, as its path writes it. */
export type LinkTarget = { page: LinkPage; key: string }

/** The page a path is, and its record's key, or null for any other path. */
export function linkTarget(pathname: string): LinkTarget | null {
  const match = /^(\/[a-z-]+\/)([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  const [, prefix, key = ''] = match
  if (prefix === STORE_PAGE_PATH) return { page: 'store', key }
  // The post editor's own route.
  if (prefix === BLOG_PAGE_PATH) return key === 'new' ? null : { page: 'blog', key }
  const kind = DEAL_KINDS.find((candidate) => DEAL_PAGE_PATHS[candidate] === prefix)
  return kind ? { page: kind, key } : null
}

/** A path's id as the app reads it (a positive whole number, leading zeros allowed), else null. */
export function linkId(key: string): number | null {
  if (!/^\d{1,15}$/.test(key)) return null
  const id = Number(key)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
