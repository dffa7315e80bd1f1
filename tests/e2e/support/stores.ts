// A seeded store as the app reads it (docs/api.md#discovery): its slug resolved by the store search, then the
// store by id with its menu, deals and comments.

export type SeededStore = {
  id: number
  name_of_business: string
  slug: string
  logo?: string
  area?: string
  opening_hours?: string
  menu_items: Array<{
    id: number
    name?: string
    title?: string
    price: number
    discounted_price?: number | null
    /** Its cheapest deal running today, when it has one. */
    deal?: { id: number; kind: string; discounted_price: number; percentage: number | null } | null
  }>
  featured?: Array<{ id: number; title?: string }>
}

export async function storeBySlug(serverUrl: string, slug: string): Promise<SeededStore> {
  const search = await fetch(`${serverUrl}/beta/api/search-store/${encodeURIComponent(slug)}`)
  const found = ((await search.json()) as { data: { results: Array<{ id: number; slug: string }> } }).data.results
  const id = found.find((store) => store.slug === slug)?.id
  if (id === undefined) throw new Error(`The seed has no store ${slug}`)
  const response = await fetch(`${serverUrl}/beta/api/nearme-single-store-aws/${id}`)
  return ((await response.json()) as { data: { results: SeededStore } }).data.results
}

export type QuoteAnswer = {
  /** Each line as the server sells it now ('ok', 'price', 'ended', 'gone'). */
  lines: Array<{ id: number; quantity: number; unit_price: number; state: string }>
  total_amount_payable: number
  delivery_fee: number
  subtotal: number
  estimate_minutes: number
  store: { open: boolean; closed_notice: string | null }
}

/** Where the app counts from when the shopper has shared no position: central Lagos (Ikeja). */
export const CENTRAL_LAGOS = { latitude: 6.6018, longitude: 3.3515 }

/** The server's quote for some lines of a store, as the app asks it (delivery to `position`, unless picked up). */
export async function quoteOf(
  serverUrl: string,
  storeId: number,
  items: Array<{ id: number; quantity: number }>,
  position: { latitude: number; longitude: number } = CENTRAL_LAGOS,
  fulfilment?: 'delivery' | 'pickup',
): Promise<QuoteAnswer> {
  const response = await fetch(`${serverUrl}/beta/sales/sales-quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ restaurant: storeId, items, ...position, ...(fulfilment ? { fulfilment } : {}) }),
  })
  if (response.status !== 200) throw new Error(`sales-quote answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { data: QuoteAnswer }).data
}
