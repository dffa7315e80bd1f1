import { Link } from '@tanstack/react-router'
import type { DishResult } from '@/api/dish-search'
import { dealLink } from '@/lib/links/deal-link'
import { StoreLink } from '@/components/store/store-link'
import { Thumbnail } from '@/ui/thumbnail'
import { DishFacts } from './dish-facts'

/**
 * The results page's dishes: the whole card opens the dish (or its deal), and its store is a link of its own above
 * it, a 44 px row for a thumb.
 */
export function DishResultList({ results, distancesKnown }: { results: DishResult[]; distancesKnown: boolean }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Dishes and deals">
      {results.map((dish) => (
        <li
          key={`${dish.kind}-${dish.id}`}
          className="relative flex gap-3 rounded-xl border border-line bg-surface p-3 focus-within:ring-2 focus-within:ring-[var(--focus)]"
        >
          <Thumbnail src={dish.image} width={72} height={72} className="size-[72px] rounded-lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 className="leading-snug font-semibold">
              <Link {...dealLink(dish.kind, dish.id)} className="after:absolute after:inset-0 hover:underline">
                {dish.title}
              </Link>
            </h3>
            <DishFacts dish={dish} distancesKnown={distancesKnown} />
            <StoreLink
              store={dish.store}
              className="relative z-[1] -my-1.5 inline-flex min-h-11 items-center self-start text-xs font-semibold text-accent hover:underline"
            >
              See {dish.store.name_of_business}
            </StoreLink>
          </div>
        </li>
      ))}
    </ul>
  )
}
