/** /checkout?store=<id or slug> opens one store's order; ?reference=… is the way back from paying. */
export type CheckoutSearch = { store?: string; reference?: string }

const cleanParam = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return text !== '' && text.length <= 200 ? text : undefined
}

export function validateCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const store = cleanParam(search.store)
  const reference = cleanParam(search.reference)
  return { ...(store ? { store } : {}), ...(reference ? { reference } : {}) }
}
