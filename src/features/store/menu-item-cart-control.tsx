import { Link } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'
import type { DealItem, StoreRef } from '@contract/records'
import { useCart } from '@/features/cart/use-cart'
import { buttonClass } from '@/ui/states'

// A menu item's way into the cart. Once it is in, the shopper sees how many and changes it
// here (− quantity +), as food apps do: a second tap on a button that looked like a status
// label ("✓ In cart") used to add a portion without saying so.

const stepClass =
  'grid size-10 place-items-center rounded-full border border-line text-lg leading-none font-bold hover:bg-surface-2'

type Props = { item: DealItem; store: StoreRef; name: string }

export function MenuItemCartControl({ item, store, name }: Props) {
  const cart = useCart()
  const quantity = cart.items.find((entry) => entry.id === item.id)?.quantity ?? 0
  const add = useRef<HTMLButtonElement>(null)
  const more = useRef<HTMLButtonElement>(null)
  // The control the tap removed is replaced by the other one: focus follows, never lost to <body>.
  const focusNext = useRef<'add' | 'more' | null>(null)
  useLayoutEffect(() => {
    const target = focusNext.current === 'add' ? add.current : focusNext.current === 'more' ? more.current : null
    focusNext.current = null
    target?.focus()
  }, [quantity])

  if (quantity === 0) {
    return (
      <button
        ref={add}
        type="button"
        className={buttonClass.primary}
        onClick={() => {
          focusNext.current = 'more'
          cart.add({
            id: item.id,
            name,
            title: item.title,
            price: item.price,
            discounted_price: item.discounted_price,
            image: item.image,
            store: { id: store.id, name_of_business: store.name_of_business, slug: store.slug, logo: store.logo },
          })
        }}
      >
        Add to cart<span className="sr-only"> — {name}</span>
      </button>
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div role="group" aria-label={`${name} in your cart`} className="flex items-center gap-2">
        <button
          type="button"
          className={stepClass}
          aria-label={`Remove one ${name}`}
          onClick={() => {
            // At 1 the − takes the item out of the cart (SPEC §4), and Add to cart comes back.
            if (quantity === 1) focusNext.current = 'add'
            cart.decrement(item.id)
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" className="min-w-16 text-center text-sm font-semibold tabular-nums">
          {quantity} in your cart
        </output>
        <button
          ref={more}
          type="button"
          className={stepClass}
          aria-label={`Add one more ${name}`}
          onClick={() => cart.increment(item.id)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <Link to="/cart" className="text-sm font-semibold text-accent underline">
        View cart
      </Link>
    </div>
  )
}
