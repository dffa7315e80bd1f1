// Naming a shopper's position (GET userLocation): the Nigerian state from a table
// of the 36 states and the FCT, the country, and inside Lagos the area (Ikeja, Lekki, …) that
// the app's location strip shows.
import { haversineKm } from '../database'

type Box = { south: number; north: number; west: number; east: number }
type State = { name: string; capital: { lat: number; lng: number }; box: Box }

type Pair = readonly [number, number]

const state = (name: string, [lat, lng]: Pair, [south, north]: Pair, [west, east]: Pair): State => ({
  name,
  capital: { lat, lng },
  box: { south, north, west, east },
})

/**
 * Each state's bounding box (latitude south–north, longitude west–east, degrees, rounded
 * outwards to two decimals) and its capital. Boxes overlap where borders are not straight
 * (Lagos lies inside Ogun's box): a point in several boxes belongs to the state whose capital
 * is nearest, which settles the cities a shopper is likely in.
 */
export const NIGERIAN_STATES: readonly State[] = [
  state('Abia', [5.525, 7.4922], [4.78, 6.03], [7.16, 7.95]),
  state('Adamawa', [9.2035, 12.4954], [7.47, 10.96], [11.4, 13.69]),
  state('Akwa Ibom', [5.0377, 7.9128], [4.45, 5.55], [7.45, 8.35]),
  state('Anambra', [6.2104, 7.0741], [5.68, 6.79], [6.62, 7.35]),
  state('Bauchi', [10.3158, 9.8442], [9.3, 12.22], [8.5, 10.75]),
  state('Bayelsa', [4.9267, 6.2676], [4.26, 5.38], [5.35, 6.75]),
  state('Benue', [7.7337, 8.5213], [6.43, 8.15], [7.47, 10.0]),
  state('Borno', [11.8311, 13.151], [10.0, 13.71], [11.5, 14.68]),
  state('Cross River', [4.9757, 8.3417], [4.47, 6.9], [7.69, 9.47]),
  state('Delta', [6.198, 6.7315], [5.05, 6.5], [5.05, 6.77]),
  state('Ebonyi', [6.3249, 8.1137], [5.68, 6.8], [7.52, 8.45]),
  state('Edo', [6.335, 5.6037], [5.74, 7.6], [5.04, 6.72]),
  state('Ekiti', [7.6233, 5.2209], [7.25, 8.09], [4.78, 5.8]),
  state('Enugu', [6.4584, 7.5464], [5.9, 7.1], [6.95, 7.85]),
  state('Federal Capital Territory', [9.0765, 7.3986], [8.4, 9.35], [6.75, 7.62]),
  state('Gombe', [10.2897, 11.1673], [9.5, 11.2], [10.7, 11.95]),
  state('Imo', [5.4836, 7.0333], [5.18, 5.93], [6.62, 7.41]),
  state('Jigawa', [11.7561, 9.339], [11.0, 13.0], [8.08, 10.6]),
  state('Kaduna', [10.5105, 7.4165], [9.03, 11.33], [6.1, 8.82]),
  state('Kano', [12.0022, 8.592], [10.33, 12.62], [7.68, 9.42]),
  state('Katsina', [12.9908, 7.6018], [10.97, 13.37], [6.87, 8.9]),
  state('Kebbi', [12.4539, 4.1975], [10.08, 13.25], [3.5, 5.7]),
  state('Kogi', [7.8023, 6.7333], [6.7, 8.73], [5.35, 7.9]),
  state('Kwara', [8.4966, 4.5421], [7.95, 10.15], [2.72, 6.07]),
  state('Lagos', [6.6018, 3.3515], [6.36, 6.71], [2.7, 4.36]),
  state('Nasarawa', [8.4939, 8.5153], [7.75, 9.4], [7.0, 9.63]),
  state('Niger', [9.6139, 6.5569], [8.33, 11.5], [3.5, 7.47]),
  state('Ogun', [7.1475, 3.3619], [6.32, 7.98], [2.7, 4.61]),
  state('Ondo', [7.2526, 5.1931], [5.75, 8.25], [4.29, 6.08]),
  state('Osun', [7.7827, 4.5418], [6.97, 8.09], [4.02, 5.07]),
  state('Oyo', [7.3775, 3.947], [7.05, 9.18], [2.68, 4.6]),
  state('Plateau', [9.8965, 8.8583], [8.37, 10.37], [8.32, 10.39]),
  state('Rivers', [4.8156, 7.0498], [4.25, 5.7], [6.45, 7.6]),
  state('Sokoto', [13.0059, 5.2476], [11.5, 13.81], [4.05, 6.52]),
  state('Taraba', [8.8937, 11.3596], [6.3, 9.62], [9.3, 11.96]),
  state('Yobe', [11.747, 11.9608], [10.5, 13.38], [9.6, 12.2]),
  state('Zamfara', [12.1628, 6.6614], [11.08, 13.12], [5.27, 7.25]),
]

