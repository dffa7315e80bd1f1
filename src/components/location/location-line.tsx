import { useId, useState } from 'react'
import { PinIcon } from '@/ui/icons'
import { DistanceNote } from './distance-note'
import { LocationPicker } from './location-picker'
import { useLocationName } from '@/stores/location/location-state'

type LocationLineProps = {
  lead?: string
  /** Near me shows the areas at once; other pages behind "Change area". */
  picker?: 'open' | 'on-demand'
}

/**
 * "Near Ikeja": where the page's lists are counted from (and whether their distances mean
 * anything yet), and the way to change it (the area picker).
 */
export function LocationLine({ lead = 'Near', picker = 'on-demand' }: LocationLineProps) {
  const locationName = useLocationName()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const shown = picker === 'open' || open
  return (
    <div className="mb-4 flex flex-col gap-2">
      <div>
        {/* One line whatever the place is called: a long name is cut short rather than pushing
            "Change area" onto a line of its own (the prerendered page knows no name yet, so a
            wrap would move everything below it once the app has read the place). */}
        <p className="flex items-center gap-x-3 text-sm">
          <span className="inline-flex min-w-0 items-center gap-1">
            <PinIcon size={16} className="shrink-0 text-accent" />
            <span className="truncate">
              {lead} <strong>{locationName}</strong>
            </span>
          </span>
          {picker === 'on-demand' ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              className="-my-1.5 min-h-11 shrink-0 px-1 font-semibold text-accent underline-offset-2 hover:underline"
              onClick={() => setOpen((value) => !value)}
            >
              {open ? 'Done' : 'Change area'}
            </button>
          ) : null}
        </p>
        <DistanceNote className="ml-5" />
      </div>
      {shown ? (
        <div id={panelId}>
          {/* The note above already says where distances count from. */}
          <LocationPicker
            saysSource={false}
            saysProblem={picker !== 'open'}
            onDone={picker === 'open' ? undefined : () => setOpen(false)}
          />
        </div>
      ) : null}
    </div>
  )
}
