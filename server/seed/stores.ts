// One seeded store: its name (a second branch of a name takes its area), place, hours and numbers.
import type { Insertable } from 'kysely'
import { PLACE_TYPES, type PlaceType } from '../../contract/catalog'
import { API_BASE } from '../config'
import type { Database } from '../database/schema'
import { slugify, type Draw } from './draw'
import { restaurantCuisine, storeNames, streets, type Street } from './seed-data'
import { storeRow } from './seed-rows'

export type SeededStore = { id: number; name: string; slug: string; placeType: PlaceType; street: Street }

/** Draws the next store, adds its row (ids are given: the tables are empty) and says what its items need. */
export function seedStore(
  { random, pick }: Draw,
  branches: Map<string, number>,
  created: string,
  stores: Array<Insertable<Database['stores']>>,
): SeededStore {
  // Restaurants are most of what Lagos shoppers look for.
  const placeType: PlaceType =
    random() < 0.55 ? 'Restaurant' : pick(PLACE_TYPES.filter((type) => type !== 'Restaurant'))
  const street = pick(streets)
  const base = pick(storeNames[placeType])
  const branchCount = branches.get(base) ?? 0
  branches.set(base, branchCount + 1)
  const name = branchCount === 0 ? base : `${base} ${street.area}${branchCount > 1 ? ` ${branchCount}` : ''}`
  const slug = slugify(name)
  const ratingCount = 5 + Math.floor(random() * 200)
  const rating = 3 + random() * 2
  const id = stores.length + 1
  stores.push(
    storeRow(id, {
      name,
      slug,
      logo: `${API_BASE}/media/logo/${slug}.svg`,
      cover: `${API_BASE}/media/cover/${slug}.svg`,
      placeType,
      cuisine: placeType === 'Restaurant' ? (restaurantCuisine[base] ?? 'Nigerian') : null,
      address: `${1 + Math.floor(random() * 120)} ${street.street}, ${street.area}, Lagos`,
      area: street.area,
      // Within about 1.5 km of the street's centre.
      lat: +(street.lat + (random() - 0.5) * 0.027).toFixed(6),
      lng: +(street.lng + (random() - 0.5) * 0.027).toFixed(6),
      ratingTotal: +(rating * ratingCount).toFixed(1),
      ratingCount,
      likes: Math.floor(random() * 500),
      subscribers: Math.floor(random() * 300),
      delivery: 15 + 5 * Math.floor(random() * 10),
      hours: placeType === 'Lounge' ? 'Daily 4pm – 2am' : random() < 0.5 ? 'Mon – Sat 8am – 9pm' : 'Daily 9am – 10pm',
      phone: `+234 80${Math.floor(10000000 + random() * 89999999)}`,
      description: `${name} serves ${street.area} from ${street.street}. Order online or visit us.`,
      created,
    }),
  )
  return { id, name, slug, placeType, street }
}
