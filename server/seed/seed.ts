// Deterministic Lagos seed data: the same stores, deals and posts on every fresh database, drawn
// in one fixed order (draw.ts): each store (stores.ts) with its menu and deals (items.ts), the
// first stores' adverts, then the blog (blog.ts).
import type { Insertable } from 'kysely'
import { lagosDay } from '../../contract/deals'
import { API_BASE } from '../config'
import { lockForSeeding, resetIdSequence } from '../database/dialect-sql'
import type { Database, Engine, Kdb } from '../database/schema'
import { now } from '../database/settings'
import { seedBlog } from './blog'
import { seededDraw } from './draw'
import { seedItems } from './items'
import { seedStore } from './stores'

const DAY = 24 * 60 * 60 * 1000

/** Seeds a new database; deal dates are relative to the Lagos day on `clock` (the server's clock). */
export async function seedIfEmpty(
  db: Kdb,
  engine: Engine,
  storeCount: number,
  clock: () => number = Date.now,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one empty database: one seeds, the others wait and see it.
    await lockForSeeding(trx, engine)
    const { n } = await trx
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    if (Number(n) > 0) return false
    await seed(trx, engine, storeCount, clock)
    return true
  })
}

/** Rows written in batches of this many (well under both engines' limits on bound values). */
const BATCH = 400

async function insertBatches<T extends 'stores' | 'items' | 'adverts'>(
  db: Kdb,
  table: T,
  rows: Array<Insertable<Database[T]>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute()
}

async function seed(db: Kdb, engine: Engine, storeCount: number, clock: () => number): Promise<void> {
  const draw = seededDraw(20261122)
  const created = now()
  // Dates relative to the server's day keep the seed deterministic but its deals current (also
  // under GIDIDEALS_NOW, which tests and demos set).
  const today = Date.parse(lagosDay(clock()))
  const date = (offsetDays: number) => new Date(today + offsetDays * DAY).toISOString().slice(0, 10)

  // Ids are given here (the tables are empty), so the rows can go in batches and still link up.
  const stores: Array<Insertable<Database['stores']>> = []
  const items: Array<Insertable<Database['items']>> = []
  const adverts: Array<Insertable<Database['adverts']>> = []
  const branches = new Map<string, number>()
  for (let i = 0; i < storeCount; i++) {
    const store = seedStore(draw, branches, created, stores)
    if (!seedItems(draw, store, { created, date }, items) || i >= 6) continue
    adverts.push({
      id: adverts.length + 1,
      title: `${store.name}: new in ${store.street.area}`,
      image: `${API_BASE}/media/cover/${store.slug}.svg`,
      link: `/store-front-details/${store.slug}`,
      store_id: store.id,
    })
  }
  await insertBatches(db, 'stores', stores)
  await insertBatches(db, 'items', items)
  await insertBatches(db, 'adverts', adverts)
  // Later rows get ids after the seed's (PostgreSQL's identity does not see given ids).
  for (const table of ['stores', 'items', 'adverts'] as const) await resetIdSequence(db, engine, table)
  await seedBlog(db, draw, created, today)
}
