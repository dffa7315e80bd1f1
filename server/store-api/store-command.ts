// `npm run store -- <command>`: the business side of a store, for development, demos and operators, on
// the server's database (DATABASE_URL, else DATABASE_PATH). One command, one table of subcommands:
//   key rotate <store>   a new key for the store (its id or slug), printed once; the old one stops working
import { parseArgs } from 'node:util'
import { startClock } from '../clock'
import { databaseTarget, migrateToLatest, openDatabase } from '../database'
import type { Kdb } from '../database/schema'
import { HttpError } from '../http/http-error'
import { rotateStoreKey } from './store-keys'

type Subcommand = { usage: string; run(db: Kdb, args: string[], nowMs: number): Promise<string> }

const storeRef = (text: string) => (/^\d+$/.test(text) ? Number(text) : text)

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
}

const { positionals } = parseArgs({ allowPositionals: true })
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

const database = openDatabase(databaseTarget(process.env))
try {
  await migrateToLatest(database.kysely, database.engine)
  const args = positionals.slice(name.split(' ').length)
  console.info(await subcommand.run(database.kysely, args, startClock(process.env.GIDIDEALS_NOW)()))
} catch (error) {
  console.error(error instanceof HttpError ? `${error.message}\nUsage: ${subcommand.usage}` : error)
  process.exitCode = 1
} finally {
  await database.close()
}
