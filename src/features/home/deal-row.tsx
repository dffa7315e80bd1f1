import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import type { HotDealKind } from '@/api/deals'
import { messageOf } from '@/api/errors'
import type { DealItem } from '@contract/records'
import { QueryStates } from '@/ui/query-states'
import { DEAL_TILE_HEIGHT, DEAL_TILE_WIDTH, DealCard } from '@/components/deal/deal-card'
import { EARLY_PICTURE_CLASS } from '@/ui/early-picture'
import { EARLY_CARDS_SLOT, EARLY_DEAL_SLOT } from '@/lib/early/protocol'
import { WhenNearScreen } from '@/ui/when-near-screen'

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
  /** Below the first screen: rendered once the shopper scrolls near it (src/ui/when-near-screen.tsx). */
  whenNear?: boolean
  /**
   * Below a phone's first screen while it loads: its skeleton stays still, as a stand-in does
   * (src/styles.css), not pulsing for no one while the phone's main thread is busiest.
   */
  stillWhileLoading?: boolean
  /**
   * The page's early script may paint the first deals' words into the skeleton's tiles before the
   * app runs (src/first-load/boot/early-deals.ts): each word box is a slot React hydrates without
   * comparing or patching (a `dangerouslySetInnerHTML` of nothing), so they stay until the row's
   * cards replace the skeleton.
   */
  wordsEarly?: boolean
}

/** A word box that pulses until the early script paints words into it. */
const WORDS_SLOT_CLASS = 'animate-pulse bg-surface-2 [&:not(:empty)]:animate-none [&:not(:empty)]:bg-transparent'

// Bleeds to the screen edge on phones; snapping keeps the first card in line with the page.
const rowClass = '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:scroll-px-0 md:px-0'

/** A horizontally scrolling row of deals with its own loading, error, empty and offline states. */
export function DealRow({
  title,
  labelledBy,
  kind,
  query,
  emptyText,
  limit = 10,
  seenFirst = 0,
  whenNear = false,
  stillWhileLoading = false,
  wordsEarly = false,
}: DealRowProps) {
  const ownHeadingId = useId()
  const headingId = title ? ownHeadingId : labelledBy
  const skeleton = (
    <div className={rowClass} aria-busy="true">
      <span className="sr-only">Loading deals…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          className={`${DEAL_TILE_WIDTH} ${DEAL_TILE_HEIGHT} flex shrink-0 flex-col overflow-hidden rounded-xl border border-line`}
        >
          {/* Where the card's picture will be. In a prerendered page, the page's early read
              paints the first ones here before the app has run (src/first-load/boot/early-reads.ts). */}
          <div
            data-early-picture={index < seenFirst ? index : undefined}
            className={`${stillWhileLoading ? 'bg-surface-2' : EARLY_PICTURE_CLASS} h-32 shrink-0`}
          />
          {wordsEarly ? (
            <div
              {...{ [EARLY_CARDS_SLOT]: '', [EARLY_DEAL_SLOT]: index }}
              className={`${WORDS_SLOT_CLASS} flex-1`}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: '' }}
            />
          ) : (
            <div className={`flex-1 bg-surface-2 ${stillWhileLoading ? '' : 'animate-pulse'}`} />
          )}
        </div>
      ))}
    </div>
  )
  const body = (
    <QueryStates
      query={query}
      renderLater
      skeleton={skeleton}
      describeError={(error) => ({ message: messageOf(error) })}
      offline={<p className="text-sm text-muted">You are offline; these deals will show when you are back online.</p>}
      empty={<p className="text-sm text-muted">{emptyText}</p>}
    >
      {(deals) => (
        <ul className={rowClass} aria-labelledby={headingId}>
          {deals.slice(0, limit).map((deal, index) => (
            <li key={deal.id} className="shrink-0 snap-start">
              <DealCard
                item={deal}
                kind={kind}
                layout="tile"
                heading={title ? 'h4' : 'h3'}
                seenFirst={index < seenFirst}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  )
  return (
    <div className="mb-5">
      {title ? (
        <h3 id={headingId} className="mb-2 font-semibold">
          {title}
        </h3>
      ) : null}
      {whenNear ? <WhenNearScreen standIn={skeleton}>{body}</WhenNearScreen> : body}
    </div>
  )
}
