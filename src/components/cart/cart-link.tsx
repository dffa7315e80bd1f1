import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { persistedStateReadAtom } from '@/stores/persisted-atom'
import { CartIcon } from '@/ui/icons'
import { CART_LINK } from '@/lib/early/protocol'
import { useCartCount } from '@/stores/cart/cart-atom'

/**
 * The cart icon with its item count, as the nav bar and the store front's own bar show it.
 * Until the saved cart is read back (prerendered HTML) it shows no count: never a wrong one.
 */
export function CartLink({ className = 'size-11' }: { className?: string }) {
  const count = useCartCount()
  const known = useAtomValue(persistedStateReadAtom)
  return (
    <Link
      to="/cart"
      // Where a prerendered store front's island counts a dish added before the app ran
      // (src/first-load/boot/early-taps.ts).
      {...{ [CART_LINK]: '' }}
      aria-label={known ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      className={`relative grid place-items-center rounded-full hover:bg-surface-2 ${className}`}
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
  )
}
