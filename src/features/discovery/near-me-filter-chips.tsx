import { deliveryLabel, PROMOTION_OPTIONS, ratingLabel } from './near-me-filter-options'
import { validateNearMeSearch, type NearMeSearch } from './near-me-search'

// docs/history.md#issue-17-10: on a small screen the five filters filled the whole first screen. Below md they
// fold into one row of chips: "Filters" opens the panel, and each filter in force shows as a
// chip that takes it off. From md up the panel is always open and the row is not shown.

/** One filter in force, in the shopper's words, for the chip row of a small screen. */
type ActiveFilter = { key: keyof NearMeSearch; label: string }

function activeFilters(search: NearMeSearch): ActiveFilter[] {
  const active: ActiveFilter[] = []
  if (search.place_type) active.push({ key: 'place_type', label: search.place_type })
  if (search.cuisine_type) active.push({ key: 'cuisine_type', label: search.cuisine_type })
  if (search.rating) active.push({ key: 'rating', label: ratingLabel(search.rating) })
  if (search.max_delivery_time !== undefined)
    active.push({ key: 'max_delivery_time', label: deliveryLabel(search.max_delivery_time) })
  const promotion = PROMOTION_OPTIONS.find((option) => option.value === search.promotion)
  if (promotion) active.push({ key: 'promotion', label: promotion.label })
  return active
}

const chipClass =
  'inline-flex h-12 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:bg-surface-2'

type FilterChipsProps = {
  value: NearMeSearch
  onChange: (next: NearMeSearch) => void
  open: boolean
  onToggle: () => void
  /** The id of the panel the Filters chip opens. */
  panelId: string
}

export function NearMeFilterChips({ value, onChange, open, onToggle, panelId }: FilterChipsProps) {
  const active = activeFilters(value)
  const without = (key: keyof NearMeSearch) => {
    const next: Record<string, unknown> = { ...value }
    delete next[key]
    onChange(validateNearMeSearch(next))
  }
  return (
    <ul className="-mx-4 mb-3 flex gap-2 overflow-x-auto px-4 pb-1 md:hidden" aria-label="Near me filters">
      <li>
        <button
          type="button"
          className={`${chipClass} ${open ? 'border-accent' : ''}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 5h18M6 12h12M10 19h4" strokeLinecap="round" />
          </svg>
          Filters
          {active.length > 0 ? (
            <span className="rounded-full bg-accent px-1.5 text-xs tabular-nums">
              {active.length}
              <span className="sr-only"> on</span>
            </span>
          ) : null}
        </button>
      </li>
      {active.map((filter) => (
        <li key={filter.key}>
          <button
            type="button"
            className={chipClass}
            aria-label={`Remove filter: ${filter.label}`}
            onClick={() => without(filter.key)}
          >
            {filter.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
