import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { ChevronDownIcon, PinIcon } from '@/ui/icons'
import { useDismiss } from '@/ui/use-dismiss'
import { useLocationName } from '@/stores/location/location-state'

// The shopper's place in the shell: the strip under the nav bar up to 1023 px (phones and
// tablets), a button in the nav bar from 1024 px. Either opens the area picker, whose code (and
// the locating code behind it) loads on first use.
const loadPicker = () => import('./location-picker')
const LocationPicker = lazy(loadPicker)

function usePanel() {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return { open, setOpen, close, id: useId() }
}

/** "Your Location · Ikeja  Change": the mobile and tablet strip (the page layout's 'Your Location' (docs/pages.md#side-menu)). */
export function LocationStrip() {
  const name = useLocationName()
  const panel = usePanel()
  return (
    <div className="text-xs text-muted">
      <p className="flex min-h-8 items-center gap-1">
        <PinIcon size={14} className="shrink-0" />
        <span className="font-semibold">Your Location</span>
        <span aria-hidden="true">·</span>
        <span className="truncate">{name}</span>
        <button
          type="button"
          aria-expanded={panel.open}
          aria-controls={panel.id}
          className="-my-1.5 ml-auto min-h-11 shrink-0 rounded-full px-2 font-semibold text-accent"
          onPointerEnter={() => void loadPicker()}
          onClick={() => panel.setOpen((open) => !open)}
        >
          {panel.open ? 'Done' : 'Change'}
          <span className="sr-only"> your area</span>
        </button>
      </p>
      {panel.open ? (
        <Suspense fallback={null}>
          <div id={panel.id} className="pt-1 pb-2 text-[var(--ink)]">
            <LocationPicker onDone={panel.close} />
          </div>
        </Suspense>
      ) : null}
    </div>
  )
}

/** The nav bar's place from 1024 px: the name, opening the picker below it. */
export function LocationMenu({ className = '' }: { className?: string }) {
  const name = useLocationName()
  const panel = usePanel()
  const root = useRef<HTMLDivElement>(null)
  useDismiss(root, panel.open, panel.close)
  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        type="button"
        aria-expanded={panel.open}
        aria-controls={panel.id}
        title="Your location"
        className="flex h-9 items-center gap-1 rounded-full px-2 text-sm text-muted hover:bg-surface-2"
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={() => panel.setOpen((open) => !open)}
      >
        <PinIcon size={16} className="shrink-0" />
        <span className="sr-only">Your location: </span>
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDownIcon size={14} className="shrink-0" />
      </button>
      {panel.open ? (
        <Suspense fallback={null}>
          <div
            id={panel.id}
            className="absolute top-full left-0 z-50 mt-2 w-80 rounded-xl border border-line bg-surface p-3 shadow-xl"
          >
            <LocationPicker onDone={panel.close} />
          </div>
        </Suspense>
      ) : null}
    </div>
  )
}
