import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import type { Advert } from '@contract/records'
import { ADVERT_ERRORS, advertsQueryOptions } from '@/api/deals'
import { describeNamedError } from '@/api/error-advice'
import { useAfterFirstScreen } from '@/lib/lifecycle/app-ready'
import { QueryStates } from '@/ui/query-states'
import { SkeletonCards } from '@/ui/states'
import { Thumbnail, useImagesOnTap } from '@/ui/thumbnail'
import { WhenNearScreen } from '@/ui/when-near-screen'
import { AdvertLink, AdvertTitle } from './advert-link'

/**
 * `row`: the home page's swipeable row of cards, below its first screen. `grid`: the marketplace's banners, each card
 * a link as a whole.
 */
export type AdvertsVariant = 'row' | 'grid'

// Bleeds to the screen edge on phones; snapping keeps the first card in line with the page.
const rowClass = '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:scroll-px-0 md:px-0'
const BANNER_HEIGHT = 'h-40'
const bannerClass =
  'flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface hover:bg-surface-2 focus-visible:outline-3'

/** A card of the row: the title is the link, stretched over the card, so the picture's tap-to-load button stays apart. */
function AdvertCard({ advert }: { advert: Advert }) {
  return (
    <li className="h-48 shrink-0 snap-start">
      <article className="relative flex h-full w-72 flex-col overflow-hidden rounded-xl border border-line bg-surface hover:bg-surface-2 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-[var(--focus)]">
        <Thumbnail src={advert.image} width={288} height={120} className="h-30 w-full" compactWhenWaiting />
        <div className="p-3">
          <h3 className="line-clamp-2 text-sm font-semibold">
            <AdvertLink advert={advert} className="after:absolute after:inset-0 focus-visible:outline-none">
              <AdvertTitle advert={advert} />
            </AdvertLink>
          </h3>
          {advert.store ? <p className="truncate text-xs text-muted">{advert.store.name_of_business}</p> : null}
        </div>
      </article>
    </li>
  )
}

/**
 * A banner of the grid: the whole card is its link, so no tap-to-load button fits in it: with the data saver on it
 * keeps its words and leaves its picture out.
 */
function AdvertBanner({ advert }: { advert: Advert }) {
  const picture = !useImagesOnTap()
  return (
    <li className={BANNER_HEIGHT}>
      <AdvertLink advert={advert} className={bannerClass}>
        <span className="block aspect-[3/1] w-full shrink-0 bg-surface-2">
          {picture ? (
            <img
              src={advert.image}
              alt=""
              width={480}
              height={160}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : null}
        </span>
        <span className="line-clamp-2 px-3 py-2 text-sm font-semibold">
          <AdvertTitle advert={advert} />
        </span>
      </AdvertLink>
    </li>
  )
}

function RowSkeleton() {
  return (
    <div className={rowClass} aria-busy="true">
      <span className="sr-only">Loading adverts…</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="h-48 w-72 shrink-0 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  )
}

const GridSkeleton = () => <SkeletonCards count={3} height={BANNER_HEIGHT} label="Loading adverts…" />

/** The adverts' failure always names itself with the catalogue's 'Error fetching adverts' (docs/errors.md#fetch). */
const describeAdvertsError = (error: Error) => describeNamedError(error, ADVERT_ERRORS.failure)

const quiet = (words: string) => <p className="text-sm text-muted">{words}</p>

type AdvertsProps = { variant: AdvertsVariant; query: UseQueryResult<Advert[]>; labelledBy: string }

/** The adverts and their states. */
function Adverts({ variant, query, labelledBy }: AdvertsProps) {
  const row = variant === 'row'
  return (
    <QueryStates
      query={query}
      renderLater={row}
      skeleton={row ? <RowSkeleton /> : <GridSkeleton />}
      describeError={describeAdvertsError}
      offline={quiet('You are offline; adverts will show when you are back online.')}
      empty={quiet('No adverts right now. Check back soon for news from Lagos businesses.')}
    >
      {(adverts) =>
        row ? (
          <ul className={rowClass} aria-labelledby={labelledBy}>
            {adverts.map((advert) => (
              <AdvertCard key={advert.id} advert={advert} />
            ))}
          </ul>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby={labelledBy}>
            {adverts.map((advert) => (
              <AdvertBanner key={advert.id} advert={advert} />
            ))}
          </ul>
        )
      }
    </QueryStates>
  )
}

/**
 * Adverts from Lagos businesses under `title`, each opening its store, a page of ours or the advertiser's site. They
 * render once the shopper scrolls near them (their pictures with them): the home page's row and the marketplace's grid
 * are both below a phone's first screen.
 */
export function AdvertsSection({ variant, title }: { variant: AdvertsVariant; title: string }) {
  const headingId = useId()
  // The row's are asked for once the first screen is done; only its render waits for the shopper to scroll near.
  const query = useQuery({ ...advertsQueryOptions(), enabled: useAfterFirstScreen() || variant !== 'row' })
  const adverts = <Adverts variant={variant} query={query} labelledBy={headingId} />
  return (
    <section aria-labelledby={headingId} className={variant === 'row' ? 'mb-8' : 'mb-10'}>
      <h2 id={headingId} className="mb-3 text-xl font-bold tracking-tight">
        {title}
      </h2>
      <WhenNearScreen standIn={variant === 'row' ? <RowSkeleton /> : <GridSkeleton />}>{adverts}</WhenNearScreen>
    </section>
  )
}
