import { useId, useState, type ReactNode } from 'react'
import { buttonClass } from '@/ui/states'
import { NearMeFilterChips } from './near-me-filter-chips'
import {
  deliveryLabel,
  DELIVERY_OPTIONS,
  hasFilters,
  PROMOTION_OPTIONS,
  ratingLabel,
  RATING_OPTIONS,
} from './near-me-filter-options'
import { CUISINE_PLACE_TYPE, CUISINES, PLACE_TYPES, validateNearMeSearch, type NearMeSearch } from './near-me-search'

type NearMeFiltersProps = {
  value: NearMeSearch
  /** Called with the whole new set of filters on every change (the page puts it in the URL). */
  onChange: (next: NearMeSearch) => void
}

const selectClass = 'h-10 w-full rounded-lg border border-line bg-surface px-2 text-sm dark:[color-scheme:dark]'

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/**
 * The near-me filters of docs/api.md#discovery. Each change applies at once (no submit button to find on a
 * small screen); cuisine appears only for restaurants, as only they can be narrowed by it. On a
 * small screen the panel stays folded behind a row of chips until "Filters" opens it.
 */
export function NearMeFilters({ value, onChange }: NearMeFiltersProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  // The form writes raw strings; the same validation as the URL keeps the result consistent
  // (e.g. changing the place type away from Restaurant drops the cuisine).
  const change = (key: keyof NearMeSearch, raw: string) => {
    const next: Record<string, unknown> = { ...value, [key]: raw === '' ? undefined : raw }
    onChange(validateNearMeSearch(next))
  }
  const ratingChoices: { value: string; label: string }[] = [...RATING_OPTIONS]
  if (value.rating && !ratingChoices.some((option) => option.value === value.rating))
    ratingChoices.push({ value: value.rating, label: ratingLabel(value.rating) })
  const deliveryChoices: number[] = [...DELIVERY_OPTIONS]
  if (value.max_delivery_time !== undefined && !deliveryChoices.includes(value.max_delivery_time))
    deliveryChoices.push(value.max_delivery_time)
  deliveryChoices.sort((a, b) => a - b)
  const showsCuisine = value.place_type === CUISINE_PLACE_TYPE

  return (
    <>
      <NearMeFilterChips
        value={value}
        onChange={onChange}
        open={open}
        onToggle={() => setOpen(!open)}
        panelId={panelId}
      />
      <form
        id={panelId}
        role="search"
        aria-label="Filter stores"
        className={`${open ? 'grid' : 'hidden'} mb-5 grid-cols-2 gap-3 rounded-xl border border-line bg-surface-2 p-3 sm:grid-cols-3 md:grid lg:grid-cols-6 lg:items-end`}
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label="Place type">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={value.place_type ?? ''}
              onChange={(event) => change('place_type', event.target.value)}
            >
              <option value="">All places</option>
              {PLACE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        {showsCuisine ? (
          <Field label="Cuisine">
            {(id) => (
              <select
                id={id}
                className={selectClass}
                value={value.cuisine_type ?? ''}
                onChange={(event) => change('cuisine_type', event.target.value)}
              >
                <option value="">Any cuisine</option>
                {CUISINES.map((cuisine) => (
                  <option key={cuisine} value={cuisine}>
                    {cuisine}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label="Rating">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={value.rating ?? ''}
              onChange={(event) => change('rating', event.target.value)}
            >
              <option value="">Any rating</option>
              {ratingChoices.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Delivery time">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={value.max_delivery_time === undefined ? '' : String(value.max_delivery_time)}
              onChange={(event) => change('max_delivery_time', event.target.value)}
            >
              <option value="">Any time</option>
              {deliveryChoices.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {deliveryLabel(minutes)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Promotion">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={value.promotion ?? ''}
              onChange={(event) => change('promotion', event.target.value)}
            >
              <option value="">Any store</option>
              {PROMOTION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {hasFilters(value) ? (
          <div className="flex items-end">
            <button type="button" className={`${buttonClass.secondary} w-full bg-surface`} onClick={() => onChange({})}>
              Clear filters
            </button>
          </div>
        ) : null}
      </form>
    </>
  )
}
