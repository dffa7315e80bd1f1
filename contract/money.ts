// Naira as shoppers read it, for both sides: the app's prices and the server's sentences about
// them ("Chapman is now ₦2,000") must print an amount the same way.

let naira: Intl.NumberFormat | undefined

/**
 * ₦3,500 — prices are whole naira (docs/decisions.md#fees), as Intl's en-NG currency format
 * writes them (src/lib/format/money.test.ts compares the two). Written out for the amounts a
 * shop has: the first Intl formatter a page builds loads the locale's data, 15–45 ms of a
 * phone's main thread at 1× inside the render of the first prices (docs/first-load.md#how). Other amounts
 * (not finite, or past what a double holds exactly) go to Intl, made on first use.
 */
export function formatNaira(amount: number): string {
  const magnitude = Math.abs(amount)
  if (magnitude <= Number.MAX_SAFE_INTEGER) {
    // Intl rounds half away from zero and keeps the sign of a negative that rounds to 0 ("-₦0").
    const whole = String(Math.round(magnitude)).replace(/\B(?=(\d{3})+$)/g, ',')
    return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₦${whole}`
  }
  naira ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })
  return naira.format(amount)
}
