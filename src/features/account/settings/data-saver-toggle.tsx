import { useId } from 'react'
import { useDataSaver } from './use-data-saver'

/** The shopper's data saver switch; 'Follow my browser' honours Save-Data. */
export function DataSaverToggle() {
  const { on, choice, browserSavesData, setChoice } = useDataSaver()
  const hintId = useId()
  return (
    <section aria-labelledby="data-saver-title" className="rounded-xl border border-line p-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="data-saver-title" className="font-semibold">
          Data saver
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="data-saver-title"
          aria-describedby={hintId}
          onClick={() => setChoice(on ? 'off' : 'on')}
          className={`relative h-7 w-12 shrink-0 rounded-full border border-line transition-colors after:absolute after:inset-x-0 after:-inset-y-2.5 ${on ? 'bg-accent' : 'bg-surface-2'}`}
        >
          <span
            aria-hidden="true"
            className={`absolute top-0.5 size-5.5 rounded-full bg-white shadow transition-[left] ${on ? 'left-5.5' : 'left-0.5'}`}
          />
        </button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        Pictures load only when you tap them, and lists load fewer stores at a time.
      </p>
      <p className="mt-2 text-sm">
        {choice === 'auto' ? (
          browserSavesData ? (
            'On because your browser asks to save data.'
          ) : (
            'Following your browser’s data saver setting.'
          )
        ) : (
          <>
            {on ? 'On' : 'Off'} — your choice.{' '}
            <button type="button" className="font-semibold text-accent underline" onClick={() => setChoice('auto')}>
              Follow my browser instead
            </button>
          </>
        )}
      </p>
    </section>
  )
}
