import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { StoreDetails } from '@contract/records'
import { SignInPromptSlot } from '@/components/sign-in-prompt'
import { LikeButton, RatingControl, SubscribeButton } from '@/components/interactions/interaction-controls'
import { useSubscription } from '@/stores/outbox/use-interactions'
import { useShownCounts } from '@/stores/outbox/use-shown-counts'
import { PinIcon } from '@/ui/icons'
import { OpenBadge } from '@/ui/open-badge'
import { RatingStars } from '@/ui/rating-stars'
import { ShareButton } from '@/ui/share-button'
import { Thumbnail } from '@/ui/thumbnail'
import { deliveryEstimate } from '@/components/store/store-facts'
import { useDistancesKnown, useShopperCoordinates } from '@/stores/location/location-state'
import { haversineKm } from '@contract/pricing'
import { usePushUnavailable } from '@/components/deal-alerts/use-push-unavailable'
import { mailAlertsAskedAtom } from '@/components/deal-alerts/mail-alerts-asked'

/** OpenStreetMap at the store's pin: no map library on this page. */
export function mapPinUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
}

// Deal alerts load once they are offered (the shopper is subscribed), not with the store page.
const DealAlertOffer = lazy(() => import('@/components/deal-alerts/deal-alert-offer'))

// Where push can't reach this phone, its deals by e-mail instead (loaded only there).
const MailAlertOffer = lazy(() => import('@/components/deal-alerts/mail-alert-offer'))

/**
 * "Tell me when this store posts a deal", once the signed-in shopper subscribes; kept mounted after.
 * Where push is missing or blocked, alerts by e-mail in its place: signed out, the way to log in for
 * them; signed in, once subscribed (or back from logging in for them). A signed-in shopper's page
 * gains no row before she acts, so the menu's first price keeps its place.
 */
