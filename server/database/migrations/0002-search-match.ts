// The dish search's forgiving match (contract/search-match.ts) for PostgreSQL, rule for rule:
// words folded (accents dropped, lower case), split on anything not a letter or digit,
// simple plurals stemmed; every query word must start a word of the title or description.
// SQLite calls the JavaScript rule itself (../index.ts), so it needs nothing here.
import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../schema'

export const searchMatch = (engine: Engine): Migration => ({
  async up(db: Kysely<unknown>) {
    if (engine !== 'postgres') return
    await sql`CREATE OR REPLACE FUNCTION search_words(t text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $fn$
          SELECT coalesce(array_agg(CASE
              WHEN length(w) <= 3 OR w LIKE '%ss' THEN w
              WHEN w ~ '(ch|sh|x|z)es$' THEN left(w, -2)
              WHEN w LIKE '%s' THEN left(w, -1)
              ELSE w END), '{}')
          FROM regexp_split_to_table(
            lower(regexp_replace(normalize(coalesce(t, ''), NFD), '[\u0300-\u036f]', '', 'g')),
            '[^[:alnum:]]+') AS w
          WHERE w <> ''
        $fn$`.execute(db)
    await sql`CREATE OR REPLACE FUNCTION search_match(q text, title text, description text) RETURNS boolean
          LANGUAGE sql IMMUTABLE AS $fn$
          SELECT cardinality(search_words(q)) > 0 AND NOT EXISTS (
            SELECT 1 FROM unnest(search_words(q)) AS want WHERE NOT EXISTS (
              SELECT 1 FROM unnest(search_words(title) || search_words(description)) AS word
              WHERE starts_with(word, want)))
        $fn$`.execute(db)
  },
})
