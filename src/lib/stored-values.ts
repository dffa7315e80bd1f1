// Guards for values read back from storage (IndexedDB, localStorage): a copy written by an older
// build, half written, or edited by hand is read as absent, never trusted as the shape it
// should have. The decoders of the cart, the order history, checkout's state and the blog's
// draft share them.

/** A plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A whole number from 1 up, exact in a double (an id, a quantity). */
export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}
