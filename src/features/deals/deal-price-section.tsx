import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { DealState } from '@contract/deals'
import type { DealItem } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { rememberStore } from '@/api/search-store'
import { formatNaira } from '@/lib/format/money'
import { AddDealToCart, dealLine, menuPriceLine } from '@/components/deal/add-deal-to-cart'
import { dealPrice, formatDay } from '@/components/deal/deal-format'

// A deal page's price, dates and way into the cart, by where the deal stands today in Lagos
// (contract/deals.ts, the rule the server sells by): a live deal shows its saving; an ended or
// not yet started one never does, and offers the dish at its menu price only.

function Day({ day }: { day: string }) {
  return <time dateTime={day.slice(0, 10)}>{formatDay(day)}</time>
}

function Validity({ from, until }: { from?: string | null; until?: string | null }) {
  if (!from && !until) return null
  return (
    <p className="text-sm">
      <span className="text-muted">Valid </span>
      {from && until ? (
        <>
          <Day day={from} /> – <Day day={until} />
        </>
      ) : from ? (
        <>
          from <Day day={from} />
        </>
      ) : until ? (
        <>
          until <Day day={until} />
        </>
      ) : null}
    </p>
  )
}

export function PriceBlock({ item }: { item: DealItem }) {
  const price = dealPrice(item)
  if (!price) return null
  return (
    <div className="flex flex-col gap-0.5">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-2xl font-bold">{formatNaira(price.now)}</span>
        {price.was !== null ? (
          <s className="text-muted">
            <span className="sr-only">was </span>
            {formatNaira(price.was)}
          </s>
        ) : null}
      </p>
      {price.saving !== null || price.percentage !== null ? (
        <p className="text-sm font-semibold text-deal-700 dark:text-deal-500">
          {price.saving !== null ? `You save ${formatNaira(price.saving)}` : 'You save'}
          {price.percentage !== null ? ` (${price.percentage}% off)` : ''}
        </p>
      ) : null}
    </div>
  )
}

/** "See Suya Spot's current deals": the store front's coupons and discounts. */
function StoreDealsLink({ item }: { item: DealItem }) {
  const queryClient = useQueryClient()
  const store = item.store
  if (!store) return null
  return (
    <Link
      to="/store-front-details/$store_slug"
      params={{ store_slug: store.slug }}
      hash="store-deals"
      onClick={() => rememberStore(queryClient, store)}
      className="text-sm font-semibold text-accent underline"
    >
      See {store.name_of_business}&rsquo;s current deals
    </Link>
  )
}

/** The dish this deal is for, as it sits on the store's menu. */
function MenuDishLink({ item, name }: { item: DealItem; name: string }) {
  if (typeof item.menu_item !== 'number') return null
  return (
    <p className="text-sm">
      <span className="text-muted">For </span>
      <Link
        to="/menu-item-detail/$item_id"
        params={{ item_id: String(item.menu_item) }}
        className="font-semibold text-accent underline"
      >
        {name}
      </Link>
      <span className="text-muted">
        {' '}
        on the menu{typeof item.price === 'number' ? `, ${formatNaira(item.price)} without the deal` : ''}
      </span>
    </p>
  )
}

/** A coupon is a voucher bought here (docs/decisions.md#vouchers): no page promises a code field at checkout. */
function CouponHowTo({ item }: { item: DealItem }) {
  const price = dealPrice(item)
  return (
    <div className="rounded-xl border-2 border-dashed border-line bg-surface-2 px-4 py-3 text-sm">
      <p className="font-semibold">How this coupon works</p>
      <p className="text-muted">
        Buy it here{price ? ` at ${formatNaira(price.now)}` : ''}. Your coupon code comes with your paid order: show it
        at the store.
      </p>
    </div>
  )
}

/** What the shopper can still do with a deal that is not running: the menu price, or other deals. */
function NotRunning({ item, kind, name, state }: { item: DealItem; kind: DealKind; name: string; state: DealState }) {
  const line = menuPriceLine(item, kind, name)
  const deal = dealPrice(item)
  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-xl border border-line bg-surface-2 px-4 py-3">
        {state === 'ended' && item.valid_until ? (
          <p className="text-lg font-bold">
            This deal ended on <Day day={item.valid_until} />
          </p>
        ) : state === 'upcoming' && item.valid_from ? (
          <>
            <p className="text-lg font-bold">
              This deal starts on <Day day={item.valid_from} />
            </p>
            {deal ? (
              <p className="text-sm text-muted">
                From then it is {formatNaira(deal.now)}
                {deal.percentage !== null ? ` (${deal.percentage}% off)` : ''}
                {item.valid_until ? (
                  <>
                    , until <Day day={item.valid_until} />
                  </>
                ) : null}
                .
              </p>
            ) : null}
          </>
        ) : null}
        {typeof item.price === 'number' ? (
          <p className="text-sm">
            On the menu it is <span className="font-semibold">{formatNaira(item.price)}</span>.
          </p>
        ) : null}
      </div>
      {line ? (
        <AddDealToCart
          line={line}
          name={name}
          label={`Add at the menu price ${formatNaira(line.price ?? 0)}`}
          moreLabel={`Add one more at the menu price ${formatNaira(line.price ?? 0)}`}
        />
      ) : null}
      <StoreDealsLink item={item} />
    </div>
  )
}

type Props = { item: DealItem; kind: DealKind; name: string; state: DealState }

/** The deal's price and the way to buy it, as they hold today. */
export function DealPriceSection({ item, kind, name, state }: Props) {
  if (state !== 'live') return <NotRunning item={item} kind={kind} name={name} state={state} />
  const canBuy = typeof item.price === 'number' || typeof item.discounted_price === 'number'
  return (
    <>
      <PriceBlock item={item} />
      {/* Right under its price, so both are on a phone's first screen (docs/history.md#issue-25). */}
      {canBuy ? (
        <AddDealToCart line={dealLine(item, kind, name)} name={name} label="Add to cart" moreLabel="Add one more" />
      ) : null}
      <Validity from={item.valid_from} until={item.valid_until} />
      <MenuDishLink item={item} name={name} />
      {kind === 'coupon' ? <CouponHowTo item={item} /> : null}
    </>
  )
}
