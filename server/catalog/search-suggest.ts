// "Did you mean" (docs/api.md#extensions): the words of every dish, deal and store name the
// server knows, with how often each occurs, and the closest ones to a search that found nothing
// (contract/search-match.ts suggestSearch: the same rule on SQLite and PostgreSQL, in JavaScript).
import { searchVocabulary, suggestSearch } from '../../contract/search-match'
import type { Kdb } from '../database/schema'

/** A vocabulary is read again after this long: a new dish is suggested within minutes. */
const KEEP_MS = 5 * 60_000

const vocabularies = new WeakMap<Kdb, { words: Map<string, number>; readAt: number }>()

async function vocabularyOf(db: Kdb, nowMs: number): Promise<Map<string, number>> {
  const kept = vocabularies.get(db)
  if (kept && nowMs - kept.readAt < KEEP_MS && nowMs >= kept.readAt) return kept.words
  const items = await db.selectFrom('items').select('title').execute()
  const stores = await db.selectFrom('stores').select('name_of_business').execute()
  const words = searchVocabulary([...items.map((row) => row.title), ...stores.map((row) => row.name_of_business)])
  vocabularies.set(db, { words, readAt: nowMs })
  return words
}

/** The search as the shopper probably meant it, or null. */
export async function searchSuggestion(db: Kdb, text: string, nowMs: number): Promise<string | null> {
  return suggestSearch(text, await vocabularyOf(db, nowMs))
}
