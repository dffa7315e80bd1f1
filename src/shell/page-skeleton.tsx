/** Placeholder while a route loads (docs/pages.md#navigation): header, sidebar, main and footer blocks. */
export function PageSkeleton() {
  const block = 'animate-pulse rounded-lg bg-surface-2'
  return (
    <div className="page" aria-busy="true" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <div className={`${block} h-10 w-2/3 md:w-1/3`} data-skeleton="header" />
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
        <div className={`${block} hidden h-64 md:block`} data-skeleton="sidebar" />
        <div className="grid gap-4" data-skeleton="main">
          <div className={`${block} h-36`} />
          <div className={`${block} h-36`} />
          <div className={`${block} h-36`} />
        </div>
      </div>
      <div className={`${block} mt-8 h-20`} data-skeleton="footer" />
    </div>
  )
}
