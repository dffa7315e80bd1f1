// The deal lists' order, shared by the lists (routes/deals.ts) and the home page's HTML, which
// preloads the first pictures of the list the page will ask for (shared-words.ts).
import { sql } from 'kysely'
import type { DealKind } from '../../contract/rules'
import { distanceKm } from '../database/dialect-sql'
import type { Engine, Kdb } from '../database/schema'
import { asItemRows, selectItems, type ItemRow } from './records'

/**
 * A kind's first `limit` deals (hot ones only, if asked), in the order of its list: with the
 * position, nearest store first; without, most liked. The home page's HTML preloads the first
 * pictures of the same order (shared-words.ts).
 */
export async function listRows(
  kysely: Kdb,
  engine: Engine,
  kind: DealKind,
  onlyHot: boolean,
  near: { lat: number; lng: number } | null | undefined,
  limit: number,
): Promise<ItemRow[]> {
  let query = selectItems(kysely).where('i.kind', '=', kind)
  if (onlyHot) query = query.where('i.is_hot', '=', 1)
  return asItemRows(
    near
      ? await query
          .select(
            distanceKm(engine, near.lat, near.lng, sql.ref('s.latitude'), sql.ref('s.longitude')).as('distance_km'),
          )
          .orderBy('distance_km')
          .orderBy('i.likes_count', 'desc')
          .orderBy('i.id')
          .limit(limit)
          .execute()
      : await query.orderBy('i.likes_count', 'desc').orderBy('i.id').limit(limit).execute(),
  )
}
