// A seeded store's and item's row from the few facts stores.ts and items.ts draw for it.
import type { Insertable } from 'kysely'
import type { DealKind } from '../../contract/rules'
import type { Database } from '../database/schema'

export type StoreParams = {
  name: string
  slug: string
  logo: string
  cover: string
  placeType: string
  cuisine: string | null
  address: string
  area: string
  lat: number
  lng: number
  ratingTotal: number
  ratingCount: number
  likes: number
  subscribers: number
  delivery: number
  hours: string
  phone: string
  description: string
  created: string
}

/**
 * Whether a seeded store takes cash on delivery or at pickup: food and groceries, two stores in
 * three (by id, so no draw moves). Migration 0012 gives older databases the same rule.
 */
export const acceptsCash = (id: number, placeType: string) =>
  ['Restaurant', 'Bakery', 'Supermarket'].includes(placeType) && id % 3 !== 0

export function storeRow(id: number, p: StoreParams): Insertable<Database['stores']> {
  return {
    id,
    name_of_business: p.name,
    slug: p.slug,
    logo: p.logo,
    cover_image: p.cover,
    place_type: p.placeType,
    cuisine_type: p.cuisine,
    address: p.address,
    area: p.area,
    latitude: p.lat,
    longitude: p.lng,
    rating_total: p.ratingTotal,
    rating_count: p.ratingCount,
    likes_count: p.likes,
    subscribers_count: p.subscribers,
    delivery_time_minutes: p.delivery,
    opening_hours: p.hours,
    phone: p.phone,
    description: p.description,
    created_at: p.created,
    accepts_cash: acceptsCash(id, p.placeType) ? 1 : 0,
  }
}

export type ItemParams = {
  kind: DealKind
  storeId: number
  title: string
  description: string
  image: string
  price: number
  discounted: number | null
  percentage: number | null
  code: string | null
  from: string | null
  until: string | null
  hot: number
  likes: number
  ratingTotal: number
  ratingCount: number
  created: string
  menuItem: number | null
}

export function itemRow(id: number, p: ItemParams): Insertable<Database['items']> {
  return {
    id,
    kind: p.kind,
    store_id: p.storeId,
    title: p.title,
    description: p.description,
    image: p.image,
    price: p.price,
    discounted_price: p.discounted,
    percentage: p.percentage,
    code: p.code,
    valid_from: p.from,
    valid_until: p.until,
    is_hot: p.hot,
    likes_count: p.likes,
    rating_total: p.ratingTotal,
    rating_count: p.ratingCount,
    created_at: p.created,
    menu_item_id: p.menuItem,
  }
}
