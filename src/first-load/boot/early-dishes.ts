// A store front's first dishes, painted by the early script (./early-reads.ts) into the store
// skeleton's slot (src/features/store/store-states.tsx) as soon as the store's answer is in: the
// shopper reads the menu's first names and prices, and can add a dish, while the app's JavaScript
// is still on its way or starting. Each Add button carries the dish's id (EARLY_ADD); a tap on it
// is the island's (./early-taps.ts), which puts the same line in the saved cart as the app's
// button would (src/components/store/menu-item-cart-control.tsx). Words only, every one as text;
// pictures wait for the first screen, as the app's do. A dish with a deal running today is
// painted without its buttons: the app offers it two ways, with its own words. A closed store's
// menu says first when it opens, as the app's does.
import { closedNotice } from '@contract/opening-hours'
import { CLOSED_MENU_ADVICE } from '@/components/store/store-facts'
import { formatNaira } from '@/lib/format/money'
import { EARLY_ADD, EARLY_CARDS_SLOT, type EarlyLine } from '@/lib/early/protocol'
import { buttonClass } from '@/ui/button-class'
import { amount, element, isId, text, type Fields } from './early-dom'

/** As many as the skeleton has boxes. */
export const EARLY_DISHES = 4

/** The dish's line as the app's Add makes it (menu-item-cart-control.tsx's menuLine). */
function lineOf(dish: Fields, name: string, store: Fields): EarlyLine | undefined {
  if (!isId(dish.id) || !isId(store.id) || !text(store.name_of_business) || typeof store.slug !== 'string')
    return undefined
  const shop: Fields = { id: store.id, name_of_business: store.name_of_business, slug: store.slug }
  if (typeof store.logo === 'string') shop.logo = store.logo
  const line: EarlyLine = { id: dish.id, kind: 'menu', name }
  if (text(dish.title)) line.title = dish.title
  if (amount(dish.price) !== undefined) line.price = dish.price
  if (dish.discounted_price === null || amount(dish.discounted_price) !== undefined)
    line.discounted_price = dish.discounted_price
  if (text(dish.image)) line.image = dish.image
  line.store = shop
  return line
}

/** The price as the app's card says it: the discounted one first, the full one struck through. */
function price(dish: Fields): HTMLElement | null {
  const full = amount(dish.price)
  const discounted = amount(dish.discounted_price)
  if (discounted !== undefined && full !== undefined && discounted < full) {
    const was = element('s', 'text-sm text-muted', element('span', 'sr-only', 'was '), formatNaira(full))
    return element(
      'p',
      'flex flex-wrap items-baseline gap-x-2',
      element('span', 'font-bold', formatNaira(discounted)),
      was,
    )
  }
  const shown = discounted ?? full
  return shown === undefined ? null : element('p', 'font-bold', formatNaira(shown))
}

function dishCard(dish: Fields, store: Fields, lines: Map<number, EarlyLine>): HTMLLIElement | null {
  const name = text(dish.name) ?? text(dish.title)
  if (!name || !isId(dish.id)) return null
  // The whole card opens the dish, and Add sits above it, as on the app's card (src/features/store/menu-item-list.tsx).
  const link = element('a', 'after:absolute after:inset-0 hover:underline focus-visible:outline-none', name)
  link.href = `/menu-item-detail/${dish.id}`
  const words = element('div', 'flex min-w-0 flex-col gap-1', element('h3', 'font-semibold break-words', link))
  const shownPrice = price(dish)
  if (shownPrice) words.append(shownPrice)
  const card = element(
    'li',
    'relative grid grid-cols-[5rem_minmax(0,1fr)] content-start gap-x-3 gap-y-2 rounded-xl border border-line bg-surface p-3',
    element('div', 'size-20 rounded-lg bg-surface-2'),
    words,
  )
  const line = dish.deal ? undefined : lineOf(dish, name, store)
  if (line) {
    const add = element(
      'button',
      `${buttonClass.primary} h-auto min-h-11 py-1.5 text-left`,
      'Add to cart',
      element('span', 'sr-only', ` — ${name}`),
    )
    add.type = 'button'
    add.setAttribute(EARLY_ADD, String(line.id))
    lines.set(line.id, line)
    card.append(element('div', 'relative z-[1] col-start-2', add))
  }
  return card
}

/**
 * Paints the first dishes of a store's answer (`{ data: { results: store } }`) into the page's
 * slot, remembering each painted Add's line in `lines`; false when there is no slot or no dish.
 * Open or closed is read at `now`, the server's time as the answer gave it (./early-fetch.ts answerNow).
 */
export function paintEarlyDishes(
  page: ParentNode,
  answer: unknown,
  lines: Map<number, EarlyLine>,
  now: number = Date.now(),
): boolean {
  const slot = page.querySelector(`[${EARLY_CARDS_SLOT}]`)
  const store = (answer as { data?: { results?: unknown } } | null)?.data?.results
  if (!slot || typeof store !== 'object' || store === null) return false
  const dishes = (store as Fields).menu_items
  if (!Array.isArray(dishes)) return false
  const cards = (dishes as unknown[])
    .slice(0, EARLY_DISHES)
    .map((dish) =>
      typeof dish === 'object' && dish !== null ? dishCard(dish as Fields, store as Fields, lines) : null,
    )
    .filter((made): made is HTMLLIElement => made !== null)
  if (cards.length === 0) return false
  const heading = element('h2', 'mb-3 text-xl font-bold tracking-tight', 'Menu')
  const parts: HTMLElement[] = [heading]
  // At night the app's menu opens with when the store opens: said here too, before a painted Add.
  const closed = closedNotice(text((store as Fields).opening_hours), new Date(now))
  if (closed)
    parts.push(
      element(
        'p',
        'mb-3 rounded-lg bg-surface-2 px-3 py-2 text-sm',
        element('strong', '', closed),
        `. ${CLOSED_MENU_ADVICE}`,
      ),
    )
  slot.replaceChildren(element('div', 'col-span-full', ...parts, element('ul', 'grid gap-3 md:grid-cols-2', ...cards)))
  return true
}
