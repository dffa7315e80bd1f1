// The provider's vocabulary for stores: the place types and cuisines. The reference server
// seeds its stores from these (server/seed/seed-data.ts), and the app offers them in the near-me
// filters and the map's choice; a provider with other values changes them here, once.

export const PLACE_TYPES = [
  'Restaurant',
  'Supermarket',
  'Pharmacy',
  'Fashion',
  'Electronics',
  'Salon',
  'Bakery',
  'Lounge',
] as const
export type PlaceType = (typeof PLACE_TYPES)[number]

export const CUISINES = [
  'Nigerian',
  'Yoruba',
  'Igbo',
  'Continental',
  'Chinese',
  'Fast Food',
  'Grills',
  'Seafood',
] as const
export type Cuisine = (typeof CUISINES)[number]
