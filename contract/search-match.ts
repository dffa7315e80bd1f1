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

/**
 * How many letters a typed word may have wrong and still be that word: none below 4 letters
 * ("pie" is not "pea"), one up to 6 ("jolof" → "jollof"), two from 7 ("shawama" → "shawarma").
 */
export function typoBudget(word: string): number {
  return word.length < 4 ? 0 : word.length <= 6 ? 1 : 2
}

/**
 * The edit distance of `a` and `b` (letters inserted, dropped, changed, or two side by side
 * swapped), or `max + 1` once it is past `max`: a search only wants to know "close enough".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length]!, max + 1)
}

/**
 * "Did you mean": the search with each word that starts no word of `vocabulary` replaced by the
 * closest word that does exist (within its typo budget; the more common word wins a tie), or
 * null when every word is found already or one has nothing close. `vocabulary` holds the words
 * of what could be found (searchWords of dish and store names), each with how often it occurs.
 */
export function suggestSearch(query: string, vocabulary: ReadonlyMap<string, number>): string | null {
  const wanted = searchWords(query)
  if (wanted.length === 0) return null
  let changed = false
  const words: string[] = []
  for (const want of wanted) {
    if ([...vocabulary.keys()].some((word) => word.startsWith(want))) {
      words.push(want)
      continue
    }
    const budget = typoBudget(want)
    let best: { word: string; distance: number; count: number } | null = null
    for (const [word, count] of vocabulary) {
      const distance = editDistance(want, word, budget)
      if (distance > budget) continue
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word, distance, count }
    }
    if (!best) return null
    words.push(best.word)
    changed = true
  }
  return changed ? words.join(' ') : null
}

/** The vocabulary of some texts for suggestSearch: each word, and how often it occurs. */
export function searchVocabulary(texts: Iterable<string | null | undefined>): Map<string, number> {
  const vocabulary = new Map<string, number>()
  for (const text of texts) {
    for (const word of text ? searchWords(text) : []) {
      if (word.length >= 3 && !/^\d+$/.test(word)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1)
    }
  }
  return vocabulary
}