function DealAlertSlot({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { subscribed, signedIn } = useSubscription(storeId)
  const unavailable = usePushUnavailable()
  const asked = useAtomValue(mailAlertsAskedAtom) === storeId
  const [offered, setOffered] = useState(false)
  // Stays once offered, so unsubscribing can end this device's alert (deal-alert-offer.tsx).
  if (subscribed && signedIn && !offered) setOffered(true)
  if (unavailable && (!signedIn || subscribed || asked))
    return (
      <Suspense fallback={null}>
        <MailAlertOffer storeId={storeId} storeName={storeName} reason={unavailable} signedIn={signedIn} />
      </Suspense>
    )
  if (!offered || !signedIn || unavailable) return null
  return (
    <Suspense fallback={null}>
      <DealAlertOffer storeId={storeId} storeName={storeName} subscribed={subscribed} />
    </Suspense>
  )
}

/**
 * "About 45 min" of delivery from where the shopper is, as checkout will quote it, or "Pickup only"
 * beyond the store's radius (the cards' words: components/store/store-facts.ts).
 */
function useDeliveryWords(store: StoreDetails): string | null {
  const known = useDistancesKnown()
  const { latitude, longitude } = useShopperCoordinates()
  const distance =
    known && typeof store.latitude === 'number' && typeof store.longitude === 'number'
      ? haversineKm(store.latitude, store.longitude, latitude, longitude)
      : undefined
  const estimate = deliveryEstimate({ ...store, distance_km: distance }, known)
  return estimate === null ? null : estimate === 'pickup' ? 'Pickup only' : `About ${estimate} min`
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/** Its rating and likes, moved at once by what the shopper has just done (docs/decisions.md#outbox). */
function StoreCounts({ store }: { store: StoreDetails }) {
  const counts = useShownCounts('store', store.id, {
    likes: store.likes_count,
    rating: store.rating,
    ratingCount: store.rating_count,
  })
  if (typeof counts.rating !== 'number' && typeof counts.likes !== 'number') return null
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3">
      {typeof counts.rating === 'number' ? <RatingStars rating={counts.rating} count={counts.ratingCount} /> : null}
      {typeof counts.likes === 'number' ? (
        <span className="text-sm text-muted">
          {counts.likes} {counts.likes === 1 ? 'like' : 'likes'}
        </span>
      ) : null}
    </p>
  )
}

export function StoreHeader({ store, shareUrl }: { store: StoreDetails; shareUrl: string }) {
  const name = store.name_of_business
  const delivery = useDeliveryWords(store)
  return (
    <header className="mb-6 md:mb-8">
      <Thumbnail
        src={store.cover_image}
        width={1200}
        height={300}
        loading="eager"
        fetchPriority="high"
        className="h-20 rounded-2xl md:h-56"
        compactWhenWaiting
      />
      <div className="-mt-10 px-3 md:-mt-12 md:px-5">
        <Thumbnail
          src={store.logo}
          alt={`${name} logo`}
          width={96}
          height={96}
          loading="eager"
          className="size-20 rounded-full border-4 border-[var(--surface)] md:size-24"
        />
      </div>
      <div className="mt-3 min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{name}</h1>
        {store.place_type ? (
          <p className="text-muted">
            {store.place_type}
            {store.cuisine_type ? ` · ${store.cuisine_type}` : ''}
            {store.area ? ` · ${store.area}` : ''}
          </p>
        ) : null}
        <StoreCounts store={store} />
      </div>
      {/* Open now and how long it takes, in one line: the rest is below the menu (StoreAbout), so
          a phone's first screen reaches the first dish and its price (docs/history.md#issue-25; a
          lower cover on a phone, and the rating on one line, keep it there with 44 px targets). */}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {store.opening_hours ? <OpenBadge hours={store.opening_hours} /> : null}
        {delivery ? (
          <span className="text-muted">
            {delivery === 'Pickup only' ? delivery : `Delivery ${delivery.toLowerCase()}`}
          </span>
        ) : null}
        {/* A line of text drawn, a 44 px tall tap area (::after). */}
        <a
          href="#store-about"
          className="relative font-semibold text-accent underline after:absolute after:inset-x-0 after:-inset-y-3"
        >
          Address and hours
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <SubscribeButton storeId={store.id} label={name} />
        <LikeButton target="store" targetId={store.id} label={name} />
        <ShareButton title={name} url={shareUrl} />
        <DealAlertSlot storeId={store.id} storeName={name} />
      </div>
      {/* The words and the five 44 px stars on one line of a 360 px phone. */}
      <div className="mt-2 flex flex-wrap items-center gap-x-2">
        <span aria-hidden="true" className="text-sm font-semibold">
          Your rating
        </span>
        <RatingControl target="store" targetId={store.id} label={name} />
      </div>
      <SignInPromptSlot className="mt-3 max-w-xl" />
    </header>
  )
}

/** What a shopper looks up once: the store's words, address with its map pin, hours, delivery and phone. */
export function StoreAbout({ store }: { store: StoreDetails }) {
  const delivery = useDeliveryWords(store)
  const hasPin = typeof store.latitude === 'number' && typeof store.longitude === 'number'
  return (
    <section id="store-about" aria-labelledby="store-about-heading" className="mb-10 scroll-mt-20">
      <h2 id="store-about-heading" className="mb-3 text-xl font-bold tracking-tight">
        About {store.name_of_business}
      </h2>
      {store.description ? <p className="mb-4 max-w-prose text-sm">{store.description}</p> : null}
      <dl className="flex flex-col gap-1 text-sm">
        {store.address ? (
          <Detail term="Address">
            {store.address}
            {hasPin ? (
              <>
                {' '}
                <a
                  href={mapPinUrl(store.latitude as number, store.longitude as number)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-0.5 font-semibold text-accent underline"
                >
                  <PinIcon size={14} />
                  View on map<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </>
            ) : null}
          </Detail>
        ) : null}
        {store.opening_hours ? (
          <Detail term="Opening hours">
            {store.opening_hours} <OpenBadge hours={store.opening_hours} className="ml-1" />
          </Detail>
        ) : null}
        {delivery ? <Detail term="Delivery">{delivery}</Detail> : null}
        {store.phone ? (
          <Detail term="Phone">
            <a
              href={`tel:${store.phone.replace(/\s+/g, '')}`}
              className="inline-flex min-h-11 items-center text-accent underline"
            >
              {store.phone}
            </a>
          </Detail>
        ) : null}
      </dl>
    </section>
  )
}
