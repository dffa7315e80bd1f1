// Deterministic Lagos seed data: the same stores, deals and posts on every fresh database.
import { randomBytes } from 'node:crypto'
import { lagosDay } from '../../contract/deals'
import { API_BASE } from '../config'
import type { Insertable } from 'kysely'
import { now } from '../database/settings'
import type { Database, Engine, Kdb } from '../database/schema'
import { lockForSeeding, resetIdSequence } from '../database/dialect-sql'
import { COUPON_DESCRIPTION } from '../database/sqlite-legacy'
import { hashPasswordSync } from '../auth/passwords'
import { PLACE_TYPES, type PlaceType } from '../../contract/catalog'
import { blogPosts, productsFor, restaurantCuisine, storeNames, streets } from './seed-data'
import { itemRow, storeRow, type ItemParams, type StoreParams } from './seed-rows'

/** mulberry32: a tiny seeded PRNG. */
function prng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Who the seeded blog posts belong to: an author no one can log in as (an address that
 * receives no mail, so no reset code, and a password no one was ever told).
 */
const EDITORIAL_AUTHOR = { email: 'editorial@gidideals.invalid', first_name: 'GidiDeals', last_name: 'Editorial' }

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const day = 24 * 60 * 60 * 1000

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
  const random = prng(20261122)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const created = now()
  // Dates relative to the server's day keep the seed deterministic but its deals current (also
  // under GIDIDEALS_NOW, which tests and demos set).
  const today = Date.parse(lagosDay(clock()))
  const date = (offsetDays: number) => new Date(today + offsetDays * day).toISOString().slice(0, 10)

  // Ids are given here (the tables are empty), so the rows can go in batches and still link up.
  const stores: Array<Insertable<Database['stores']>> = []
  const items: Array<Insertable<Database['items']>> = []
  const adverts: Array<Insertable<Database['adverts']>> = []
  const insertStore = {
    run(p: StoreParams) {
      stores.push(storeRow(stores.length + 1, p))
      return { lastInsertRowid: stores.length }
    },
  }
  const insertItem = {
    run(p: ItemParams) {
      items.push(itemRow(items.length + 1, p))
      return { lastInsertRowid: items.length }
    },
  }
  const itemImage = (title: string) => `${API_BASE}/media/item/${slugify(title)}.svg`

  {
    const used = new Map<string, number>()
    for (let i = 0; i < storeCount; i++) {
      // Restaurants are most of what Lagos shoppers look for.
      const placeType: PlaceType =
        random() < 0.55 ? 'Restaurant' : pick(PLACE_TYPES.filter((type) => type !== 'Restaurant'))
      const street = pick(streets)
      const base = pick(storeNames[placeType])
      const branchCount = used.get(base) ?? 0
      used.set(base, branchCount + 1)
      const name = branchCount === 0 ? base : `${base} ${street.area}${branchCount > 1 ? ` ${branchCount}` : ''}`
      const slug = slugify(name)
      const ratingCount = 5 + Math.floor(random() * 200)
      const rating = 3 + random() * 2
      const storeId = Number(
        insertStore.run({
          name,
          slug,
          logo: `${API_BASE}/media/logo/${slug}.svg`,
          cover: `${API_BASE}/media/cover/${slug}.svg`,
          placeType,
          cuisine: placeType === 'Restaurant' ? (restaurantCuisine[base] ?? 'Nigerian') : null,
          address: `${1 + Math.floor(random() * 120)} ${street.street}, ${street.area}, Lagos`,
          area: street.area,
          // Within about 1.5 km of the street's centre.
          lat: +(street.lat + (random() - 0.5) * 0.027).toFixed(6),
          lng: +(street.lng + (random() - 0.5) * 0.027).toFixed(6),
          ratingTotal: +(rating * ratingCount).toFixed(1),
          ratingCount,
          likes: Math.floor(random() * 500),
          subscribers: Math.floor(random() * 300),
          delivery: 15 + 5 * Math.floor(random() * 10),
          hours:
            placeType === 'Lounge' ? 'Daily 4pm – 2am' : random() < 0.5 ? 'Mon – Sat 8am – 9pm' : 'Daily 9am – 10pm',
          phone: `+234 80${Math.floor(10000000 + random() * 89999999)}`,
          description: `${name} serves ${street.area} from ${street.street}. Order online or visit us.`,
          created,
        }).lastInsertRowid,
      )

      const products = [...productsFor(placeType)].sort(() => random() - 0.5).slice(0, 4 + Math.floor(random() * 3))
      // Each deal is one of the store's dishes for less: it links to that menu item.
      const menuIds = new Map<string, number>()
      for (const product of products) {
        const menuId = insertItem.run({
          kind: 'menu',
          storeId,
          ...product,
          image: itemImage(product.title),
          discounted: null,
          percentage: null,
          code: null,
          from: null,
          until: null,
          hot: 0,
          likes: Math.floor(random() * 80),
          ratingTotal: 0,
          ratingCount: 0,
          created,
          menuItem: null,
        }).lastInsertRowid
        menuIds.set(product.title, Number(menuId))
      }
      const menuItem = (title: string) => menuIds.get(title) ?? null
      const promo = products[0]
      if (!promo) continue
      if (random() < 0.6) {
        const percentage = pick([10, 15, 20, 25, 30])
        insertItem.run({
          kind: 'coupon',
          storeId,
          // Titles name the product: the card's badge already says the kind and the saving.
          title: promo.title,
          menuItem: menuItem(promo.title),
          description: COUPON_DESCRIPTION,
          image: itemImage(promo.title),
          price: promo.price,
          discounted: Math.round(promo.price * (1 - percentage / 100)),
          percentage,
          code: `GIDI${slug.replace(/-/g, '').slice(0, 5).toUpperCase()}${percentage}`,
          from: date(-3),
          until: date(14 + Math.floor(random() * 30)),
          hot: random() < 0.3 ? 1 : 0,
          likes: Math.floor(random() * 150),
          ratingTotal: 0,
          ratingCount: 0,
          created,
        })
      }
      const second = products[1]
      if (second && random() < 0.6) {
        const percentage = pick([5, 10, 15, 20, 40])
        insertItem.run({
          kind: 'discount',
          storeId,
          title: second.title,
          menuItem: menuItem(second.title),
          description: `Limited-time price at ${name}.`,
          image: itemImage(second.title),
          price: second.price,
          discounted: Math.round(second.price * (1 - percentage / 100)),
          percentage,
          code: null,
          from: date(-2),
          until: date(7 + Math.floor(random() * 21)),
          hot: random() < 0.3 ? 1 : 0,
          likes: Math.floor(random() * 150),
          ratingTotal: 0,
          ratingCount: 0,
          created,
        })
      }
      const third = products[2]
      if (third && random() < 0.25) {
        insertItem.run({
          kind: 'featured',
          storeId,
          title: third.title,
          menuItem: menuItem(third.title),
          description: `A ${street.area} favourite, picked by the GidiDeals team.`,
          image: itemImage(third.title),
          price: third.price,
          discounted: Math.round(third.price * 0.9),
          percentage: 10,
          code: null,
          from: date(-1),
          until: date(30),
          hot: random() < 0.4 ? 1 : 0,
          likes: Math.floor(random() * 200),
          ratingTotal: 0,
          ratingCount: 0,
          created,
        })
      }
      if (random() < 0.2) {
        const percentage = pick([15, 20, 25, 35, 50])
        insertItem.run({
          kind: 'marketplace',
          storeId,
          title: promo.title,
          menuItem: menuItem(promo.title),
          description: `Across-Lagos deal from ${name}.`,
          image: itemImage(promo.title),
          price: promo.price,
          discounted: Math.round(promo.price * (1 - percentage / 100)),
          percentage,
          code: null,
          from: date(-1),
          until: date(10 + Math.floor(random() * 20)),
          hot: 0,
          likes: Math.floor(random() * 100),
          ratingTotal: 0,
          ratingCount: 0,
          created,
        })
      }
      if (i < 6) {
        adverts.push({
          id: adverts.length + 1,
          title: `${name}: new in ${street.area}`,
          image: `${API_BASE}/media/cover/${slug}.svg`,
          link: `/store-front-details/${slug}`,
          store_id: storeId,
        })
      }
    }
    await insertBatches(db, 'stores', stores)
    await insertBatches(db, 'items', items)
    await insertBatches(db, 'adverts', adverts)
    // Later rows get ids after the seed's (PostgreSQL's identity does not see given ids).
    for (const table of ['stores', 'items', 'adverts'] as const) await resetIdSequence(db, engine, table)

    const editorial = await db
      .insertInto('users')
      .values({
        email: EDITORIAL_AUTHOR.email,
        password_hash: hashPasswordSync(randomBytes(32).toString('base64url')),
        first_name: EDITORIAL_AUTHOR.first_name,
        last_name: EDITORIAL_AUTHOR.last_name,
        verified: 1,
        referral_code: 'GIDI-EDITORIAL',
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('blog_posts')
      .values(
        blogPosts.map((post, index) => ({
          author_id: editorial.id,
          title: post.title,
          categories: JSON.stringify(post.categories),
          article: post.article,
          location: post.location,
          likes_count: Math.floor(random() * 60),
          created_at: new Date(today - (index + 1) * 3 * day).toISOString(),
        })),
      )
      .execute()
  }
}
