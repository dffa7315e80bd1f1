import type { Advert } from '@contract/records'

// Where an advert leads: one rule for every list of adverts (the home page's and the
// marketplace's). Adverts come from businesses, so their links are checked: only http(s)
// leaves the app (in a new tab), a path of ours stays in it, anything else (javascript:, data:)
// is not a link at all; an advert without a usable link opens its store, when it names one.

export type AdvertTarget =
  | { type: 'store'; slug: string }
  | { type: 'internal'; href: string }
  | { type: 'external'; href: string }
  | { type: 'none' }

const STORE_PATH = /^\/store-front-details\/([^/?#]+)\/?$/

export function advertTarget(advert: Pick<Advert, 'link' | 'store'>, origin: string): AdvertTarget {
  const link = advert.link?.trim()
  if (link) {
    let url: URL | null = null
    try {
      url = new URL(link, origin)
    } catch {
      url = null
    }
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
      if (url.origin !== origin) return { type: 'external', href: url.href }
      const store = STORE_PATH.exec(url.pathname)
      if (store?.[1] && !url.search && !url.hash) return { type: 'store', slug: decodeURIComponent(store[1]) }
      return { type: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
    }
  }
  return advert.store?.slug ? { type: 'store', slug: advert.store.slug } : { type: 'none' }
}
