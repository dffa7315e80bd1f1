// Opens the server's database: SQLite (better-sqlite3, the zero-setup default) or PostgreSQL
// (`DATABASE_URL=postgres://…`), behind one Kysely query layer, and brings its schema up to date
// with the one migration set (migrations.ts).
import BetterSqlite3 from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { matchesSearch } from '../../contract/search-match'
import { migrationProvider } from './migrations'
import type { Database, Engine, Kdb } from './schema'
import { upgradeLegacySqlite } from './sqlite-legacy'
import { haversineKm } from '../../contract/pricing'

export type { Kdb, Engine } from './schema'

export type DatabaseHandle = {
  kysely: Kdb
  engine: Engine
  /**
   * The SQLite connection under Kysely, for tests that read rows directly and the bench that
   * measures the engine alone (bench/lib/sync-cost.ts); the server itself uses only `kysely`.
   * Undefined on PostgreSQL.
   */
  sqlite: BetterSqlite3.Database | undefined
  close(): Promise<void>
}

/** Where the data lives: a PostgreSQL URL, or a SQLite file (`:memory:` for a throwaway one). */
export type DatabaseTarget = { url: string } | { path: string }

export const isPostgresUrl = (value: string | undefined): value is string =>
  Boolean(value && /^postgres(ql)?:\/\//.test(value))

// One distance rule for the server's SQL and the app (contract/pricing.ts).
export { haversineKm }

/** The SQLite connection: its pragmas, its legacy upgrade and the two functions SQL calls. */
export function openSqlite(path: string): BetterSqlite3.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new BetterSqlite3(path)
  db.pragma('journal_mode = WAL')
  // FULL: an acknowledged payment or order survives a power loss (NORMAL in WAL mode may roll
  // the last commits back). Its cost is measured by the server bench (bench/server.ts).
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  // A file written before the migrations existed gets its old columns forward first.
  upgradeLegacySqlite(db)
  db.function('distance_km', { deterministic: true }, (lat1, lng1, lat2, lng2) =>
    haversineKm(Number(lat1), Number(lng1), Number(lat2), Number(lng2)),
  )
  // The dish search's filter (server/catalog/dish-search.ts): the app's own forgiving match, in SQL.
  db.function('search_match', { deterministic: true }, (query, title, description) =>
    matchesSearch(String(query), [String(title ?? ''), String(description ?? '')]) ? 1 : 0,
  )
  return db
}

// PostgreSQL's 64-bit integers (bigint columns, COUNT(*)) as numbers: every one the server keeps
// (epoch milliseconds, counts) is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

/** The engine the environment asks for: DATABASE_URL (PostgreSQL), else the SQLite file DATABASE_PATH. */
export function databaseTarget(env: NodeJS.ProcessEnv): DatabaseTarget {
  if (env.DATABASE_URL) {
    if (!isPostgresUrl(env.DATABASE_URL)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL.')
    return { url: env.DATABASE_URL }
  }
  return { path: env.DATABASE_PATH ?? 'data/gidideals.sqlite' }
}

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { kysely, engine: 'postgres', sqlite: undefined, close: () => kysely.destroy() }
  }
  const sqlite = openSqlite(target.path)
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  // Kysely's destroy closes the SQLite connection too.
  return { kysely, engine: 'sqlite', sqlite, close: () => kysely.destroy() }
}

/** Runs every migration not yet applied; throws (and applies none of a failed one) on error. */
export async function migrateToLatest(kysely: Kdb, engine: Engine): Promise<string[]> {
  const migrator = new Migrator({ db: kysely, provider: migrationProvider(engine) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
