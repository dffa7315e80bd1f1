import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import type { DealItem } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { useDistancesKnown } from '@/stores/location/location-state'
import { dealDatesText } from '@/lib/format/deal-dates'
import { formatNaira } from '@/lib/format/money'
import { useLagosDay } from '@/lib/format/use-lagos-day'
import { OpenBadge } from '@/ui/open-badge'
import { Thumbnail, useImagesOnTap } from '@/ui/thumbnail'
import { useCart } from '@/stores/cart/use-cart'
import { dealLine } from './add-deal-to-cart'
import { dealLink } from '@/lib/links/deal-link'
import { dealPrice, dealStateOn, dealTitle, type DealPrice } from './deal-format'
import { DEAL_KIND_PAGES } from './deal-kinds'
import {
  DEAL_CARD_CLASS,
  DEAL_LIST_CARD_CLASS,
  DEAL_LIST_CLASS,
  DEAL_LIST_PICTURE,
  DEAL_PERCENT_BADGE_CLASS,
  dealPlace,
} from './deal-card-box'

/** A tile's fixed size, shared with the home rows' skeletons so nothing shifts when deals arrive. */
export const DEAL_TILE_WIDTH = 'w-56'
export const DEAL_TILE_HEIGHT = 'h-[17rem]'

type DealCardProps = {
  item: DealItem
  kind: DealKind
  /** 'list': picture beside the words, in a marketplace grid; 'tile': picture on top, in a home row. */
  layout?: 'list' | 'tile'
  /** The card title's level under its list's own heading. */
  heading?: 'h3' | 'h4'
  /** On screen as the page opens: its picture loads at once, ahead of the rest (often the LCP). */
  seenFirst?: boolean
}

/** A tile's badge says what kind of deal it is, in a word. */
const tileLabel = (kind: DealKind) => (kind === 'featured' ? 'Featured' : DEAL_KIND_PAGES[kind].label)

function NowAndWas({ price, small }: { price: DealPrice | null; small: string }) {
  if (!price) return null
  return (
    <>
      <span className="font-bold">{formatNaira(price.now)}</span>
      {price.was !== null ? (
        <s className={`${small} text-muted`}>
          <span className="sr-only">was </span>
          {formatNaira(price.was)}
        </s>
      ) : null}
    </>
  )
}

/**
 * A tile's Add: the deal at its deal price, straight into the cart, beside the price (a shopper
 * sees what it costs and takes it without opening the page). Above the card's link, so a tap
 * adds rather than opens; its tap area reaches 44 px tall past the drawn pill (::after), as the
 * tile has no room for a taller one.
 */
function TileAdd({ item, kind, title }: { item: DealItem; kind: DealKind; title: string }) {
  const cart = useCart()
  const quantity = cart.items.find((entry) => entry.id === item.id)?.quantity ?? 0
  return (
    <>
      <button
        type="button"
        className="relative z-[1] ml-auto min-h-8 shrink-0 rounded-full bg-accent px-3 after:absolute after:inset-x-0 after:-inset-y-1.5 text-sm font-semibold hover:brightness-110"
        onClick={() => cart.add(dealLine(item, kind, title))}
      >
        {quantity > 0 ? 'Add more' : 'Add'}
        <span className="sr-only"> — {title}</span>
      </button>
      <span role="status" className="sr-only">
        {quantity > 0 ? `${quantity} ${title} in your cart` : ''}
      </span>
    </>
  )
}

/**
 * A tile's badges on its picture: what it is ("Coupon · 20% off", "… · Ended"), then "Closed"
 * while its store is. They let a tap through to the card's link.
 */
function TileBadges({ item, label, percentage, ended }: TileBadgesProps) {
  return (
    <span className="pointer-events-none absolute top-2 right-2 left-2 flex flex-wrap items-start gap-1">
      <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold">
        {label}
        {percentage ? ` · ${percentage}% off` : null}
        {ended ? ' · Ended' : null}
      </span>
      <ClosedTag item={item} />
    </span>
  )
}

type TileBadgesProps = { item: DealItem; label: string; percentage: number | null; ended: boolean }

/** "Closed" while the card's store is (its hours, Lagos time): said before the shopper adds, not at the cart. */
function ClosedTag({ item, className = '' }: { item: DealItem; className?: string }) {
  return <OpenBadge hours={item.store?.opening_hours} closedOnly className={className} />
}

/** Where the deal is: its store's area, and how far once the shopper's own place is known. */
function usePlace(item: DealItem): string {
  return dealPlace(item, useDistancesKnown())
}

/** A tile's one line: "Jollof Republic · Ikeja · 0.4 km" (the store's name gives way, never the place). */
function StoreAndPlace({ item }: { item: DealItem }) {
  const place = usePlace(item)
  if (!item.store && !place) return null
  return (
    <p className="flex min-w-0 gap-1 text-xs text-muted">
      {item.store ? <span className="truncate">{item.store.name_of_business}</span> : null}
      {place ? (
        <span className="shrink-0">
          {item.store ? '· ' : ''}
          {place}
        </span>
      ) : null}
    </p>
  )
}

