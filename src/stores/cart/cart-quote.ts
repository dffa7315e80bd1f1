// The cart against the server's quote (docs/decisions.md#money: the server owns prices, hours and deal
// validity; the cart holds copies). Pure: which request prices a store's lines, whether a quote
// still matches the cart, and what accepting it changes.
import type { Fulfilment } from '@contract/pricing'
import { changedLines, type Quote, type QuoteRequest } from '@contract/quote'
import { cartUnitPrice, type CartItem, type CartStore, type LinePrice } from './cart-reducer'

export type Position = { latitude: number; longitude: number }

/** The quote request for one store's lines, each with the price the cart shows for it. */
export function quoteRequestFor(
  store: Pick<CartStore, 'id'>,
  items: readonly CartItem[],
  position: Position,
  fulfilment?: Fulfilment,
): QuoteRequest {
  return {
    restaurant: store.id,
    items: items.map((item) => ({ id: item.id, quantity: item.quantity, unit_price: cartUnitPrice(item) })),
    ...(fulfilment ? { fulfilment } : {}),
    latitude: position.latitude,
    longitude: position.longitude,
  }
}

/**
 * True when the quote prices exactly these lines (same ids and quantities) and every one sells
 * at the price the cart shows: then its totals are what the shopper pays.
 */
export function quoteMatchesCart(quote: Quote, items: readonly CartItem[]): boolean {
  if (quote.lines.length !== items.length) return false
  return items.every((item) => {
    const line = quote.lines.find((candidate) => candidate.id === item.id)
    return (
      line !== undefined &&
      line.state === 'ok' &&
      line.quantity === item.quantity &&
      line.unit_price === cartUnitPrice(item)
    )
  })
}

/**
 * What "Accept new prices" does to the cart: the quoted prices, no-longer-sold lines out, and an
 * ended deal's line turned into its dish's menu line (cart-reducer.ts).
 */
export function acceptedQuote(quote: Quote): { prices: LinePrice[]; remove: number[] } {
  const prices: LinePrice[] = []
  const remove: number[] = []
  for (const line of changedLines(quote)) {
    if (line.state === 'gone') remove.push(line.id)
    else
      prices.push({
        id: line.id,
        price: line.price,
        discounted_price: line.unit_price < line.price ? line.unit_price : null,
        ...(line.state === 'ended' ? { ended: true } : {}),
      })
  }
  return { prices, remove }
}
