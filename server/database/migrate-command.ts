// `npm run db:migrate`: brings the database (DATABASE_URL, else the SQLite file DATABASE_PATH)
// up to the latest schema, as every server start does, and says what it applied. Run it before
// starting a new version on many instances, so none of them migrates under traffic.
import { databaseTarget, migrateToLatest, openDatabase } from './index'

const target = databaseTarget(process.env)
const database = openDatabase(target)
try {
  const applied = await migrateToLatest(database.kysely, database.engine)
  const where =
    'url' in target ? `PostgreSQL (${new URL(target.url).host}${new URL(target.url).pathname})` : target.path
  console.info(applied.length ? `Applied to ${where}: ${applied.join(', ')}` : `${where} is up to date.`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await database.close()
}