/** Lagos areas a shopper knows by name, at their centres; a point takes the nearest one's name. */
export const LAGOS_AREAS: readonly { name: string; lat: number; lng: number }[] = [
  { name: 'Ikeja', lat: 6.6018, lng: 3.3515 },
  { name: 'Lekki', lat: 6.445, lng: 3.49 },
  { name: 'Surulere', lat: 6.4966, lng: 3.3553 },
  { name: 'Victoria Island', lat: 6.4281, lng: 3.4219 },
  { name: 'Ikoyi', lat: 6.4549, lng: 3.4346 },
  { name: 'Lagos Island', lat: 6.4541, lng: 3.3947 },
  { name: 'Yaba', lat: 6.5095, lng: 3.3711 },
  { name: 'Ajah', lat: 6.4698, lng: 3.5852 },
  { name: 'Apapa', lat: 6.4488, lng: 3.359 },
  { name: 'Mushin', lat: 6.528, lng: 3.3541 },
  { name: 'Oshodi', lat: 6.555, lng: 3.3436 },
  { name: 'Maryland', lat: 6.571, lng: 3.367 },
  { name: 'Gbagada', lat: 6.552, lng: 3.389 },
  { name: 'Agege', lat: 6.6156, lng: 3.3234 },
  { name: 'Alimosho', lat: 6.5833, lng: 3.2667 },
  { name: 'Ikorodu', lat: 6.6194, lng: 3.5105 },
  { name: 'Festac', lat: 6.4667, lng: 3.2833 },
  { name: 'Ojo', lat: 6.4612, lng: 3.1647 },
  { name: 'Badagry', lat: 6.415, lng: 2.8813 },
  { name: 'Ibeju-Lekki', lat: 6.45, lng: 3.85 },
  { name: 'Epe', lat: 6.5843, lng: 3.9785 },
]

const inside = (box: Box, lat: number, lng: number) =>
  lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east

function nearest<T>(items: readonly T[], distance: (item: T) => number): T | undefined {
  let best: T | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const item of items) {
    const d = distance(item)
    if (d < bestDistance) [best, bestDistance] = [item, d]
  }
  return best
}

export type PlaceName = { state: string; country: string; area: string | null }

/** docs/data.md#location: the state and the country; the area too inside Lagos. Outside Nigeria: 'Unknown'. */
export function nameThePlace(lat: number, lng: number): PlaceName {
  const candidates = NIGERIAN_STATES.filter((candidate) => inside(candidate.box, lat, lng))
  const found = nearest(candidates, ({ capital }) => haversineKm(lat, lng, capital.lat, capital.lng))
  if (!found) return { state: 'Unknown', country: 'Unknown', area: null }
  const area =
    found.name === 'Lagos'
      ? (nearest(LAGOS_AREAS, (spot) => haversineKm(lat, lng, spot.lat, spot.lng))?.name ?? null)
      : null
  return { state: found.name, country: 'Nigeria', area }
}
