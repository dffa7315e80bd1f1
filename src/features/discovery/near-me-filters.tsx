import { useId, useState } from 'react'
import { buttonClass } from '@/ui/states'
import { NearMeFilterChips } from './near-me-filter-chips'
import {
  deliveryChoices,
  hasFilters,
  PROMOTION_OPTIONS,
  ratingChoices,
  type FilterChoice,
} from './near-me-filter-options'
import { CUISINE_PLACE_TYPE, CUISINES, PLACE_TYPES, validateNearMeSearch, type NearMeSearch } from './near-me-search'

type NearMeFiltersProps = {
  value: NearMeSearch
  /** Called with the whole new set of filters on every change (the page puts it in the URL). */
  onChange: (next: NearMeSearch) => void
}

const selectClass = 'h-11 w-full rounded-lg border border-line bg-surface px-2 text-sm dark:[color-scheme:dark]'

type SelectFieldProps = {
  label: string
  value: string
  /** The first choice, which sets no filter ("Any rating"). */
  anyLabel: string
  choices: readonly FilterChoice[]
  onChange: (raw: string) => void
}

/** One filter: its label and a select of its choices. */
function SelectField({ label, value, anyLabel, choices, onChange }: SelectFieldProps) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}

const asChoices = (words: readonly string[]) => words.map((word) => ({ value: word, label: word }))

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
  const change = (key: keyof NearMeSearch) => (raw: string) => {
    const next: Record<string, unknown> = { ...value, [key]: raw === '' ? undefined : raw }
    onChange(validateNearMeSearch(next))
  }
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
        <SelectField
          label="Place type"
          value={value.place_type ?? ''}
          anyLabel="All places"
          choices={asChoices(PLACE_TYPES)}
          onChange={change('place_type')}
        />
        {value.place_type === CUISINE_PLACE_TYPE ? (
          <SelectField
            label="Cuisine"
            value={value.cuisine_type ?? ''}
            anyLabel="Any cuisine"
            choices={asChoices(CUISINES)}
            onChange={change('cuisine_type')}
          />
        ) : null}
        <SelectField
          label="Rating"
          value={value.rating ?? ''}
          anyLabel="Any rating"
          choices={ratingChoices(value.rating)}
          onChange={change('rating')}
        />
        <SelectField
          label="Delivery time"
          value={value.max_delivery_time === undefined ? '' : String(value.max_delivery_time)}
          anyLabel="Any time"
          choices={deliveryChoices(value.max_delivery_time)}
          onChange={change('max_delivery_time')}
        />
        <SelectField
          label="Promotion"
          value={value.promotion ?? ''}
          anyLabel="Any store"
          choices={PROMOTION_OPTIONS}
          onChange={change('promotion')}
        />
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
