// What the server knows of a first-load page's URL and writes into the HTML it sends
// (docs/first-load.md#how): the store a store front's slug names, and the page's first
// pictures (its largest paint). The early script (src/first-load/boot/early-data.ts) reads it
// to skip the store's search and to paint those pictures at once, instead of waiting for the
// API answers that name them; the server (server/catalog/shared-words.ts) also preloads the pictures.
// Here because the server, the early script and the app must agree on its shape and its checks.
// No imports: the early script, an inline IIFE, bundles this file.

/** Central Lagos (Ikeja): the position lists are counted from until the shopper's own is known (docs/decisions.md#location). */
export const DEFAULT_POSITION = { lat: 6.6018, lng: 3.3515 } as const

/** A position's degrees as the app sends them (about 100 m): nearby shoppers share answers, and a page's HTML can name them. */
export const roundDegrees = (value: number): number => Math.round(value * 1000) / 1000

/**
 * The folder of dist/ holding the pages as a navigation that reaches the server gets them (a
 * first visit): each page with its stylesheet inline. The build writes them
 * (scripts/build/first-load-plugins.ts), the server sends them (server/http/static-files.ts), and the
 * service worker never precaches them (vite.config.ts).
 */
export const NETWORK_COPIES = 'network'

/** The attribute on #root that carries it (JSON). Absent in the build's page and in the service worker's copy. */
export const PAGE_KNOWN_ATTRIBUTE = 'data-known'

/** A store as its front's first read would have named it: enough to ask for it by id. */
export type KnownStore = { id: number; slug: string; name_of_business: string; logo?: string }

export type PageKnown = {
  /** The store this store front's slug names. */
  store?: KnownStore
  /**
   * The pictures of the skeleton's boxes (`data-early-picture` 0, 1…), in order ('' for a box
   * left to the app). `near`: they
   * are a list's counted from this position (rounded as the app rounds it), so they are the
   * page's only for a shopper whose position rounds to it.
   */
  pictures?: { sources: string[]; near?: { latitude: number; longitude: number } }
}

/** A picture a page may preload or paint: a same-origin path or an http(s) address, nothing that could end an attribute or a url(). */
export const isPlainPicture = (src: unknown): src is string =>
  typeof src === 'string' && /^(\/(?!\/)|https?:\/\/)[^"'\\\s()<>]*$/.test(src)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0
const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

function storeOf(value: unknown): KnownStore | undefined {
  if (!isRecord(value) || !isId(value.id) || !isText(value.slug) || !isText(value.name_of_business)) return undefined
  const { id, slug, name_of_business, logo } = value
  return { id, slug, name_of_business, ...(typeof logo === 'string' ? { logo } : {}) }
}

/** Each box's picture, '' for a box left to the app (none, or not a plain address): the boxes keep their places. */
export const plainPictures = (sources: readonly unknown[]): string[] =>
  sources.map((src) => (isPlainPicture(src) ? src : ''))

function picturesOf(value: unknown): PageKnown['pictures'] {
  if (!isRecord(value) || !Array.isArray(value.sources)) return undefined
  const sources = plainPictures(value.sources.slice(0, 4))
  if (!sources.some(Boolean)) return undefined
  const near = value.near
  if (near === undefined) return { sources }
  if (!isRecord(near) || !Number.isFinite(near.latitude) || !Number.isFinite(near.longitude)) return undefined
  return { sources, near: { latitude: near.latitude as number, longitude: near.longitude as number } }
}

/** The attribute's value read back, keeping only what has the right shape (nothing, if it is not JSON). */
export function readPageKnown(attribute: string | null | undefined): PageKnown {
  let value: unknown
  try {
    value = JSON.parse(attribute ?? 'null')
  } catch {
    return {}
  }
  if (!isRecord(value)) return {}
  const store = storeOf(value.store)
  const pictures = picturesOf(value.pictures)
  return { ...(store ? { store } : {}), ...(pictures ? { pictures } : {}) }
}
