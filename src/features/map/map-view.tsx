import { lazy, Suspense, useId, type ReactNode } from 'react'
import type { Store } from '@contract/records'
import { MapCanvasBoundary } from './map-canvas-boundary'
import { MAP_BOX, MAP_GRID } from './map-layout'
import { placedStores, type LatLngPair } from './map-geometry'
import { MapStoreList } from './map-store-list'

// Leaflet and its CSS arrive with this chunk, fetched only once the map page is open.
let canvasModule: Promise<typeof import('./map-canvas')> | undefined

function loadMapCanvas() {
  canvasModule ??= import('./map-canvas').catch((error: unknown) => {
    // A failed download may succeed on the next visit: do not remember the failure.
    canvasModule = undefined
    throw error
  })
  return canvasModule
}

/** Starts downloading the map chunk early, alongside the stores. */
export function preloadMapCanvas(): void {
  loadMapCanvas().catch(() => {
    // The boundary around the canvas reports it when the map is drawn.
  })
}

const MapCanvas = lazy(() => loadMapCanvas().then((module) => ({ default: module.MapCanvas })))

/** The map's box: one size whether it holds the map, a skeleton or a note. */
export function MapFrame({ children }: { children?: ReactNode }) {
  return <div className={`${MAP_BOX} overflow-hidden rounded-xl border border-line bg-surface-2`}>{children}</div>
}

/** What fills the frame until Leaflet is drawn, or instead of it. */
function MapPlaceholder({ note }: { note?: string }) {
  return note ? (
    <p className="flex h-full items-center justify-center p-4 text-center text-sm text-muted">{note}</p>
  ) : (
    <div aria-hidden="true" className="h-full animate-pulse bg-surface-2" />
  )
}

type MapViewProps = {
  centre: LatLngPair
  stores: readonly Store[]
  locationName: string
  /** The shopper's own place (or chosen area) is known: distances, and "You are here", mean something. */
  distancesKnown: boolean
  /** Shown in place of the list when there are no stores (the map still shows the shopper). */
  empty?: ReactNode
}

/** The map with the same stores as a list beside it (wide screens) or below it (phones). */
export function MapView({ centre, stores, locationName, distancesKnown, empty }: MapViewProps) {
  const headingId = useId()
  return (
    <div className={MAP_GRID}>
      <MapFrame>
        <MapCanvasBoundary fallback={<MapPlaceholder note="The map could not load. Every store is in the list." />}>
          <Suspense fallback={<MapPlaceholder />}>
            <MapCanvas
              centre={centre}
              stores={placedStores(stores)}
              label={`Map of stores near ${locationName}`}
              distancesKnown={distancesKnown}
            />
          </Suspense>
        </MapCanvasBoundary>
      </MapFrame>
      {stores.length === 0 && empty ? (
        empty
      ) : (
        <MapStoreList stores={stores} headingId={headingId} distancesKnown={distancesKnown} />
      )}
    </div>
  )
}
