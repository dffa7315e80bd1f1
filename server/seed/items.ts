// A seeded store's items: its menu (4 to 6 of the dishes its kind of place sells), and its deals,
// each one of those dishes for less, linked to its menu item: a coupon, a discount, a featured
// deal and a marketplace discount, each by chance.
import type { Insertable } from 'kysely'
import { API_BASE } from '../config'
import type { Database } from '../database/schema'
import { COUPON_DESCRIPTION } from '../database/sqlite-legacy'
import { slugify, type Draw } from './draw'
import { productsFor, type Product } from './seed-data'
import { itemRow, type ItemParams } from './seed-rows'
import type { SeededStore } from './stores'

type Items = Array<Insertable<Database['items']>>
/** When the store's items were written, and a Lagos day relative to the server's. */
type Dates = { created: string; date: (offsetDays: number) => string }

const itemImage = (title: string) => `${API_BASE}/media/item/${slugify(title)}.svg`

/** Adds the item's row (ids are given: the tables are empty) and answers its id. */
function add(items: Items, params: ItemParams): number {
  items.push(itemRow(items.length + 1, params))
  return items.length
}

/** The store's menu: its dishes, and each dish's menu item id by title. */
function seedMenu({ random }: Draw, store: SeededStore, created: string, items: Items) {
  const products = [...productsFor(store.placeType)].sort(() => random() - 0.5).slice(0, 4 + Math.floor(random() * 3))
  const menuIds = new Map<string, number>()
  for (const product of products) {
    const id = add(items, {
      kind: 'menu',
      storeId: store.id,
      ...product,
      image: itemImage(product.title),
      discounted: null,
      percentage: null,
      code: null,
      from: null,
      until: null,
      hot: 0,
      likes: Math.floor(random() * 80),
      ratingTotal: 0,
      ratingCount: 0,
      created,
      menuItem: null,
    })
    menuIds.set(product.title, id)
  }
  return { products, menuIds }
}

type DealFields = Pick<
  ItemParams,
  'kind' | 'description' | 'discounted' | 'percentage' | 'code' | 'from' | 'until' | 'hot' | 'likes'
>

/** A deal on one of the store's dishes, linked to its menu item; its title names the product (the card's badge says the rest). */
function dealRow(
  store: SeededStore,
  menuIds: Map<string, number>,
  created: string,
  product: Product,
  fields: DealFields,
): ItemParams {
  return {
    storeId: store.id,
    title: product.title,
    menuItem: menuIds.get(product.title) ?? null,
    image: itemImage(product.title),
    price: product.price,
    ...fields,
    ratingTotal: 0,
    ratingCount: 0,
    created,
  }
}

const off = (product: Product, percentage: number) => Math.round(product.price * (1 - percentage / 100))

/** The store's deals, each by chance: a coupon and a marketplace discount on its first dish, a discount on its second, a featured deal on its third. */
function seedDeals(
  { random, pick }: Draw,
  store: SeededStore,
  menu: { products: Product[]; menuIds: Map<string, number> },
  { created, date }: Dates,
  items: Items,
) {
  const [promo, second, third] = menu.products
  if (!promo) return
  const dealOn = (product: Product, fields: DealFields) =>
    add(items, dealRow(store, menu.menuIds, created, product, fields))
  if (random() < 0.6) {
    const percentage = pick([10, 15, 20, 25, 30])
    dealOn(promo, {
      kind: 'coupon',
      description: COUPON_DESCRIPTION,
      discounted: off(promo, percentage),
      percentage,
      code: `GIDI${store.slug.replace(/-/g, '').slice(0, 5).toUpperCase()}${percentage}`,
      from: date(-3),
      until: date(14 + Math.floor(random() * 30)),
      hot: random() < 0.3 ? 1 : 0,
      likes: Math.floor(random() * 150),
    })
  }
  if (second && random() < 0.6) {
    const percentage = pick([5, 10, 15, 20, 40])
    dealOn(second, {
      kind: 'discount',
      description: `Limited-time price at ${store.name}.`,
      discounted: off(second, percentage),
      percentage,
      code: null,
      from: date(-2),
      until: date(7 + Math.floor(random() * 21)),
      hot: random() < 0.3 ? 1 : 0,
      likes: Math.floor(random() * 150),
    })
  }
  if (third && random() < 0.25) {
    dealOn(third, {
      kind: 'featured',
      description: `A ${store.street.area} favourite, picked by the GidiDeals team.`,
      discounted: Math.round(third.price * 0.9),
      percentage: 10,
      code: null,
      from: date(-1),
      until: date(30),
      hot: random() < 0.4 ? 1 : 0,
      likes: Math.floor(random() * 200),
    })
  }
  if (random() < 0.2) {
    const percentage = pick([15, 20, 25, 35, 50])
    dealOn(promo, {
      kind: 'marketplace',
      description: `Across-Lagos deal from ${store.name}.`,
      discounted: off(promo, percentage),
      percentage,
      code: null,
      from: date(-1),
      until: date(10 + Math.floor(random() * 20)),
      hot: 0,
      likes: Math.floor(random() * 100),
    })
  }
}

/** The store's menu and deals; false when its kind of place sells nothing (then it has no advert either). */
export function seedItems(draw: Draw, store: SeededStore, dates: Dates, items: Items): boolean {
  const menu = seedMenu(draw, store, dates.created, items)
  if (menu.products.length === 0) return false
  seedDeals(draw, store, menu, dates, items)
  return true
}
