import { useId } from 'react'

const STARS = [1, 2, 3, 4, 5] as const

/** A rating shown as stars with its number, e.g. ★★★★☆ 4.2 (130). */
export function RatingStars({ rating, count }: { rating: number; count?: number }) {
  const rounded = Math.round(rating)
  return (
    <span className="inline-flex items-center gap-1 text-sm" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      <span aria-hidden="true" className="text-amber-500">
        {STARS.map((star) => (star <= rounded ? '★' : '☆')).join('')}
      </span>
      <span aria-hidden="true" className="font-semibold">
        {rating.toFixed(1)}
      </span>
      {count !== undefined ? <span className="text-muted">({count})</span> : null}
    </span>
  )
}

type RatingInputProps = {
  label: string
  value: number | null
  onChange: (rating: number) => void
  disabled?: boolean
}

/** Five radio buttons styled as stars: arrow keys move, Space or a tap chooses. */
export function RatingInput({ label, value, onChange, disabled }: RatingInputProps) {
  const name = useId()
  return (
    <fieldset disabled={disabled} className="inline-flex items-center">
      <legend className="sr-only">{label}</legend>
      {STARS.map((star) => (
        // Each star a 44 px square for a thumb, the glyph at its centre.
        <label
          key={star}
          className="grid size-11 cursor-pointer place-items-center rounded-full text-2xl leading-none has-[:focus-visible]:outline-2"
        >
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            className="sr-only"
          />
          <span aria-hidden="true" className={value !== null && star <= value ? 'text-amber-500' : 'text-muted'}>
            {value !== null && star <= value ? '★' : '☆'}
          </span>
          <span className="sr-only">
            {star} {star === 1 ? 'star' : 'stars'}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
