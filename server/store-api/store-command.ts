// `npm run store -- <command>`: the business side of a store, for development, demos and operators, on
// the server's database (DATABASE_URL, else DATABASE_PATH). One command, one table of subcommands:
//   key rotate <store>   a new key for the store (its id or slug), printed once; the old one stops working
//   orders <store>       the store's open orders (paid, not at a final step), oldest first
//   advance <order> <step> [--ready-in <minutes>] [--reason <text>]
//                        moves an order (its reference or id) one legal step, as the store API does, and
//                        pushes the step to the shopper's devices (PUSH_LOOPBACK=1: to this machine too)
import { parseArgs } from 'node:util'
import { safeParse } from 'valibot'
import { STEP_LABELS, storeMoveSchema } from '../../contract/order-status'
import { moveOrder, openOrdersOf, type StoreOrder } from '../sales/order-steps'
import { startClock } from '../clock'
import { databaseTarget, migrateToLatest, openDatabase } from '../database'
import type { Kdb } from '../database/schema'
import { HttpError } from '../http/http-error'
import { createDealAlerts } from '../deal-alerts/deal-alerts'
import { notifyOrderStep } from '../deal-alerts/order-updates'
import { findStore, rotateStoreKey } from './store-keys'

type Options = { 'ready-in'?: string; reason?: string }
type Subcommand = { usage: string; run(db: Kdb, args: string[], nowMs: number, options: Options): Promise<string> }

const storeRef = (text: string) => (/^\d+$/.test(text) ? Number(text) : text)

/** One line per order: its reference, where it is, what it holds, and where it may go next. */
const orderLine = (order: StoreOrder) =>
  [
    `${order.reference} (order ${order.id}, ${order.progress.journey})`,
    `  ${STEP_LABELS[order.progress.step]} since ${order.progress.steps.at(-1)?.at ?? order.created_at}; ETA ${order.progress.eta_at ?? '-'}`,
    `  ${order.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')}`,
    `  next: ${order.next_steps.join(' or ') || 'nothing'}`,
  ].join('\n')

const subcommands: Record<string, Subcommand> = {
  'key rotate': {
    usage: 'npm run store -- key rotate <store id or slug>',
    async run(db, [store], nowMs) {
      if (!store) throw new HttpError(400, 'Which store?')
      const given = await rotateStoreKey(db, storeRef(store), nowMs)
      return [
        `New key for ${given.store.name} (${given.store.slug}, store ${given.store.id}); the old one no longer works.`,
        'Shown once, kept only as its hash: give it to the store now.',
        given.key,
      ].join('\n')
    },
  },
  orders: {
    usage: 'npm run store -- orders <store id or slug>',
    async run(db, [store]) {
      if (!store) throw new HttpError(400, 'Which store?')
      const { id, name } = await findStore(db, storeRef(store))
      const open = await openOrdersOf(db, id)
      if (open.length === 0) return `${name} has no open orders.`
      return [`${name}: ${open.length} open order(s)`, ...open.map(orderLine)].join('\n')
    },
  },
  advance: {
    usage: 'npm run store -- advance <order reference or id> <step> [--ready-in <minutes>] [--reason <text>]',
    async run(db, [order, step], nowMs, options) {
      if (!order || !step) throw new HttpError(400, 'Which order, and to which step?')
      const parsed = safeParse(storeMoveSchema, {
        step,
        ...(options['ready-in'] === undefined ? {} : { ready_in_minutes: Number(options['ready-in']) }),
        ...(options.reason === undefined ? {} : { reason: options.reason }),
      })
      if (!parsed.success) throw new HttpError(400, parsed.issues[0].message)
      const moved = await moveOrder(db, null, storeRef(order), parsed.output, nowMs)
      // The shopper hears of it as from the store API: the same sender, awaited here before the command ends.
      const pushes = createDealAlerts(db, { policy: { loopback: process.env.PUSH_LOOPBACK === '1' } })
      await pushes.init()
      const sent = await notifyOrderStep(db, pushes, moved.id, parsed.output.step)
      return [
        `Moved ${moved.reference} to ${STEP_LABELS[moved.progress.step]}.`,
        orderLine(moved),
        `  pushed: ${sent.sent} sent, ${sent.pruned} dropped, ${sent.failed} failed`,
      ].join('\n')
    },
  },
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'ready-in': { type: 'string' }, reason: { type: 'string' } },
})
const name = Object.keys(subcommands).find((words) => positionals.join(' ').startsWith(words))
const subcommand = name === undefined ? undefined : subcommands[name]
if (!name || !subcommand) {
  console.error(
    `Usage:\n${Object.values(subcommands)
      .map((command) => `  ${command.usage}`)
      .join('\n')}`,
  )
  process.exit(2)
}

// PUSH_LOOPBACK=1 (development and tests only): pushes may go to a push service on this machine.
if (process.env.PUSH_LOOPBACK === '1' && process.env.NODE_ENV === 'production') {
  console.error('NODE_ENV=production with PUSH_LOOPBACK=1: order updates could be sent into this machine. Unset it.')
  process.exit(2)
}

const database = openDatabase(databaseTarget(process.env))
try {
  await migrateToLatest(database.kysely, database.engine)
  const args = positionals.slice(name.split(' ').length)
  console.info(await subcommand.run(database.kysely, args, startClock(process.env.GIDIDEALS_NOW)(), values))
} catch (error) {
  console.error(error instanceof HttpError ? `${error.message}\nUsage: ${subcommand.usage}` : error)
  process.exitCode = 1
} finally {
  await database.close()
}
