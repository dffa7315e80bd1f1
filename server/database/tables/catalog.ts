// The catalog: stores, their items (menus and deals) and adverts.
import type { Generated } from 'kysely'
import type { DealKind } from '../../../contract/rules'

type Id = Generated<number>

export interface StoresTable {
  id: Id
  name_of_business: string
  slug: string
  logo: string
  cover_image: string
  place_type: string
  cuisine_type: string | null
  address: string
  area: string
  latitude: number
  longitude: number
  rating_total: number
  rating_count: number
  likes_count: Generated<number>
  subscribers_count: Generated<number>
  delivery_time_minutes: number
  /** How far its riders go, in km; beyond it, pickup only. */
  delivery_radius_km: Generated<number>
  opening_hours: string
  phone: string
  description: string
  created_at: string
  /** 1: takes cash on delivery or at pickup (contract/payment-methods.ts). */
  accepts_cash: Generated<number>
}

export interface ItemsTable {
  id: Id
  kind: DealKind
  store_id: number
  title: string
  description: string
  image: string
  price: number
  discounted_price: number | null
  percentage: number | null
  code: string | null
  valid_from: string | null
  valid_until: string | null
  is_hot: Generated<number>
  likes_count: Generated<number>
  rating_total: Generated<number>
  rating_count: Generated<number>
  created_at: string
  menu_item_id: number | null
}

export interface AdvertsTable {
  id: Id
  title: string
  image: string
  link: string
  store_id: number
}

/** A store's secret key, as its SHA-256 (hex): the key itself is shown once, never stored. */
export interface StoreKeysTable {
  store_id: number
  key_hash: string
  created_at: string
}
