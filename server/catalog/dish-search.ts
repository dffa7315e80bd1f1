// The reference server's documented extension of the API's deal lists (docs/api.md#dish-search): an
// optional `search` that filters on the server with the shared forgiving match
// (contract/search-match.ts), ranked open and near first, with a `limit`, answering only the
// fields a search result shows, so a search costs a few kilobytes instead of a whole list.
import { openingLabel } from '../../contract/opening-hours'
import {
  compareResults,
  SEARCH_LIMIT,
  SEARCH_LIMIT_INVALID,
  SEARCH_MAX,
  SEARCH_TOO_LONG,
} from '../../contract/search-match'
import type { AppContext } from '../http/context'
import { sql } from 'kysely'
import { distanceKm, searchMatches } from '../database/dialect-sql'
import type { Engine, Kdb } from '../database/schema'
import { badRequest } from '../http/http-error'
import { asItemRows, itemRecordsWithDeals, selectItems, type ItemRow } from './records'
import type { DealKind } from '../../contract/rules'

/** Matches looked at before ranking: the nearest this many, so a common word stays cheap. */
const CANDIDATES = 400

export type SearchAsk = { text: string; limit: number }

/**
 * The request's `search` and `limit`, or null when it has no `search`. Each is given once; the
 * text is non-blank and at most SEARCH_MAX characters; the limit a whole number in range. The
 * text reaches SQL only as a bound parameter of the match function (database/dialect-sql.ts), so `%`, `_` and quotes
 * are plain characters.
 */
export function searchAsk(c: AppContext): SearchAsk | null {
  const texts = c.req.queries('search')
  if (texts === undefined) return null
  if (texts.length !== 1) throw badRequest('search must be given once.')
  const text = (texts[0] ?? '').trim()
  if (text === '') throw badRequest('search must not be empty.')
  if (text.length > SEARCH_MAX) throw badRequest(SEARCH_TOO_LONG)
  const limits = c.req.queries('limit')
  if (limits === undefined) return { text, limit: SEARCH_LIMIT.default }
  const limit = limits.length === 1 && /^\d{1,3}$/.test(limits[0] ?? '') ? Number(limits[0]) : NaN
  if (!(limit >= 1 && limit <= SEARCH_LIMIT.max)) throw badRequest(SEARCH_LIMIT_INVALID)
  return { text, limit }
}

/** A kind's items matching the search: open stores first, then the nearest, then the most liked. */
export async function searchItems(
  db: Kdb,
  engine: Engine,
  kind: DealKind,
  ask: SearchAsk,
  near: { lat: number; lng: number } | null,
  nowMs: number,
  onlyHot: boolean,
) {
  let query = selectItems(db)
    .where('i.kind', '=', kind)
    .where(searchMatches(engine, ask.text, sql.ref('i.title'), sql.ref('i.description')))
  if (onlyHot) query = query.where('i.is_hot', '=', 1)
  const rows: ItemRow[] = asItemRows(
    near
      ? await query
          .select(
            distanceKm(engine, near.lat, near.lng, sql.ref('s.latitude'), sql.ref('s.longitude')).as('distance_km'),
          )
          .orderBy('distance_km')
          .orderBy('i.likes_count', 'desc')
          .orderBy('i.id')
          .limit(CANDIDATES)
          .execute()
      : await query.orderBy('i.likes_count', 'desc').orderBy('i.id').limit(CANDIDATES).execute(),
  )
  const now = new Date(nowMs)
  const ranked = rows
    .map((row) => ({ row, open: openingLabel(row.store_hours, now)?.open ?? false }))
    .sort((a, b) =>
      compareResults(
        { open: a.open, distanceKm: a.row.distance_km, likes: a.row.likes_count },
        { open: b.open, distanceKm: b.row.distance_km, likes: b.row.likes_count },
      ),
    )
    .slice(0, ask.limit)
    .map(({ row }) => row)
  const hours = new Map(ranked.map((row) => [row.id, row.store_hours]))
  return (await itemRecordsWithDeals(db, ranked, nowMs)).map((record) => searchResult(record, hours.get(record.id)))
}

type FullRecord = Awaited<ReturnType<typeof itemRecordsWithDeals>>[number]

/** Only what a result shows: the dish, its price and deal, its store (with hours), area and distance. */
function searchResult(record: FullRecord, hours: string | undefined) {
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    // The app filters a provider's whole list with the same rule: what matched must be here too.
    description: record.description,
    image: record.image,
    price: record.price,
    discounted_price: record.discounted_price,
    percentage: record.percentage,
    rating: record.rating,
    menu_item: record.menu_item,
    ...('deal' in record ? { deal: record.deal } : {}),
    store: { ...record.store, opening_hours: hours ?? '' },
    area: record.area,
    ...(record.distance_km === undefined ? {} : { distance_km: record.distance_km }),
  }
}
