// Naira as shoppers read it, for both sides: the app's prices and the server's sentences about
// them ("Chapman is now ₦2,000") must print an amount the same way.

let naira: Intl.NumberFormat | undefined

/** ₦3,500 — prices are whole naira (docs/decisions.md#fees). The formatter is made on first use. */
export function formatNaira(amount: number): string {
  naira ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })
  return naira.format(amount)
}
