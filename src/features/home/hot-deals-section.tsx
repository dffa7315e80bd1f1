import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useAfterFirstScreen } from '@/lib/lifecycle/app-ready'
import { dealsQueryOptions, hotDealsQueryOptions, type HotDealKind } from '@/api/deals'
import { useShopperCoordinates } from '@/stores/location/location-state'
import { DealRow } from './deal-row'
import { HomeSection } from './home-section'

/**
 * Hot discounts, coupons and featured deals: three rows, each loading on its own. Only the first
 * is on the first screen of a phone; the others ask once it is done, so they never compete
 * with its pictures (what they hold from a visit before shows at once).
 */
export function HotDealsSection({ waysIn }: { waysIn?: ReactNode }) {
  const near = useShopperCoordinates()
  const discounts = useQuery(hotDealsQueryOptions('discount', near))
  return (
    <HomeSection id="hot-deals" title="Hot deals" lead="The biggest savings near you right now." compact>
      {/* The first row is above the fold: its first two pictures are the page's largest paint. */}
      <DealRow
        title="Discounts"
        kind="discount"
        query={discounts}
        emptyText="No hot discounts right now."
        seenFirst={2}
        wordsEarly
      />
      {/* After the first row, so its prices and Add are on a phone's first screen. */}
      {waysIn}
      <LaterHotDealRow title="Coupons" kind="coupon" emptyText="No hot coupons right now." />
      <LaterHotDealRow title="Featured" kind="featured" emptyText="No hot featured deals right now." />
    </HomeSection>
  )
}

/**
 * A row that asks once the first screen is done, below a phone's first screen (its skeleton
 * still meanwhile). The moment is read here, not in the section: there it re-rendered the first
 * row's cards too, in the middle of the first load.
 */
function LaterHotDealRow({ title, kind, emptyText }: { title: string; kind: HotDealKind; emptyText: string }) {
  const query = useQuery({ ...hotDealsQueryOptions(kind, useShopperCoordinates()), enabled: useAfterFirstScreen() })
  return <DealRow title={title} kind={kind} query={query} emptyText={emptyText} stillWhileLoading />
}

/** Deals the GidiDeals team picked (below the first screen: asked for once it is done, rendered near the screen). */
export function FeaturedDealsSection() {
  const featured = useQuery({
    ...dealsQueryOptions('featured', useShopperCoordinates()),
    enabled: useAfterFirstScreen(),
  })
  return (
    <HomeSection id="featured-deals" title="Featured deals" lead="Favourites picked by the GidiDeals team.">
      <DealRow
        labelledBy="featured-deals-heading"
        kind="featured"
        query={featured}
        emptyText="No featured deals right now."
        limit={8}
        whenNear
      />
    </HomeSection>
  )
}
