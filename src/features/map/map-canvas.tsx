import 'leaflet/dist/leaflet.css'
import './map-canvas.css'
import { divIcon, point, type LeafletEventHandlerFnMap } from 'leaflet'
import { useEffect, useMemo, useState } from 'react'
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet'
import { config } from '@/lib/config'
import { RatingStars } from '@/ui/rating-stars'
import { StoreLink } from '@/components/store/store-link'
import { formatDistance, shopperCentredBounds, type LatLngPair, type PlacedStore } from './map-geometry'

// Loaded only on /map, through React.lazy in map-page.tsx: Leaflet, react-leaflet and
// Leaflet's CSS stay out of every other route's download.

// Leaflet's default marker images are resolved from its CSS path and break under bundlers;
// inline SVG pins cost no image request at all.
const storePin = divIcon({
  className: 'gd-map-pin',
  html: `<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true"><path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.5 14 35 14 35s13-11.5 13-21.2C27 6.7 21.2 1 14 1z" fill="#0f766e" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13.5" r="5" fill="#fff"/></svg>`,
  iconSize: [28, 36],
  iconAnchor: [14, 35],
  popupAnchor: [0, -32],
})

const shopperPin = divIcon({
  className: 'gd-map-pin gd-map-shopper',
  html: '<span></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
})

const MIN_ZOOM = 3
const MAX_FIT_ZOOM = 16
const DEFAULT_ZOOM = 14

/** Centres the map on the shopper, zoomed to hold the nearest stores, when either changes. */
function FollowShopper({ centre, stores }: { centre: LatLngPair; stores: readonly PlacedStore[] }) {
  const map = useMap()
  const [lat, lng] = centre
  // Refit for a new set of stores, not for every refetch of the same one.
  const storesKey = stores.map((store) => store.id).join(',')
  useEffect(() => {
    const bounds = shopperCentredBounds([lat, lng], stores)
    if (!bounds) {
      map.setView([lat, lng], DEFAULT_ZOOM, { animate: false })
      return
    }
    const fitted = map.getBoundsZoom(bounds, false, point(24, 24))
    const zoom = Number.isFinite(fitted) ? Math.max(MIN_ZOOM, Math.min(MAX_FIT_ZOOM, fitted)) : DEFAULT_ZOOM
    map.setView([lat, lng], zoom, { animate: false })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the store ids, not the array's identity
  }, [map, lat, lng, storesKey])
  return null
}

/** Names the map for assistive technology; Leaflet's container is the focusable element. */
function LabelMap({ label }: { label: string }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-roledescription', 'map')
    container.setAttribute('aria-label', label)
  }, [map, label])
  return null
}

type MapCanvasProps = {
  centre: LatLngPair
  stores: readonly PlacedStore[]
  /** The map's accessible name, e.g. "Map of stores near Ikeja". */
  label: string
  /** Whether the centre is the shopper's place (else central Lagos, with no distances). */
  distancesKnown: boolean
}

export function MapCanvas({ centre, stores, label, distancesKnown }: MapCanvasProps) {
  const [tilesFailing, setTilesFailing] = useState(false)
  const tileEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({ tileerror: () => setTilesFailing(true), tileload: () => setTilesFailing(false) }),
    [],
  )
  return (
    <div className="gd-map relative isolate h-full w-full">
      <MapContainer center={centre} zoom={DEFAULT_ZOOM} minZoom={MIN_ZOOM} className="h-full w-full">
        <LabelMap label={label} />
        <FollowShopper centre={centre} stores={stores} />
        <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} eventHandlers={tileEvents} />
        <Marker
          position={centre}
          icon={shopperPin}
          keyboard={false}
          title={distancesKnown ? 'You are here' : 'Central Lagos'}
          zIndexOffset={1000}
        />
        {stores.map((store) => (
          // The list beside the map is the keyboard way in; 200 pins in the tab order would not be.
          <Marker
            key={store.id}
            position={[store.latitude, store.longitude]}
            icon={storePin}
            keyboard={false}
            title={store.name_of_business}
          >
            <Popup>
              <div className="flex min-w-40 flex-col gap-1">
                <strong className="text-sm">{store.name_of_business}</strong>
                {store.rating !== undefined ? <RatingStars rating={store.rating} count={store.rating_count} /> : null}
                {distancesKnown && store.distance_km !== undefined ? (
                  <span className="text-xs text-muted">{formatDistance(store.distance_km)} away</span>
                ) : null}
                <StoreLink store={store} className="font-semibold text-accent underline-offset-2 hover:underline">
                  View store<span className="sr-only">: {store.name_of_business}</span>
                </StoreLink>
              </div>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
      {tilesFailing ? (
        <p
          role="status"
          className="pointer-events-none absolute top-2 right-2 left-14 z-[1000] sm:right-auto rounded-lg bg-surface px-3 py-1.5 text-xs text-muted shadow"
        >
          The map background cannot load right now. The pins and the list still work.
        </p>
      ) : null}
    </div>
  )
}
