// The few pieces of SQL that SQLite and PostgreSQL spell differently, each with both spellings,
// so every other module is written once with the query builder.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Database, Engine } from './schema'

/** A unique constraint refused the write (SQLite's and PostgreSQL's error codes). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false
  return (
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === '23505'
  )
}

/**
 * Kilometres between a point and a row's coordinates, by the haversine formula: SQLite calls the
 * function the connection registers (database/index.ts), PostgreSQL computes it in SQL.
 */
export function distanceKm(
  engine: Engine,
  lat: number,
  lng: number,
  latitude: Expression<number>,
  longitude: Expression<number>,
): RawBuilder<number> {
  if (engine === 'sqlite') return sql<number>`distance_km(${lat}, ${lng}, ${latitude}, ${longitude})`
  // least(1, …) as in haversineKm: rounding may take the root a hair over 1.
  return sql<number>`(12742 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}::float8) / 2), 2)))))`
}

/** Case-insensitive equality of a column and a value (SQLite's NOCASE, PostgreSQL's lower()). */
export function equalsIgnoringCase(
  engine: Engine,
  column: Expression<string | null>,
  value: string,
): RawBuilder<SqlBool> {
  if (engine === 'sqlite') return sql<SqlBool>`${column} = ${value} COLLATE NOCASE`
  return sql<SqlBool>`lower(${column}) = lower(${value})`
}

/** Ordering by a text column case-insensitively. */
export function ignoringCase(engine: Engine, column: Expression<string | null>): RawBuilder<string> {
  if (engine === 'sqlite') return sql<string>`${column} COLLATE NOCASE`
  return sql<string>`lower(${column})`
}

/**
 * The dish search's forgiving match (contract/search-match.ts) as SQL: SQLite calls the
 * function the connection registers with the very same code; PostgreSQL calls the `search_match`
 * function the migrations create (migrations.ts), which follows it rule for rule.
 */
export function searchMatches(
  engine: Engine,
  query: string,
  title: Expression<string>,
  description: Expression<string>,
): RawBuilder<SqlBool> {
  if (engine === 'sqlite') return sql<SqlBool>`search_match(${query}, ${title}, ${description}) = 1`
  return sql<SqlBool>`search_match(${query}::text, ${title}, ${description})`
}

/**
 * The column contains `text`, case-insensitively (SQLite's LIKE ignores ASCII case, PostgreSQL
 * needs ILIKE); `%`, `_` and `\` in the text are plain characters.
 */
export function containsIgnoringCase(engine: Engine, column: Expression<string>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  if (engine === 'sqlite') return sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`
  return sql<SqlBool>`${column} ILIKE ${pattern} ESCAPE '\\'`
}

/**
 * Holds the seeding lock until the transaction ends, so instances starting together on one empty
 * PostgreSQL database seed it once. SQLite's write transaction is already exclusive.
 */
export async function lockForSeeding(trx: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(26026)`.execute(trx)
}

/**
 * After rows were inserted with ids given (the seed), PostgreSQL's identity sequence is moved past
 * them; SQLite's rowid needs nothing.
 */
export async function resetIdSequence(
  db: Kysely<Database>,
  engine: Engine,
  table: 'stores' | 'items' | 'adverts',
): Promise<void> {
  if (engine !== 'postgres') return
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  )
}

/**
 * After a bulk load (the seed), PostgreSQL's statistics and visibility map are brought up to date
 * at once rather than whenever autovacuum comes by: the first near-me queries then plan with the
 * real row counts and read the index alone (migration 0004). SQLite needs nothing.
 */
export async function afterBulkLoad(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`VACUUM (ANALYZE) stores, items`.execute(db)
}
