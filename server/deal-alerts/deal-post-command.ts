// `npm run deal:post -- --key <store key> --title <text> --price <naira> [--was <naira>] [--store <slug|id>]`:
// a store's new deal written into the server's database (DATABASE_URL, else DATABASE_PATH), then sent to the
// store's subscribers by the same module the HTTP deal post uses. The key says which store (a
// `--store` must be that one). It waits for the sends and prints how they went. Run it beside a
// running server or alone (SQLite in WAL mode).
import { parseArgs } from 'node:util'
import { startClock } from '../clock'
import { databaseTarget, migrateToLatest, openDatabase } from '../database'
import { createDealAlerts } from './deal-alerts'
import { postDealAndNotify } from './deal-post'
import { mailDeal } from './mail-alerts'
import { mailboxMailer } from '../auth/outbox'
import { formatNaira } from '../../contract/money'
import { HttpError } from '../http/http-error'
import { storeOfKey, WRONG_STORE_KEY } from '../store-api/store-keys'

const { values } = parseArgs({
  options: {
    key: { type: 'string' },
    store: { type: 'string' },
    title: { type: 'string' },
    price: { type: 'string' },
    was: { type: 'string' },
    description: { type: 'string' },
  },
})

const usage =
  'Usage: npm run deal:post -- --key <store key> --title <text> --price <naira> [--was <naira>] [--store <slug|id>]'
if (!values.key || !values.title || !values.price) {
  console.error(usage)
  process.exit(2)
}

const asNumber = (text: string | undefined) => (text === undefined ? undefined : Number(text))
const database = openDatabase(databaseTarget(process.env))
const db = database.kysely
// PUSH_LOOPBACK=1 (development and tests only): sends may go to a push service on this machine.
if (process.env.PUSH_LOOPBACK === '1' && process.env.NODE_ENV === 'production') {
  console.error('NODE_ENV=production with PUSH_LOOPBACK=1: deal alerts could be sent into this machine. Unset it.')
  process.exit(2)
}
const alerts = createDealAlerts(db, {
  log: (line) => console.info(line),
  policy: { loopback: process.env.PUSH_LOOPBACK === '1' },
})
try {
  await migrateToLatest(db, database.engine)
  await alerts.init()
  const keyStore = await storeOfKey(db, values.key)
  if (keyStore === null) throw new HttpError(401, WRONG_STORE_KEY)
  const store = values.store ?? String(keyStore)
  const input = {
    store: /^\d+$/.test(store) ? Number(store) : store,
    title: values.title,
    price: asNumber(values.price),
    was: asNumber(values.was),
    description: values.description,
  }
  const { deal, sending } = await postDealAndNotify(
    db,
    alerts,
    { keyStore, input },
    startClock(process.env.GIDIDEALS_NOW)(),
  )
  console.info(
    `Posted deal ${deal.id} for store ${deal.store}: ${deal.title}, ${formatNaira(deal.price)} (${deal.url})`,
  )
  await sending
  // E-mail alerts go through the mailbox (what the dev mailbox shows), as the server's own mail does.
  await mailDeal(
    db,
    mailboxMailer(db, (line) => console.info(line), false),
    deal.id,
    {
      origin: process.env.PUBLIC_ORIGIN ?? '',
      log: (line) => console.info(line),
    },
  )
} catch (error) {
  console.error(error instanceof HttpError ? `${error.message}\n${usage}` : error)
  process.exitCode = 1
} finally {
  await database.close()
}
