import type { DealKind } from '@contract/rules'

// The deal a gift link names (/gift-a-friend?deal=coupon:164). No React and nothing heavy:
// the route's validateSearch runs in the shell.

const DEAL_KIND_NAMES: readonly DealKind[] = ['menu', 'coupon', 'discount', 'featured', 'marketplace']

export type DealRef = { kind: DealKind; id: number }

/** The option value (and ?deal= value) of a deal: 'coupon:164'. */
export type DealKey = `${DealKind}:${number}`

export function dealKey(ref: DealRef): DealKey {
  return `${ref.kind}:${ref.id}`
}

/** '?deal=coupon:164' → { kind: 'coupon', id: 164 }; anything else → null. */
export function parseDealKey(raw: unknown): DealRef | null {
  if (typeof raw !== 'string') return null
  const match = /^([a-z]+):(\d{1,15})$/.exec(raw.trim())
  if (!match) return null
  const kind = DEAL_KIND_NAMES.find((name) => name === match[1])
  const id = Number(match[2])
  return kind && Number.isSafeInteger(id) && id > 0 ? { kind, id } : null
}

/** The search of /gift-a-friend: the deal it opens with, if the link names one that can be. */
export type GiftSearch = { deal?: DealKey }

/**
 * The route's validateSearch: a deal key in its canonical spelling, or none. A key, not the
 * parsed deal: the router writes this back into the URL. `deal` is always set, if only to
 * undefined: the router lays a route's search over the URL's, so a key left out would keep
 * the URL's value.
 */
export function validateGiftSearch(raw: Record<string, unknown>): GiftSearch {
  const ref = parseDealKey(raw.deal)
  return { deal: ref ? dealKey(ref) : undefined }
}
