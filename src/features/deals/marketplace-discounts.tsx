import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { dealsQueryOptions } from '@/api/deals'
import { useShopperCoordinates } from '@/stores/location/location-state'
import { buttonClass, EmptyState, SkeletonCards } from '@/ui/states'
import { DealCardList } from '@/components/deal/deal-card'
import { DEAL_CARD_HEIGHT } from '@/components/deal/deal-card-box'
import { describeError } from '@/api/error-advice'
import { QueryStates } from '@/ui/query-states'

// Every card shows an image: a few at a time keeps a 2G page light.
const PAGE = 6

/** Marketplace discounts from across Lagos, opening their offer pages. */
export function MarketplaceDiscounts() {
  const query = useQuery(dealsQueryOptions('marketplace', useShopperCoordinates()))
  const [shown, setShown] = useState(PAGE)
  return (
    <section aria-labelledby="marketplace-discounts" className="mb-10">
      <h2 id="marketplace-discounts" className="mb-3 text-xl font-bold">
        Marketplace discounts
      </h2>
      <QueryStates
        query={query}
        describeError={describeError}
        // As many boxes as the first page shows, so the sections below do not move when it arrives;
        // the prerendered page paints the first offers into them (src/first-load/boot/early-offers.ts).
        skeleton={
          <SkeletonCards count={PAGE} height={DEAL_CARD_HEIGHT} label="Loading marketplace discounts…" earlyCards />
        }
        empty={
          <EmptyState
            title="No marketplace discounts right now"
            hint="New offers arrive every week. Meanwhile, try the hot deals below or stores near you."
          />
        }
      >
        {(items) => (
          <>
            <DealCardList items={items.slice(0, shown)} kind="marketplace" />
            {items.length > shown ? (
              <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={() => setShown(shown + PAGE)}>
                Show more discounts
              </button>
            ) : null}
          </>
        )}
      </QueryStates>
    </section>
  )
}
