import { Link } from '@tanstack/react-router'
import type { DealItem } from '@contract/records'
import { useCart } from '@/features/cart/use-cart'
import { buttonClass } from '@/ui/states'
import { isRunning } from './deal-format'

/** 'Add to cart' for a deal with a price; once in, how many and a way to the cart. */
export function AddDealToCart({ item, name }: { item: DealItem; name: string }) {
  const cart = useCart()
  const quantity = cart.items.find((entry) => entry.id === item.id)?.quantity ?? 0
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClass.primary}
        onClick={() =>
          cart.add({
            id: item.id,
            name,
            title: item.title,
            price: item.price,
            // Outside its days the deal is sold at its full price (the server prices it so).
            discounted_price: isRunning(item) ? item.discounted_price : null,
            image: item.image,
            ...(item.store ? { store: { ...item.store } } : {}),
          })
        }
      >
        {quantity > 0 ? 'Add one more' : 'Add to cart'}
        <span className="sr-only"> — {name}</span>
      </button>
      <p role="status" className="text-sm">
        {quantity > 0 ? (
          <>
            {quantity} in your cart ·{' '}
            <Link to="/cart" className="font-semibold text-accent underline">
              View cart
            </Link>
          </>
        ) : null}
      </p>
    </div>
  )
}
