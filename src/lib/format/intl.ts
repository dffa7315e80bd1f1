/**
 * Intl formatters made on first use, not when their module loads: the first one a page makes
 * costs ~16 ms on a cheap phone (the locale's data is loaded then), and at start-up that would
 * hold up the page's scripts even where nothing on screen formats a price or a date.
 */
export function lazyFormat<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}
