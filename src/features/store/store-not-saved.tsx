import { useEffect, useState, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { ApiError, isNotFound } from '@/api/errors'
import type { Store } from '@contract/records'
import { buttonClass } from '@/ui/states'
import { StoreNotFound } from './store-states'

// docs/history.md#issue-17-8: a store the shopper never opened, asked for with no network, used to show a
// skeleton for 5–8 s (the request, the worker's 3 s wait, two retries) and then an error. The
// page says at once that the store is not on the phone, with what the list already told us.

/**
 * The worker answers from its saved copy 3 s after a stalled request (sw/sw.ts): a read that has
 * not answered by then has no saved copy to fall back on.
 */
export const NO_SAVED_COPY_AFTER_MS = 3500

/** True once `waiting` has held for `ms` without a break. */
function useWaitedFor(waiting: boolean, ms: number): boolean {
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setWaited(true), ms)
    return () => {
      clearTimeout(timer)
      setWaited(false)
    }
  }, [waiting, ms])
  return waiting && waited
}

/**
 * The read has nothing to show and the network is not giving it: the phone is offline (React
 * Query waits for the network), the first try got no answer (retries follow; no need to wait
 * for them), or it has stalled past the worker's fallback to its cache. A server's error answer
 * is not this: the page shows that error.
 */
export function useNotSavedYet(query: UseQueryResult<unknown>): boolean {
  const empty = query.data === undefined
  const stalled = useWaitedFor(empty && query.fetchStatus === 'fetching', NO_SAVED_COPY_AFTER_MS)
  if (!empty) return false
  const noAnswer = query.failureReason instanceof ApiError && query.failureReason.kind === 'network'
  return query.fetchStatus === 'paused' || noAnswer || stalled
}

/** What the store front shows instead of a skeleton when the store is not saved on this phone. */
export function StoreNotSaved({ known, onRetry }: { known: Store | null | undefined; onRetry: () => void }) {
  const phone = known?.phone
  return (
    <section aria-labelledby="store-not-saved">
      <h1 id="store-not-saved" className="text-2xl font-bold tracking-tight break-words md:text-3xl">
        {known?.name_of_business ?? 'Store'}
      </h1>
      <div role="status" className="mt-3 max-w-prose rounded-lg bg-surface-2 px-3 py-2 text-sm">
        <p className="font-semibold">This store isn’t saved on this phone yet.</p>
        <p className="mt-1 text-muted">
          Its menu and deals will load when you are back online. {known ? 'Here is what we know from the list.' : ''}
        </p>
      </div>
      {known ? (
        <dl className="mt-4 flex flex-col gap-1 text-sm">
          {known.address ? (
            <div className="flex gap-2">
              <dt className="w-20 shrink-0 text-muted">Address</dt>
              <dd className="min-w-0 break-words">{known.address}</dd>
            </div>
          ) : null}
          {phone ? (
            // The number is a 48 px tap target; its term sits on its line.
            <div className="flex items-center gap-2">
              <dt className="w-20 shrink-0 text-muted">Phone</dt>
              <dd>
                <a
                  href={`tel:${phone.replace(/\s+/g, '')}`}
                  className="inline-flex min-h-12 items-center text-accent underline"
                >
                  {phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={onRetry}>
        Try again
      </button>
    </section>
  )
}

/**
 * A page that names its store by slug (the store front, the QR listing) reads the slug's store (`found`), then the
 * store's own read (`query`). Until that is here, two outcomes are not errors, and the page says them instead of its
 * states: the store is not there (no such slug, or a 404), or this phone has not saved it while the network is away.
 */
export function useStoreAbsent(found: UseQueryResult<Store | null>, query: UseQueryResult<unknown>): ReactNode {
  // What failed: the search for the slug (nothing is known yet), else the store's read.
  const failed = found.data === undefined ? found : query
  const slugNotSaved = useNotSavedYet(found)
  const storeNotSaved = useNotSavedYet(query)
  if (query.data !== undefined) return null
  if (found.data === null || (failed.isError && isNotFound(failed.error))) return <StoreNotFound />
  if (found.data === undefined ? slugNotSaved : storeNotSaved)
    return <StoreNotSaved known={found.data} onRetry={() => void failed.refetch()} />
  return null
}