/** A list card's two lines: the store, then where it is. */
function StoreThenPlace({ item }: { item: DealItem }) {
  const place = usePlace(item)
  return (
    <>
      {item.store ? <p className="truncate text-sm text-muted">{item.store.name_of_business}</p> : null}
      {place ? <p className="truncate text-xs text-muted">{place}</p> : null}
    </>
  )
}

/**
 * A deal as a card: picture, title, store, where it is and naira price; the whole card opens its
 * detail page. Memoised: a list re-renders as its query fetches again (its busy and fresh flags
 * change), while each deal it holds keeps its object (React Query shares what did not change),
 * so the cards it already shows need not render again.
 */
export const DealCard = memo(function DealCard({
  item,
  kind,
  layout = 'list',
  heading: Heading = 'h3',
  seenFirst = false,
}: DealCardProps) {
  const tile = layout === 'tile'
  const label = tile ? tileLabel(kind) : DEAL_KIND_PAGES[kind].label
  const title = dealTitle(item, label)
  const state = dealStateOn(kind === 'menu' ? {} : item, useLagosDay())
  // Outside its days a deal sells at its full price: the card shows that, with no saving.
  const running = state === 'live'
  const price = running ? dealPrice(item) : dealPrice({ price: item.price })
  const percentage = running && typeof item.percentage === 'number' && item.percentage > 0 ? item.percentage : null
  const when = dealDatesText(item, state)
  // An ended deal loses its colours, not its contrast: its words stay readable (WCAG 1.4.3).
  const muted = state === 'ended' ? 'grayscale' : ''
  // With pictures held back, a tile is only as tall as its words (its picture is a strip),
  // and as tall as the row's tallest so the row stays even.
  const tileHeight = useImagesOnTap() ? 'h-full' : DEAL_TILE_HEIGHT
  const link = (
    <Link {...dealLink(kind, item.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
      {title}
    </Link>
  )

  if (tile) {
    return (
      <article className={`${DEAL_CARD_CLASS} ${DEAL_TILE_WIDTH} ${tileHeight} ${muted} flex-col`}>
        <Thumbnail
          src={item.image}
          width={224}
          height={128}
          className="h-32"
          compactWhenWaiting
          loading={seenFirst ? 'eager' : 'lazy'}
          fetchPriority={seenFirst ? 'high' : undefined}
        >
          <TileBadges item={item} label={label} percentage={percentage} ended={state === 'ended'} />
        </Thumbnail>
        <div className="flex min-h-0 flex-1 flex-col gap-1 p-3">
          <Heading className="line-clamp-2 text-sm leading-snug font-semibold">{link}</Heading>
          <StoreAndPlace item={item} />
          <div className="mt-auto flex items-center gap-x-2">
            <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
              <NowAndWas price={price} small="text-xs" />
            </p>
            {running && price ? <TileAdd item={item} kind={kind} title={title} /> : null}
          </div>
          {!running && when ? <p className="text-xs font-semibold text-muted">{when}</p> : null}
          {price?.saving ? (
            <p className="text-xs font-semibold text-deal-700 dark:text-deal-500">
              You save {formatNaira(price.saving)}
            </p>
          ) : null}
        </div>
      </article>
    )
  }

  return (
    <li className={`${DEAL_LIST_CARD_CLASS} ${muted}`}>
      <Thumbnail src={item.image} {...DEAL_LIST_PICTURE}>
        {percentage ? <span className={DEAL_PERCENT_BADGE_CLASS}>−{percentage}%</span> : null}
        <ClosedTag item={item} className="absolute bottom-1 left-1" />
      </Thumbnail>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Heading className="line-clamp-2 font-semibold break-words">{link}</Heading>
        <StoreThenPlace item={item} />
        {price ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <NowAndWas price={price} small="text-sm" />
          </p>
        ) : null}
        {when ? <p className={`mt-auto text-xs text-muted ${running ? '' : 'font-semibold'}`}>{when}</p> : null}
      </div>
    </li>
  )
})

/**
 * A grid of deal cards, without those that have ended: these lists are where a shopper looks for
 * a deal to take, and a list kept from an earlier day (the cache, offline) may still hold some.
 * A store front keeps its ended deals, marked, so a shopper who came for one learns it is over.
 */
export function DealCardList({ items, kind }: { items: DealItem[]; kind: DealKind }) {
  const day = useLagosDay()
  const current = items.filter((item) => dealStateOn(item, day) !== 'ended')
  if (current.length === 0 && items.length > 0) {
    return <p className="text-sm text-muted">These deals have ended. New ones show here as stores post them.</p>
  }
  return (
    <ul className={DEAL_LIST_CLASS}>
      {current.map((item) => (
        <DealCard key={item.id} item={item} kind={kind} />
      ))}
    </ul>
  )
}
