import { useId } from 'react'
import { PLACE_TYPES, type PlaceType } from '@contract/catalog'

type PlaceTypeChoiceProps = {
  /** Undefined means every place type ("All"). */
  value: PlaceType | undefined
  onChange: (next: PlaceType | undefined) => void
}

const chipClass =
  'relative inline-flex h-11 shrink-0 cursor-pointer items-center rounded-full border border-line bg-surface px-3 text-sm font-semibold whitespace-nowrap hover:bg-surface-2 has-[:checked]:border-transparent has-[:checked]:bg-accent has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus)]'

/**
 * Which places the map shows, as radio chips: one tap on a phone, arrow keys on a keyboard.
 * The row scrolls sideways on narrow screens instead of wrapping over several lines.
 */
export function PlaceTypeChoice({ value, onChange }: PlaceTypeChoiceProps) {
  const name = useId()
  const choices: { label: string; value: PlaceType | undefined }[] = [
    { label: 'All', value: undefined },
    ...PLACE_TYPES.map((type) => ({ label: type, value: type })),
  ]
  return (
    <fieldset className="mb-4 min-w-0">
      <legend className="mb-1 text-xs font-semibold text-muted">Place type</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
        {choices.map((choice) => (
          <label key={choice.label} className={chipClass}>
            <input
              type="radio"
              name={name}
              // Covers the chip, invisible: a tap anywhere on it lands on the radio itself.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
