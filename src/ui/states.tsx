import type { ReactNode } from 'react'
import { formatAge } from '@/lib/format/age'
import { EARLY_CARDS_SLOT } from '@/lib/early/protocol'
import { ShopperMessage } from './shopper-message'

// Loading, empty, error and offline states, one look everywhere (docs/errors.md#rule).

import { buttonClass } from './button-class'

export { buttonClass }

/** Grey boxes the size of what is coming, so nothing shifts when it arrives. */
export function SkeletonCards({
  count = 6,
  height = 'h-28',
  label = 'Loading…',
  earlyCards = false,
}: {
  count?: number
  height?: string
  label?: string
  /**
   * The boxes are a slot the prerendered page's early script may fill with the first cards
   * (src/first-load/boot/early-cards.ts) before the app has run. Hydrating, React neither
   * compares nor patches HTML it was given as `dangerouslySetInnerHTML` (here a constant of
   * ours, never an answer's), so painted cards stay until the list replaces the skeleton.
   */
  earlyCards?: boolean
}) {
  const box = `${height} animate-pulse rounded-xl bg-surface-2`
  return (
    <div aria-busy="true" aria-live="polite" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {earlyCards ? (
        <div
          {...{ [EARLY_CARDS_SLOT]: '' }}
          className="contents"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `<div class="${box}"></div>`.repeat(count) }}
        />
      ) : (
        Array.from({ length: count }, (_, index) => <div key={index} className={box} />)
      )}
    </div>
  )
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-line p-6 text-center">
      <p className="font-semibold">{title}</p>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  )
}

/** Said after a failed load that can be retried, when the page has nothing more precise. */
export const RETRY_HINT = 'Tap Try again. If it still fails, check your connection or come back in a few minutes.'

/**
 * What went wrong: a kind heading, the error catalogue's words (docs/errors.md) as given, and beside it, one sentence
 * of what to do next: `hint`, else for a retryable load the general advice above.
 */
export function ErrorState({ message, hint, onRetry }: { message: string; hint?: string; onRetry?: () => void }) {
  const advice = hint ?? (onRetry ? RETRY_HINT : undefined)
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="text-sm font-medium">
        <ShopperMessage message={message} />
      </p>
      {advice ? <p className="mt-1 text-sm">{advice}</p> : null}
      {onRetry ? (
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  )
}

/** Shown above data that came from the cache because the network did not answer. */
export function SavedDataNotice({ updatedAt }: { updatedAt: number }) {
  return (
    <p role="status" className="mb-3 rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
      You are offline — showing what was saved {formatAge(updatedAt)}.
    </p>
  )
}
