import { Link } from '@tanstack/react-router'
import { groupCartByStore, type CartStoreGroup } from '@/stores/cart/cart-reducer'
import { useCart, type CartStore } from '@/stores/cart/use-cart'
import { SignInLink, useLoginSearch } from '@/ui/sign-in-link'
import { useSession } from '@/stores/session/use-session'
import { formatNaira } from '@/lib/format/money'
import { PageHeader } from '@/ui/page-header'
import { buttonClass, EmptyState } from '@/ui/states'
import { ClosedStoreNotice, RepricePanel } from '@/components/cart/reprice-panel'
import { useCartQuote } from '@/stores/cart/use-cart-quote'
import { useOnline } from '@/lib/browser/use-online'
import { CheckoutForm } from './checkout-form'
import { CheckoutSummary } from './checkout-summary'
import type { CheckoutSearch } from './checkout-search'
import { PaymentReturn } from './payment-return'

type StoreGroup = CartStoreGroup & { store: CartStore }

const matches = (group: StoreGroup, wanted: string) => String(group.store.id) === wanted || group.store.slug === wanted

/** Checkout (docs/pages.md): one store's items per order; back from paying, the verified result. */
export function CheckoutPage({ store, reference }: CheckoutSearch) {
  return (
    <div className="page">
      {/* Back from paying, the page is the payment's outcome, and then the order's confirmation. */}
      {reference ? (
        <PaymentReturn reference={reference} />
      ) : (
        <>
          <PageHeader title="Checkout" lead="Delivery details and payment, one store at a time." />
          <StoreCheckout wanted={store} />
        </>
      )}
    </div>
  )
}

function StoreCheckout({ wanted }: { wanted: string | undefined }) {
  const cart = useCart()
  const groups = groupCartByStore(cart.items).filter((group): group is StoreGroup => group.store !== undefined)
  const group = wanted
    ? groups.find((candidate) => matches(candidate, wanted))
    : groups.length === 1
      ? groups[0]
      : undefined

  if (group) return <OrderForStore group={group} />
  if (groups.length === 0) {
    return (
      <EmptyState
        title="Nothing to check out yet"
        hint="Your cart is empty. Add dishes and deals from a store near you, then check out here."
        action={
          <Link to="/near-me" className={buttonClass.primary}>
            Find stores near me
          </Link>
        }
      />
    )
  }
  return (
    <section aria-labelledby="choose-store" className="grid gap-3">
      {wanted ? (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
          Your cart has nothing from that store any more. Choose one of these to check out.
        </p>
      ) : null}
      <h2 id="choose-store" className="text-lg font-bold">
        Choose a store to check out
      </h2>
      <p className="text-sm text-muted">Each store takes its own order and payment.</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {groups.map((candidate) => (
          <li
            key={candidate.store.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-line p-3"
          >
            <span className="min-w-0">
              <span className="block font-semibold break-words">{candidate.store.name_of_business}</span>
              <span className="text-sm text-muted">
                {candidate.count} {candidate.count === 1 ? 'item' : 'items'} · {formatNaira(candidate.subtotal)}
              </span>
            </span>
            <Link to="/checkout" search={{ store: candidate.store.slug }} className={`${buttonClass.primary} shrink-0`}>
              Check out
              <span className="sr-only"> {candidate.store.name_of_business}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function OrderForStore({ group }: { group: StoreGroup }) {
  const { user, isSignedIn } = useSession()
  const online = useOnline()
  // Signing up comes back here too: signup → code → signed in → this order.
  const loginSearch = useLoginSearch()
  const { request, query } = useCartQuote(group.store, group.items)
  const quote = query.data
  const signedIn = Boolean(isSignedIn && user)
  return (
    <div className="grid gap-4">
      {/* A closed store is said first, above what it would cost and when it would come. */}
      {quote ? <ClosedStoreNotice quote={quote} /> : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:items-start">
        {/* On a phone the summary comes first, unless the shopper must log in: that comes first then. */}
        <div className={`${signedIn ? 'order-2' : 'order-1'} grid gap-4 md:order-1`}>
          {quote ? (
            <div aria-live="polite" className="grid gap-2 empty:hidden">
              <RepricePanel quote={quote} items={group.items} total="total" />
            </div>
          ) : null}
          {isSignedIn && user ? (
            <CheckoutForm
              shop={group.store}
              items={group.items}
              priced={{
                quote,
                request,
                checking: query.isFetching,
                failed: query.isError,
                recheck: () => void query.refetch(),
              }}
              userEmail={user.email}
            />
          ) : (
            <div className="rounded-xl border border-line bg-surface p-4">
              <h2 className="text-lg font-bold">Log in to pay</h2>
              <p className="mt-1 text-sm text-muted">
                Your cart stays on this phone. Log in, or sign up, and you come straight back here to pay.
              </p>
              <SignInLink className={`${buttonClass.primary} mt-3`} />
              <p className="mt-3 text-sm text-muted">
                New here?{' '}
                <Link to="/signup" search={loginSearch} className="font-semibold text-accent underline">
                  Sign up
                </Link>
              </p>
            </div>
          )}
        </div>
        <div className={`${signedIn ? 'order-1' : 'order-2'} grid gap-2 md:sticky md:top-20 md:order-2`}>
          <CheckoutSummary store={group.store} items={group.items} quote={quote} online={online} />
          <Link
            to="/cart"
            className="inline-flex min-h-11 items-center justify-self-start text-sm font-semibold text-accent underline"
          >
            Change items in your cart
          </Link>
        </div>
      </div>
    </div>
  )
}
