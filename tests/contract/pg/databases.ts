// The contract suite on PostgreSQL (vitest project server-pg, under scripts/pg-cluster.sh): each
// test server gets a database of its own, copied from a template (CREATE DATABASE … TEMPLATE),
// so files stay independent and run in parallel without migrating and seeding each time. Copied as
// files (STRATEGY FILE_COPY), not block by block through the write-ahead log (PostgreSQL 15's
// default, made for big databases): for these small ones a third less time per copy, and the
// throwaway cluster has no fsync to make the checkpoints around a file copy slow.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The cluster's admin connection (pg-cluster.sh exports DATABASE_URL). */
export const PG_ADMIN_URL = process.env.GIDIDEALS_PG_ADMIN_URL ?? process.env.DATABASE_URL ?? ''

/** server-pg sets this: the contract tests run on PostgreSQL. */
export const onPostgres = process.env.GIDIDEALS_TEST_ENGINE === 'postgres'

/** Migrated and seeded as startTestServer's defaults seed (40 stores, the demo shopper). */
export const SEEDED_TEMPLATE = 'gidideals_seeded'
/** Migrated only: for servers with their own clock or seed size, which seed themselves. */
export const SCHEMA_TEMPLATE = 'gidideals_schema'

export const databaseUrl = (name: string) => {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** A fresh database copied from `template`; its URL. */
export async function createTestDatabase(template: string): Promise<string> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`)
  return databaseUrl(name)
}
