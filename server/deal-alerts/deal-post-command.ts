// `npm run deal:post -- --store <slug|id> --title <text> --price <naira> [--was <naira>]`:
// a store's new deal written into the server's database (DATABASE_URL, else DATABASE_PATH), then sent to the
// store's subscribers by the same module the HTTP deal post uses. It waits for the sends and
// prints how they went. Run it beside a running server or alone (SQLite in WAL mode).
import { parseArgs } from 'node:util'
import { startClock } from '../clock'
import { databaseTarget, migrateToLatest, openDatabase } from '../database'
import { createDealAlerts } from './deal-alerts'
import { postDealAndNotify } from './deal-post'
import { formatNaira } from '../../contract/money'
import { HttpError } from '../http/http-error'

const { values } = parseArgs({
  options: {
    store: { type: 'string' },
    title: { type: 'string' },
    price: { type: 'string' },
    was: { type: 'string' },
    description: { type: 'string' },
  },
})

const usage = 'Usage: npm run deal:post -- --store <slug|id> --title <text> --price <naira> [--was <naira>]'
if (!values.store || !values.title || !values.price) {
  console.error(usage)
  process.exit(2)
}

const asNumber = (text: string | undefined) => (text === undefined ? undefined : Number(text))
const database = openDatabase(databaseTarget(process.env))
const db = database.kysely
const alerts = createDealAlerts(db, { log: (line) => console.info(line) })
try {
  await migrateToLatest(db, database.engine)
  await alerts.init()
  const { deal, sending } = await postDealAndNotify(
    db,
    alerts,
    {
      store: /^\d+$/.test(values.store) ? Number(values.store) : values.store,
      title: values.title,
      price: asNumber(values.price),
      was: asNumber(values.was),
      description: values.description,
    },
    startClock(process.env.GIDIDEALS_NOW)(),
  )
  console.info(
    `Posted deal ${deal.id} for store ${deal.store}: ${deal.title}, ${formatNaira(deal.price)} (${deal.url})`,
  )
  await sending
} catch (error) {
  console.error(error instanceof HttpError ? `${error.message}\n${usage}` : error)
  process.exitCode = 1
} finally {
  await database.close()
}
