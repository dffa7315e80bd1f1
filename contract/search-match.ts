// The dish search's forgiving match, shared by the reference server (its `search` filter) and the
// app (which filters a provider's full lists, or its saved ones offline, with the very same rule):
// case, accents and simple plurals do not matter, and each word typed may be the start of a word
// in the name or description ("jollof" finds "Jollof rice", "suyas" finds "Beef suya").

/** The longest search text a request may carry (a dish's name, not an essay). */
export const SEARCH_MAX = 60
/** How many results a search answers at most, and by default. */
export const SEARCH_LIMIT = { max: 50, default: 20 } as const
export const SEARCH_TOO_LONG = `search must be at most ${SEARCH_MAX} characters.`
export const SEARCH_LIMIT_INVALID = `limit must be a whole number from 1 to ${SEARCH_LIMIT.max}.`

/** "Égusi" → "egusi": lower case, accents dropped (NFD splits a letter from its marks). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * A word without a simple plural ending: "suyas" → "suya", "dishes" → "dish", "pies" → "pie".
 * Short words keep theirs ("gas", "bus"), and so do "-ss" words ("glass").
 */
function stem(word: string): string {
  if (word.length <= 3 || word.endsWith('ss')) return word
  if (/(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** The words of a text, folded and stemmed; anything not a letter or digit separates words. */
export function searchWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map(stem)
}

/**
 * Whether every word of `query` starts a word of one of `texts`. An empty query matches nothing
 * (a search runs only for some text). The query's last word may be half typed, so each query
 * word counts as a prefix; a stemmed word also finds its unstemmed form ("suyas" → "suya").
 */
export function matchesSearch(query: string, texts: ReadonlyArray<string | null | undefined>): boolean {
  const wanted = searchWords(query)
  if (wanted.length === 0) return false
  const words = texts.flatMap((text) => (text ? searchWords(text) : []))
  return wanted.every((want) => words.some((word) => word.startsWith(want)))
}

/** What ranks a result: open stores first, then the nearest, then the most liked. */
export type Rankable = { open: boolean; distanceKm: number | undefined; likes: number | undefined }

/** Sort order for search results (a negative number puts `a` first). */
export function compareResults(a: Rankable, b: Rankable): number {
  if (a.open !== b.open) return a.open ? -1 : 1
  const distance = (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)
  if (distance !== 0 && !Number.isNaN(distance)) return distance
  return (b.likes ?? 0) - (a.likes ?? 0)
}
