// What a money place shows, read as a shopper reads it: each line's amount, then the rows under
// them (subtotal, delivery, VAT, service charge) and the total. A receipt adds up when the lines
// make its subtotal and the rows make its total (a confirmation once left out its delivery line).
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/** ₦6,287 → 6287; "Free" and "priced online" count as nothing. */
export const nairaValue = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, '') || 0)

/**
 * Checks that `place`'s lines add up to its subtotal and its rows to its total, and answers the
 * total shown, for the caller to hold against the server's charge.
 */
export async function amountsAddUp(place: Locator): Promise<number> {
  const rows = place.locator('dl').last()
  await rows.waitFor()
  const figures = (await rows.locator('dd').allTextContents()).map(nairaValue)
  const total = figures.pop()
  expect(figures.length, 'rows above the total').toBeGreaterThanOrEqual(3)
  expect(
    figures.reduce((sum, figure) => sum + figure, 0),
    'the rows make the total',
  ).toBe(total)
  const lines = (await place.locator('ul > li > span:last-child').allTextContents()).map(nairaValue)
  expect(
    lines.reduce((sum, figure) => sum + figure, 0),
    'the lines make the subtotal',
  ).toBe(figures[0])
  return total!
}
