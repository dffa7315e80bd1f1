import { useAtomValue, useStore } from 'jotai'
import { useState, useSyncExternalStore } from 'react'
import { AREAS } from '@/stores/location/areas'
import { placeLabel } from '@/stores/location/locate'
import { browserGeolocation, offersDeviceLocation, problemMessage } from '@/stores/location/locate-browser'
import { ShopperMessage } from '@/ui/shopper-message'
import { locationDeniedAtom, locationProblemAtom, useShopperLocation } from '@/stores/location/location-state'
import { useChooseArea, useRefreshLocation } from '@/stores/location/use-location'

const chipClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold disabled:text-muted aria-pressed:border-[var(--accent)] aria-pressed:bg-accent'

type LocationPickerProps = {
  /** After an area is chosen or the shopper's position found (a panel closes itself). */
  onDone?: () => void
  /** Say that the lists count from the shopper's position (where no line above says so). */
  saysSource?: boolean
  /**
   * Say why the browser gave no position, with what to do instead. Near me's picker, open from
   * the first paint, leaves a failure of the app's own start to the toast and the line above (a
   * paragraph arriving then would push the page down); one that follows a tap here, it says.
   */
  saysProblem?: boolean
  className?: string
}

const noChanges = () => () => undefined

/** Whether the browser can locate; assumed in the build's HTML and while React hydrates it. */
function useGeolocationSupported(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => browserGeolocation() !== undefined,
    // The build's HTML offers it (almost every phone can locate), so hydrating changes nothing.
    () => true,
  )
}

/**
 * Where lists count from (docs/decisions.md#location): the areas GidiDeals serves, and "Use my location" when it
 * could change something. When the browser gave no position, one message says why and what to
 * do instead, in place of a toast per tap.
 */
export function LocationPicker({ onDone, saysSource = true, saysProblem = true, className = '' }: LocationPickerProps) {
  const location = useShopperLocation()
  const problem = useAtomValue(locationProblemAtom)
  const denied = useAtomValue(locationDeniedAtom)
  const store = useStore()
  const choose = useChooseArea()
  const { refresh, locating } = useRefreshLocation()
  const [asked, setAsked] = useState(false)
  const offerDevice = offersDeviceLocation(location, { supported: useGeolocationSupported(), denied })

  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {problem && (saysProblem || asked) ? (
        <p role="status" className="text-sm">
          <ShopperMessage message={problemMessage(problem)} kind="location" />
        </p>
      ) : null}
      {saysSource && location.source === 'device' ? (
        <p className="text-sm text-muted">Counting from where you are: {placeLabel(location)}.</p>
      ) : null}
      {/* One row that scrolls sideways on a narrow phone: its height never depends on whether
          "Use my location" is offered (known only once the page runs), so nothing below moves.
          The padding keeps the chips' focus rings inside the scroller. */}
      <div role="group" aria-label="Choose your area" className="-m-1.5 flex gap-2 overflow-x-auto p-1.5">
        {offerDevice ? (
          <button
            type="button"
            className={`${chipClass} border-[var(--accent)] text-accent`}
            disabled={locating}
            onClick={() => {
              setAsked(true)
              void refresh().then(() => {
                // Found: the panel has done its job. Not found: it stays, with the reason.
                if (store.get(locationProblemAtom) === null) onDone?.()
              })
            }}
          >
            {/* "Finding you…" is read while it shows: muted, not faded below AA contrast. */}
            {locating ? 'Finding you…' : 'Use my location'}
          </button>
        ) : null}
        {AREAS.map((area) => (
          <button
            key={area}
            type="button"
            className={`${chipClass} border-line`}
            aria-pressed={location.source === 'area' && location.area === area}
            onClick={() => {
              choose(area)
              onDone?.()
            }}
          >
            {area}
          </button>
        ))}
      </div>
    </div>
  )
}

export default LocationPicker
