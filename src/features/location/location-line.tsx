import { PinIcon } from '@/ui/icons'
import { useLocationName, useRefreshLocation } from './use-location'

/** "Near Ikeja, Lagos · Use my location": where results are counted from, and a way to update it. */
export function LocationLine({ lead = 'Near' }: { lead?: string }) {
  const locationName = useLocationName()
  const { refresh, locating } = useRefreshLocation()
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1">
        <PinIcon size={16} className="text-accent" />
        <span>
          {lead} <strong>{locationName}</strong>
        </span>
      </span>
      {/* "Finding you…" is read while it shows: muted, not faded below AA contrast. */}
      <button
        type="button"
        className="font-semibold text-accent underline-offset-2 hover:underline disabled:text-muted"
        onClick={() => void refresh()}
        disabled={locating}
      >
        {locating ? 'Finding you…' : 'Use my location'}
      </button>
    </p>
  )
}
