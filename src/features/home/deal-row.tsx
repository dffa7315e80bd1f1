import type { UseQueryResult } from '@tanstack/react-query'
import { memo, useDeferredValue, useId } from 'react'
import type { HotDealKind } from '@/api/deals'
import { messageOf } from '@/api/errors'
import type { DealItem } from '@contract/records'
import { ErrorState, SavedDataNotice } from '@/ui/states'
import { showsSavedData } from '@/ui/saved-data'
import { DEAL_TILE_HEIGHT, DEAL_TILE_WIDTH, DealCard } from '@/features/deals/deal-card'
import { EARLY_PICTURE_CLASS } from '@/ui/early-picture'

type DealRowProps = {
  /** The row's own heading; without one the row is labelled by its section's. */
  title?: string
  labelledBy?: string
  kind: HotDealKind
  query: UseQueryResult<DealItem[]>
  /** What to say when the list is empty. */
  emptyText: string
  /** Shows at most this many (a row is a taste; the Marketplace has the rest). */
  limit?: number
  /** How many of the first cards are on a phone's screen as the page opens (their pictures load first). */
  seenFirst?: number
}

// Bleeds to the screen edge on phones; snapping keeps the first card in line with the page.
const rowClass = '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:scroll-px-0 md:px-0'

/** The row's cards: memoized, so a render that defers a new answer (below) skips them. */
const DealTiles = memo(function DealTiles({
  deals,
  limit,
  kind,
  labelledBy,
  heading,
  seenFirst,
}: {
  deals: DealItem[]
  limit: number
  kind: HotDealKind
  labelledBy: string | undefined
  heading: 'h3' | 'h4'
  seenFirst: number
}) {
  return (
    <ul className={rowClass} aria-labelledby={labelledBy}>
      {deals.slice(0, limit).map((deal, index) => (
        <li key={deal.id} className="shrink-0 snap-start">
          <DealCard item={deal} kind={kind} layout="tile" heading={heading} seenFirst={index < seenFirst} />
        </li>
      ))}
    </ul>
  )
})

/** A horizontally scrolling row of deals with its own loading, error, empty and offline states. */
export function DealRow({ title, labelledBy, kind, query, emptyText, limit = 10, seenFirst = 0 }: DealRowProps) {
  const ownHeadingId = useId()
  const headingId = title ? ownHeadingId : labelledBy
  const stale = showsSavedData(query)
  // An answer arrives through useSyncExternalStore, which React renders at once and whole: ten
  // cards in one task, 100 ms on a slow phone. Deferred, the row keeps what it showed for that
  // render, and its cards render in a transition after it, in slices between which a tap runs.
  // (Deals gone from the cache, as for another place, go at once.)
  const deferred = useDeferredValue(query.data)
  const deals = query.data === undefined ? undefined : deferred
  let body
  if (deals === undefined && (query.isPending || query.data !== undefined)) {
    body =
      query.fetchStatus === 'paused' ? (
        <p className="text-sm text-muted">You are offline; these deals will show when you are back online.</p>
      ) : (
        <div className={rowClass} aria-busy="true">
          <span className="sr-only">Loading deals…</span>
          {Array.from({ length: 4 }, (_, index) => (
            <div
              key={index}
              className={`${DEAL_TILE_WIDTH} ${DEAL_TILE_HEIGHT} flex shrink-0 flex-col overflow-hidden rounded-xl border border-line`}
            >
              {/* Where the card's picture will be. In a prerendered page, the page's early read
                  paints the first ones here before the app has run (src/first-load/boot/early-data.ts). */}
              <div
                data-early-picture={index < seenFirst ? index : undefined}
                className={`${EARLY_PICTURE_CLASS} h-32 shrink-0`}
              />
              <div className="flex-1 animate-pulse bg-surface-2" />
            </div>
          ))}
        </div>
      )
  } else if (deals === undefined) {
    body = <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
  } else if (deals.length === 0) {
    body = <p className="text-sm text-muted">{emptyText}</p>
  } else {
    body = (
      <>
        {stale ? <SavedDataNotice updatedAt={query.dataUpdatedAt} /> : null}
        <DealTiles
          deals={deals}
          limit={limit}
          kind={kind}
          labelledBy={headingId}
          heading={title ? 'h4' : 'h3'}
          seenFirst={seenFirst}
        />
      </>
    )
  }
  return (
    <div className="mb-5">
      {title ? (
        <h3 id={headingId} className="mb-2 font-semibold">
          {title}
        </h3>
      ) : null}
      {body}
    </div>
  )
}
