// Each store's secret key: what a business's site (or `npm run store`, `npm run deal:post`) sends to
// act for that store and no other. A key names its store and carries 32 random bytes; only its
// SHA-256 is kept (store_keys), so the database leaks no key. Keys are given once, when a store
// first has none (the seed, or a database from before keys), and rotated by `npm run store -- key
// rotate <store>`; each is shown only then. Checking a key over HTTP spends a failure budget per
// address and network until it turns out right (docs/api.md#store-keys).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { STORE_KEY_HEADER, STORE_KEY_PATTERN } from '../../contract/store-key'
import type { Kdb } from '../database/schema'
import { addressNetwork, clientAddress } from '../http/client-address'
import type { AppContext } from '../http/context'
import { HttpError, notFound } from '../http/http-error'
import { tooManyAttempts } from '../limits/rate-limit'

export type GivenKey = { store: { id: number; slug: string; name: string }; key: string }

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** A new key for the store: its id, then 32 random bytes. */
function newKey(storeId: number): { key: string; hash: string } {
  const key = `gdsk_${storeId}_${randomBytes(32).toString('base64url')}`
  return { key, hash: sha256(key).toString('hex') }
}

type StoreRef = number | string

/** The store named by its id or slug; 404 when there is none. */
export async function findStore(db: Kdb, ref: StoreRef): Promise<GivenKey['store']> {
  const store = await db
    .selectFrom('stores')
    .select(['id', 'slug', 'name_of_business as name'])
    .where((eb) => (typeof ref === 'number' ? eb('id', '=', ref) : eb('slug', '=', ref)))
    .executeTakeFirst()
  if (!store) throw notFound('No store has that id or slug.')
  return store
}

/** A new key for the store; the one it had stops working at once. The key is in the answer only. */
export async function rotateStoreKey(db: Kdb, ref: StoreRef, nowMs: number): Promise<GivenKey> {
  const store = await findStore(db, ref)
  const { key, hash } = newKey(store.id)
  const created = new Date(nowMs).toISOString()
  await db
    .insertInto('store_keys')
    .values({ store_id: store.id, key_hash: hash, created_at: created })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet({ key_hash: hash, created_at: created }))
    .execute()
  return { store, key }
}

/**
 * Keys for the stores that have none (a new seed, or a database from before keys), in store order.
 * Of instances starting together, each store's key is given by whoever stores it first.
 */
export async function giveMissingStoreKeys(db: Kdb, nowMs: number): Promise<GivenKey[]> {
  const stores = await db
    .selectFrom('stores')
    .leftJoin('store_keys', 'store_keys.store_id', 'stores.id')
    .select(['stores.id', 'stores.slug', 'stores.name_of_business as name'])
    .where('store_keys.store_id', 'is', null)
    .orderBy('stores.id')
    .execute()
  const given: GivenKey[] = []
  const created = new Date(nowMs).toISOString()
  for (const store of stores) {
    const { key, hash } = newKey(store.id)
    const inserted = await db
      .insertInto('store_keys')
      .values({ store_id: store.id, key_hash: hash, created_at: created })
      .onConflict((conflict) => conflict.column('store_id').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) given.push({ store, key })
  }
  return given
}

/** Keys shown in the log at once, at most: a bench's 10,000 stores get theirs by rotation. */
const SHOWN_AT_MOST = 100

/**
 * The log's words for keys just given. A development server (its dev mailbox on, as it shows codes)
 * prints one line per store, for the demos and stories; any other server prints no key, since a
 * log is read by more people than a store's owner: `npm run store -- key rotate <store>` gives one.
 */
export function shownOnce(given: GivenKey[], development: boolean): string {
  if (!development)
    return `${given.length} store keys given, kept only as hashes and shown nowhere: npm run store -- key rotate <store> gives a store its key.`
  const lines = given.slice(0, SHOWN_AT_MOST).map(({ store, key }) => `store key: ${store.slug} ${key}`)
  if (given.length > SHOWN_AT_MOST)
    lines.push(`…and ${given.length - SHOWN_AT_MOST} more: npm run store -- key rotate <store> gives one.`)
  return [
    'Store keys (development: shown once, kept only as hashes; npm run store -- key rotate <store> replaces one):',
    ...lines,
  ].join('\n')
}

/** The store whose live key this is, or null. The hashes are compared in constant time. */
export async function storeOfKey(db: Kdb, presented: string): Promise<number | null> {
  const storeId = Number(STORE_KEY_PATTERN.exec(presented)?.[1])
  if (!Number.isSafeInteger(storeId)) return null
  const row = await db.selectFrom('store_keys').select('key_hash').where('store_id', '=', storeId).executeTakeFirst()
  if (!row) return null
  return timingSafeEqual(Buffer.from(row.key_hash, 'hex'), sha256(presented)) ? storeId : null
}

export const WRONG_STORE_KEY = 'The store key is missing or wrong.'

/**
 * The store the request's key (X-Store-Key) belongs to; 401 otherwise. Every check is counted as
 * a failure against the address's and its network's budgets before the key is looked up (parallel
 * guesses cannot all slip past), and a right key gives its count back: past a budget, 429.
 */
export async function requireStoreKey(c: AppContext): Promise<number> {
  const { kysely, limiter, limits, trustProxy } = c.get('deps')
  const address = clientAddress(c, trustProxy)
  const budgets = [
    [`store-key:${address}`, limits.storeKeyFailuresPerAddress],
    [`store-key-network:${addressNetwork(address)}`, limits.storeKeyFailuresPerNetwork],
  ] as const
  const counted = await limiter.hit(...budgets)
  if (!counted.allowed) throw tooManyAttempts(counted.retryAfterSeconds)
  const storeId = await storeOfKey(kysely, c.req.header(STORE_KEY_HEADER) ?? '')
  if (storeId === null) throw new HttpError(401, WRONG_STORE_KEY)
  await Promise.all(budgets.map(([key]) => limiter.refund(key)))
  return storeId
}
