import { useQuery } from '@tanstack/react-query'
import { formatBytes, readDataUsage } from './data-usage'

/** 'This week GidiDeals saved you 3.2 MB of mobile data', from the service worker's counts. */
export function DataSavedPanel({ className = '' }: { className?: string }) {
  const usage = useQuery({
    queryKey: ['data-usage'],
    queryFn: () => readDataUsage(),
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
    meta: { persist: false },
  })
  const data = usage.data
  return (
    <section aria-labelledby="data-saved-title" className={`rounded-xl border border-line p-4 ${className}`}>
      <h2 id="data-saved-title" className="font-semibold">
        Data saved
      </h2>
      {usage.isPending ? (
        <p className="mt-1 h-10 animate-pulse rounded bg-surface-2" aria-busy="true" />
      ) : data && data.fromCache + data.fromNetwork > 0 ? (
        <>
          <p className="mt-1">
            This week GidiDeals saved you <strong>{formatBytes(data.fromCache)}</strong> of mobile data.
          </p>
          <p className="mt-1 text-sm text-muted">
            {formatBytes(data.fromCache)} came from what your phone already had; {formatBytes(data.fromNetwork)} was
            downloaded.
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">
          Nothing counted yet this week. Pages you open again load from your phone and save data.
        </p>
      )}
    </section>
  )
}
