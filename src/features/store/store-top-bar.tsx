import { Link } from '@tanstack/react-router'
import { useCartCount } from '@/features/cart/use-cart'
import { CartIcon } from '@/ui/icons'

// The shell hides the nav bar on the store front (SPEC §2), so the page carries its own way
// back and its own cart link.

export function StoreTopBar() {
  const count = useCartCount()
  return (
    <nav aria-label="Store front" className="border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-3 md:px-6">
        <Link
          to="/near-me"
          className="inline-flex h-10 items-center gap-1 rounded-full px-2 text-sm font-semibold hover:bg-surface-2"
        >
          <span aria-hidden="true">←</span> Stores near me
        </Link>
        <Link
          to="/cart"
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          className="relative grid size-10 place-items-center rounded-full hover:bg-surface-2"
        >
          <CartIcon />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-deal-700 px-1 text-[11px] font-bold text-white"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Link>
      </div>
    </nav>
  )
}
