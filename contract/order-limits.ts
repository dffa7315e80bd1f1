// Apart from the money rules (contract/pricing.ts): the cart reads these on every page's start, and
// the prices are needed only where money is shown.

/** Lines and quantities an order may hold. */
export const ORDER_LIMITS = { maxLines: 100, maxQuantity: 99 } as const
