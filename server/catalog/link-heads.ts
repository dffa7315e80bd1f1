// A shared link's page head (docs/api.md#link-previews), from what link-previews.ts read: the title
// the app gives the page once it has the record (so a crawler and a phone see the same), the
// description in words, the canonical URL, the Open Graph and Twitter tags with the preview card's
// absolute address, and the JSON-LD. A URL that names no record gets the not-found page's head.
import { formatNaira } from '../../contract/money'
import { API_BASE } from '../config'
import { SITE_NAME, type PageHead } from '../http/page-head'
import { CARD, cardVersion, type ShareCard } from '../media/share-card'
import { PAGE_LABELS } from './link-paths'
import { clipWords, type LinkPreview } from './link-previews'

/** Where the preview cards are, under API_BASE (../routes/share-images.ts). */
export const SHARE_IMAGE_PATH = '/share-images'

/** Crawlers show about this much of a description; the rest is cut on a word. */
const DESCRIPTION_CHARACTERS = 200

/** The tab's title for a page named `name`, as the app writes it (src/lib/browser/use-document-title.ts). */
export const pageTitle = (name: string) => `${name} · ${SITE_NAME}`

/** What the preview card says: the same words as the head. */
export function shareCard(preview: LinkPreview): ShareCard {
  const { price, store } = preview
  return {
    label: store ? `${PAGE_LABELS[preview.page]} · ${store.area}` : PAGE_LABELS[preview.page],
    title: preview.name,
    ...(price
      ? { price: { now: formatNaira(price.now), was: price.was === null ? null : formatNaira(price.was) } }
      : {}),
    line: store ? `${store.name} · ${store.area}` : SITE_NAME,
    ...(preview.picture ? { picture: preview.picture } : {}),
  }
}

/** The preview card's address on this server (its page's path, `.png`); its `v` changes with what the card says. */
export function shareImagePath(preview: LinkPreview): string {
  const version = cardVersion(shareCard(preview))
  return `${API_BASE}${SHARE_IMAGE_PATH}${preview.path}.png?v=${version}`
}

/** The page's head for its preview, with absolute URLs on `origin` (the public one). */
export function linkHead(preview: LinkPreview, origin: string): PageHead {
  const url = `${origin}${preview.path}`
  const image = `${origin}${shareImagePath(preview)}`
  const description = clipWords(preview.about, DESCRIPTION_CHARACTERS)
  const price = preview.price ? formatNaira(preview.price.now) : null
  const priced = preview.page !== 'store' && preview.page !== 'blog' && preview.price
  return {
    title: pageTitle(preview.name),
    description,
    canonical: url,
    preview: {
      title: price ? `${preview.name} · ${price}` : preview.name,
      type: preview.page === 'blog' ? 'article' : priced ? 'product' : 'website',
      image: { url: image, alt: clipWords(`${preview.name}. ${description}`, 400), ...CARD },
      ...(priced
        ? {
            properties: [
              ['product:price:amount', String(priced.now)],
              ['product:price:currency', 'NGN'],
            ] as const,
          }
        : {}),
    },
    jsonLd: preview.jsonLd({ origin, page: url, image, description }),
  }
}

/** The not-found page's head (src/shell/not-found-page.tsx), for a link to no record. */
export const NOT_FOUND_HEAD: PageHead = {
  title: pageTitle('Page not found'),
  description: "We can't find the page you asked for. It may have moved, or the link may be mistyped.",
  noIndex: true,
}
