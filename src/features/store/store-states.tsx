import { Link } from '@tanstack/react-router'
import { STATUS_MESSAGES } from '@/api/errors'
import { config } from '@/lib/config'
import { buttonClass, SkeletonCards } from '@/ui/states'
import { EARLY_PICTURE_CLASS } from '@/ui/early-picture'
import { SharedSlot } from '@/ui/shared-slot'

// Loading and not-found states shared by the store front and the QR listing.

/** The store header's boxes at their final sizes, then menu cards. */
export function StoreSkeleton({ withCover = true }: { withCover?: boolean }) {
  return (
    <div aria-busy="true">
      {/* The cover and the logo, as the store header has them; in the prerendered store front the
          page's early read paints them before the app has run (src/first-load/boot/early-reads.ts). */}
      {withCover ? <div data-early-picture={0} className={`${EARLY_PICTURE_CLASS} h-28 rounded-2xl md:h-56`} /> : null}
      <div className={withCover ? '-mt-10 px-3 md:-mt-12 md:px-5' : ''}>
        <div
          data-early-picture={withCover ? 1 : undefined}
          className={`${EARLY_PICTURE_CLASS} relative size-20 rounded-full border-4 border-[var(--surface)] md:size-24`}
        />
      </div>
      {/* The name and address: for a shared link the server writes them in (docs/first-load.md#how). */}
      <SharedSlot page="store" className="mt-3" />
      <div className="mt-4 mb-8 h-20 max-w-md animate-pulse rounded-lg bg-surface-2" />
      {/* The menu's first dishes: in the prerendered store front the early read paints them, with an
          Add that works before the app has run (src/first-load/boot/early-dishes.ts). */}
      <SkeletonCards count={4} height="h-28" label="Loading the store…" earlyCards />
    </div>
  )
}

export function StoreNotFound() {
  return (
    <section className="mx-auto max-w-md py-10 text-center" aria-labelledby="store-not-found">
      <h1 id="store-not-found" className="text-2xl font-bold">
        Store not found
      </h1>
      <p className="mt-2 text-muted">{STATUS_MESSAGES[404]}</p>
      <p className="mt-1 text-sm text-muted">The link may be old, or the store may no longer be on {config.brand}.</p>
      <Link to="/near-me" className={`${buttonClass.primary} mt-5`}>
        See stores near me
      </Link>
    </section>
  )
}
