import { Link } from '@tanstack/react-router'
import { CartLink } from '@/components/cart/cart-link'

// The shell hides the nav bar on the store front (docs/pages.md#detail-routes), so the page carries its own way
// back and its own cart link.

export function StoreTopBar() {
  return (
    <nav aria-label="Store front" className="border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-3 md:px-6">
        <Link
          to="/near-me"
          className="inline-flex h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold hover:bg-surface-2"
        >
          <span aria-hidden="true">←</span> Stores near me
        </Link>
        <CartLink />
      </div>
    </nav>
  )
}
