// Counts the Intl formatters code builds: the first one a page builds loads locale or time-zone
// data, a long task on a phone (docs/history.md#issue-23), so code on the first screen builds none.
import { vi } from 'vitest'

type Counted = 'DateTimeFormat' | 'NumberFormat'

/**
 * Replaces `Intl[kind]` with a subclass that counts what is built, until `vi.unstubAllGlobals()`;
 * answers the count so far.
 */
export function countIntlFormatters(kind: Counted): () => number {
  const Real = Intl[kind] as new (...args: unknown[]) => object
  let built = 0
  class Counting extends Real {
    constructor(...args: unknown[]) {
      super(...args)
      built++
    }
  }
  vi.stubGlobal('Intl', { ...Intl, [kind]: Counting })
  return () => built
}
