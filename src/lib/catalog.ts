// The provider's vocabulary for stores: the place types and cuisines the reference server's
// seed uses (server/seed-data.ts). One list for the near-me filters and the map's choice; a
// provider with other values changes them here.

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
