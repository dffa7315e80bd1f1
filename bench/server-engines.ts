// `npm run bench -- server-engines`: the engines table alone (bench/lib/engines.ts); `npm run bench -- server` with
// DATABASE_URL=postgres://… prints the same. `bash scripts/pg-cluster.sh npm run bench -- server-engines` makes a
// throwaway cluster. SEED_STORES overrides the 10,000 stores.
import { fileURLToPath } from 'node:url'
import { compareEngines } from './lib/engines'
import { printTable } from './lib/load'

const root = fileURLToPath(new URL('..', import.meta.url))
const stores = Number(process.env.SEED_STORES ?? 10000)
const adminUrl = process.env.DATABASE_URL ?? ''
if (!/^postgres(ql)?:\/\//.test(adminUrl)) {
  console.error('The server-engines bench needs DATABASE_URL=postgres://… (or run it under scripts/pg-cluster.sh).')
  process.exit(2)
}
printTable(
  `SQLite and PostgreSQL, ${stores} stores (peak RSS: the largest instance)`,
  await compareEngines(root, stores, adminUrl),
)
