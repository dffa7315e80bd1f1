import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { recordInteraction } from '@/api/deals'
import type { DealItem } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { SignInPromptSlot } from '@/components/sign-in-prompt'
import type { RatableTarget, Target } from '@/api/interactions'
import { LikeButton, RatingControl } from '@/components/interactions/interaction-controls'
import { useShownCounts } from '@/stores/outbox/use-shown-counts'
import { RatingStars } from '@/ui/rating-stars'
import { MenuDealOffer } from '@/components/store/menu-deal-offer'
import { MenuItemCartControl } from '@/components/store/menu-item-cart-control'
import { useLagosDay } from '@/lib/format/use-lagos-day'
import { AddDealToCart, dealLine } from '@/components/deal/add-deal-to-cart'
import { dealStateOn, dealTitle } from '@/components/deal/deal-format'
import { DealPriceSection, PriceBlock } from './deal-price-section'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import { ShareButton } from '@/ui/share-button'
import { buttonClass } from '@/ui/states'
import { StoreLink } from '@/components/store/store-link'

/** Its rating and likes, moved at once by what the shopper has just done (docs/decisions.md#outbox). */
function DealCounts({ item, target }: { item: DealItem; target: Target | null }) {
  const counts = useShownCounts(target, item.id, {
    likes: item.likes_count,
    rating: item.rating,
    ratingCount: item.rating_count,
  })
  return (
    <>
      {counts.ratingCount ? <RatingStars rating={counts.rating ?? 0} count={counts.ratingCount} /> : null}
      {typeof counts.likes === 'number' ? (
        <p className="text-sm text-muted">
          {counts.likes} {counts.likes === 1 ? 'like' : 'likes'}
        </p>
      ) : null}
    </>
  )
}

/** A dish at its menu price, its deal when one runs today, and the menu's own add choices. */
function MenuItemPrice({ item, name }: { item: DealItem; name: string }) {
  const canBuy = typeof item.price === 'number' || typeof item.discounted_price === 'number'
  return (
    <>
      <PriceBlock item={item} />
      {item.deal ? <MenuDealOffer deal={item.deal} /> : null}
      {item.store ? (
        <MenuItemCartControl item={item} store={item.store} name={name} />
      ) : canBuy ? (
        <AddDealToCart line={dealLine(item, 'menu', name)} name={name} label="Add to cart" moreLabel="Add one more" />
      ) : null}
    </>
  )
}

/** Whose it is: the store's logo and a link to its front. */
function DealStore({ store }: { store: NonNullable<DealItem['store']> }) {
  return (
    <div className="flex items-center gap-3">
      <img
        src={store.logo}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-full border border-line bg-surface-2 object-cover"
      />
      <p className="min-w-0 text-sm">
        <span className="text-muted">From </span>
        <StoreLink store={store} className="font-semibold text-accent underline">
          {store.name_of_business}
        </StoreLink>
      </p>
    </div>
  )
}

/** Share it, or gift it to a friend while it runs. */
function DealSharing({ item, kind, title, live }: { item: DealItem; kind: DealKind; title: string; live: boolean }) {
  const interaction = DEAL_KIND_PAGES[kind].interaction
  const onShared = useCallback(() => {
    if (interaction) recordInteraction(interaction, item.id, 'share').catch(() => undefined)
  }, [interaction, item.id])
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ShareButton title={title} onShared={onShared} />
      {/* A gift of an ended deal would promise a price no one sells at. */}
      {live ? (
        <Link to="/gift-a-friend" search={{ deal: `${kind}:${item.id}` }} className={buttonClass.secondary}>
          Gift this deal
        </Link>
      ) : null}
    </div>
  )
}

/** The shopper's like and rating. */
function DealInteractions({ target, id, title }: { target: RatableTarget; id: number; title: string }) {
  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-3 border-t border-line pt-4">
      <LikeButton target={target} targetId={id} label={title} />
      <div className="flex flex-col gap-1">
        {/* The stars' own legend names them for screen readers; this names them for eyes. */}
        <p aria-hidden="true" className="text-xs font-semibold text-muted">
          Your rating
        </p>
        <RatingControl target={target} targetId={id} label={title} />
      </div>
      <SignInPromptSlot className="basis-full" />
    </div>
  )
}

/** One deal or menu item: what it is, whose it is, what it costs, until when, and what to do with it. */
export function DealDetailView({ item, kind }: { item: DealItem; kind: DealKind }) {
  const info = DEAL_KIND_PAGES[kind]
  const title = dealTitle(item, info.label)
  // A menu item has no dates of its own; its deal (item.deal) is the server's, running today.
  const state = dealStateOn(kind === 'menu' ? {} : item, useLagosDay())
  return (
    <article className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-8">
      <div className="aspect-[2/1] w-full md:aspect-[4/3] overflow-hidden rounded-2xl bg-surface-2">
        {item.image ? (
          <img
            src={item.image}
            alt={title}
            width={640}
            height={480}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <header className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">{info.label}</p>
          <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{title}</h1>
          <DealCounts item={item} target={info.target} />
        </header>
        {item.store ? <DealStore store={item.store} /> : null}
        {kind === 'menu' ? <MenuItemPrice item={item} name={title} /> : null}
        {kind !== 'menu' ? <DealPriceSection item={item} kind={kind} name={title} state={state} /> : null}
        <DealSharing item={item} kind={kind} title={title} live={state === 'live'} />
        {info.target ? <DealInteractions target={info.target} id={item.id} title={title} /> : null}
        {item.description ? (
          <section aria-labelledby="deal-about" className="border-t border-line pt-4">
            <h2 id="deal-about" className="mb-1 font-semibold">
              About this {info.label.toLowerCase()}
            </h2>
            <p className="max-w-prose whitespace-pre-line text-muted">{item.description}</p>
          </section>
        ) : null}
      </div>
    </article>
  )
}
