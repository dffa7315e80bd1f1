import { lazyFormat } from './intl'

const naira = lazyFormat(
  () => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }),
)

/** ₦3,500 — prices are whole naira (DESIGN.md). */
export function formatNaira(amount: number): string {
  return naira().format(amount)
}
