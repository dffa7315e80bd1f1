import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useRef, useState, type KeyboardEvent } from 'react'
import { hotDealsQueryOptions, type HotDealKind } from '@/api/deals'
import { useShopperCoordinates } from '@/stores/location/location-state'
import { EmptyState, SkeletonCards } from '@/ui/states'
import { DealCardList } from '@/components/deal/deal-card'
import { DEAL_CARD_HEIGHT } from '@/components/deal/deal-card-box'
import { DEFAULT_TAB, MARKETPLACE_TABS, tabForKey } from './marketplace-tabs'
import { describeError } from '@/api/error-advice'
import { QueryStates } from '@/ui/query-states'
import { WhenNearScreen } from '@/ui/when-near-screen'

// Hot deals as WAI-ARIA tabs with automatic activation; the chosen tab lives in the URL
// (?tab=…), so a shared or reloaded link opens the same tab. Only the open tab is fetched.

const tabId = (tab: HotDealKind) => `hot-deals-tab-${tab}`
const panelId = (tab: HotDealKind) => `hot-deals-panel-${tab}`

const EMPTY_HINTS: Record<HotDealKind, string> = {
  discount: 'No hot discounts right now. Try the coupons tab, or the marketplace discounts above.',
  coupon: 'No hot coupons right now. Try the discounts tab, or stores near you.',
  featured: 'No featured hot deals right now. Try the discounts or coupons tabs.',
}

/** `picked`: the shopper chose a tab, so the panel is on screen; before, on a phone it is below the first screen. */
function HotDealsPanel({ tab, picked }: { tab: HotDealKind; picked: boolean }) {
  const query = useQuery(hotDealsQueryOptions(tab, useShopperCoordinates()))
  const label = MARKETPLACE_TABS.find((entry) => entry.id === tab)?.label.toLowerCase() ?? tab
  const skeleton = <SkeletonCards count={3} height={DEAL_CARD_HEIGHT} label={`Loading hot ${label}…`} />
  return (
    <QueryStates
      query={query}
      describeError={describeError}
      skeleton={skeleton}
      empty={<EmptyState title="Nothing hot here yet" hint={EMPTY_HINTS[tab]} />}
    >
      {(items) =>
        picked ? (
          <DealCardList items={items} kind={tab} />
        ) : (
          <WhenNearScreen standIn={skeleton}>
            <DealCardList items={items} kind={tab} />
          </WhenNearScreen>
        )
      }
    </QueryStates>
  )
}

const route = getRouteApi('/marketplace')

export function HotDealsTabs() {
  const search = route.useSearch()
  const current = search.tab ?? DEFAULT_TAB
  const navigate = useNavigate()
  const tabs = useRef(new Map<HotDealKind, HTMLButtonElement>())
  // A tab's panel, remade for each tab, would otherwise hold its cards back for a frame behind a stand-in.
  const [picked, setPicked] = useState(false)

  const select = (tab: HotDealKind) => {
    if (tab === current && search.tab === tab) return
    setPicked(true)
    void navigate({ to: '/marketplace', search: { tab }, replace: true, resetScroll: false })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(current, event.key)
    if (next === null) return
    event.preventDefault()
    tabs.current.get(next)?.focus()
    select(next)
  }

  return (
    <section aria-labelledby="hot-deals" className="mb-10">
      <h2 id="hot-deals" className="mb-3 text-xl font-bold">
        Hot deals
      </h2>
      <div
        role="tablist"
        aria-label="Hot deals"
        className="mb-4 inline-flex gap-1 rounded-full border border-line bg-surface-2 p-1"
        onKeyDown={onKeyDown}
      >
        {MARKETPLACE_TABS.map(({ id, label }) => {
          const selected = id === current
          return (
            <button
              key={id}
              ref={(element) => {
                if (element) tabs.current.set(id, element)
                else tabs.current.delete(id)
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={selected}
              aria-controls={selected ? panelId(id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(id)}
              className={`h-11 rounded-full px-4 text-sm font-semibold ${selected ? 'bg-accent' : 'text-muted hover:bg-surface'}`}
            >
              {label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} tabIndex={0}>
        <HotDealsPanel key={current} tab={current} picked={picked} />
      </div>
    </section>
  )
}
