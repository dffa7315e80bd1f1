// server-pg's global setup: the two template databases every test database is copied from.
import { migrateToLatest, openDatabase } from '../../../server/database'
import { ensureDemoAccount } from '../../../server/auth/demo-account'
import { seedIfEmpty } from '../../../server/seed/seed'
import { DEMO_PASSWORD } from '../../support/demo-shopper'
import { testNow } from '../../support/test-clock'
import { adminQuery, databaseUrl, PG_ADMIN_URL, SCHEMA_TEMPLATE, SEEDED_TEMPLATE } from './databases'

async function makeTemplate(name: string, seed: boolean): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${name}`)
  await adminQuery(`CREATE DATABASE ${name}`)
  const database = openDatabase({ url: databaseUrl(name) })
  try {
    await migrateToLatest(database.kysely, database.engine)
    if (seed) {
      await seedIfEmpty(database.kysely, database.engine, 40, testNow)
      await ensureDemoAccount(database.kysely, DEMO_PASSWORD)
    }
  } finally {
    // A template may have no connection open while it is copied.
    await database.close()
  }
}

export default async function setup(): Promise<void> {
  if (!PG_ADMIN_URL.startsWith('postgres'))
    throw new Error('server-pg needs a PostgreSQL: run it under scripts/pg-cluster.sh (DATABASE_URL).')
  await makeTemplate(SCHEMA_TEMPLATE, false)
  await makeTemplate(SEEDED_TEMPLATE, true)
}
