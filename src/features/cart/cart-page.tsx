import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { PageHydrated } from '@/lib/lifecycle/page-hydration'
import { persistedStateReadAtom } from '@/stores/persisted-atom'
import { useOnline } from '@/lib/browser/use-online'
import { formatNaira } from '@/lib/format/money'
import { PageHeader } from '@/ui/page-header'
import { buttonClass, EmptyState, SkeletonCards } from '@/ui/states'
import { Thumbnail } from '@/ui/thumbnail'
import { CartLine } from '@/components/cart/cart-line'
import { groupCartByStore, type CartStore, type CartStoreGroup } from '@/stores/cart/cart-reducer'
import { ClosedStoreNotice, QuoteChecked, quoteNeedsAttention, RepricePanel } from '@/components/cart/reprice-panel'
import { useCartQuote } from '@/stores/cart/use-cart-quote'
import { quoteMatchesCart } from '@/stores/cart/cart-quote'
import { useCart, type UseCart } from '@/stores/cart/use-cart'
import { StoreLink } from '@/components/store/store-link'

const countText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`

/** The cart (docs/data.md#cart): everything picked, store by store, each store checked out on its own. */
export function CartPage() {
  const cart = useCart()
  const online = useOnline()
  const groups = groupCartByStore(cart.items)
  // Until the saved cart is read back (the prerendered page), an empty cart would be a lie.
  const known = useAtomValue(persistedStateReadAtom)

  return (
    <div className="page">
      <PageHeader title="Your cart" lead="Items you have picked, grouped by store." />
      {!known ? (
        // Unknown until the saved cart is read back (the prerendered page). A browser that has
        // saved nothing here yet has nothing in its cart: it sees so at once (styles.css).
        <>
          <div className="first-visit-hidden">
            <SkeletonCards count={2} height="h-40" label="Loading your cart…" />
          </div>
          <div className="first-visit-only">
            <EmptyCart />
          </div>
        </>
      ) : cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-4">
          {!online ? (
            <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
              You are offline. Your cart is saved on this phone and still works; paying needs a connection.
            </p>
          ) : null}
          <CartOverview cart={cart} storeCount={groups.length} />
          {groups.map((group) => (
            <StoreGroup key={group.store?.id ?? 'no-store'} group={group} cart={cart} />
          ))}
        </div>
      )}
      <PageHydrated />
    </div>
  )
}

function EmptyCart() {
  return (
    <EmptyState
      title="Your cart is empty"
      hint="Add dishes and deals from stores near you. Your cart stays on this phone, even offline."
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/near-me" className={buttonClass.primary}>
            Find stores near me
          </Link>
          <Link to="/marketplace" className={buttonClass.secondary}>
            Browse deals
          </Link>
        </div>
      }
    />
  )
}

function CartOverview({ cart, storeCount }: { cart: UseCart; storeCount: number }) {
  const [confirming, setConfirming] = useState(false)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {countText(cart.count)} from {storeCount} {storeCount === 1 ? 'store' : 'stores'} · each store is a separate
        order. VAT, service charge and any delivery fee are added at checkout.
      </p>
      {confirming ? (
        <div
          role="group"
          aria-label="Clear cart?"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-2"
        >
          <p className="px-1 text-sm font-semibold">Remove all {countText(cart.count)}?</p>
          <button
            type="button"
            className="inline-flex h-11 items-center justify-center rounded-full bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
            onClick={() => {
              cart.clear()
              setConfirming(false)
            }}
          >
            Yes, clear cart
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(false)} autoFocus>
            Keep items
          </button>
        </div>
      ) : (
        <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(true)}>
          Clear cart
        </button>
      )}
    </div>
  )
}

function StoreGroup({ group, cart }: { group: CartStoreGroup; cart: UseCart }) {
  const headingId = useId()
  const { store } = group
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <header className="flex items-center gap-3">
        <Thumbnail src={store?.logo} width={40} height={40} className="size-10 rounded-full" />
        <h2 id={headingId} className="min-w-0 text-lg font-bold break-words">
          {store ? (
            <StoreLink store={store} className="inline-flex min-h-11 items-center hover:underline">
              {store.name_of_business}
            </StoreLink>
          ) : (
            'Other items'
          )}
        </h2>
      </header>
      <ul className="mt-2 divide-y divide-[var(--line)]">
        {group.items.map((item) => (
          <CartLine key={item.id} item={item} actions={cart} />
        ))}
      </ul>
      {store ? <StoreQuote store={store} items={group.items} /> : null}
      <footer className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        {store ? (
          <PricedSubtotal store={store} group={group} />
        ) : (
          <p>
            <span className="text-sm text-muted">Subtotal ({countText(group.count)}) </span>
            <strong className="text-lg tabular-nums">{formatNaira(group.subtotal)}</strong>
          </p>
        )}
        {store ? (
          <Link to="/checkout" search={{ store: store.slug }} className={`${buttonClass.primary} w-full sm:w-auto`}>
            Check out {store.name_of_business}
          </Link>
        ) : (
          <p className="text-sm text-muted">
            These items do not say which store they come from, so they cannot be checked out. Add them again from the
            store&apos;s page.
          </p>
        )}
      </footer>
    </section>
  )
}

/**
 * The store's subtotal: the cart's copy, greyed while the store is asked; once the store's
 * answer differs, its new subtotal (the one the panel above names), never two figures at once.
 */
function PricedSubtotal({ store, group }: { store: CartStore; group: CartStoreGroup }) {
  const { query } = useCartQuote(store, group.items)
  const quote = query.data
  const repriced = quote !== undefined && !quoteMatchesCart(quote, group.items)
  const checking = quote === undefined && query.isFetching
  return (
    <p className={checking ? 'text-muted' : undefined}>
      <span className="text-sm text-muted">
        {repriced ? 'Subtotal with the new prices' : `Subtotal (${countText(group.count)})`}{' '}
      </span>
      <strong className="text-lg tabular-nums">{formatNaira(repriced ? quote.subtotal : group.subtotal)}</strong>
      {checking ? <span className="text-sm"> · checking…</span> : null}
    </p>
  )
}

/** The server's word on this store's lines: changed prices to accept, or a closed store. */
function StoreQuote({ store, items }: { store: CartStore; items: CartStoreGroup['items'] }) {
  const { query } = useCartQuote(store, items)
  const quote = query.data
  return (
    <div aria-live="polite" className="mt-2 grid gap-2 empty:hidden">
      {quote ? (
        quoteNeedsAttention(quote) ? (
          <>
            <ClosedStoreNotice quote={quote} />
            <RepricePanel quote={quote} items={items} />
          </>
        ) : (
          <QuoteChecked />
        )
      ) : query.isFetching ? (
        <p className="text-sm text-muted">Checking today&apos;s prices…</p>
      ) : query.isError ? (
        <p className="text-sm text-muted">Prices are checked again at checkout.</p>
      ) : null}
    </div>
  )
}
