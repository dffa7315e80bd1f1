import { SERVED_AREA_NAMES } from '@contract/areas'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/ui/page-header'

/** Account, support, how it works and get the app are coming soon (docs/pages.md#coming-soon). */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="page">
      <PageHeader title={title} lead="Coming soon. We are building this part of GidiDeals right now." />
      <p className="max-w-prose text-muted">
        Meanwhile, the deals are waiting: find stores and restaurants around you in {SERVED_AREA_NAMES.length} parts of
        Lagos.
      </p>
      <Link to="/near-me" className="mt-6 inline-block rounded-full bg-accent px-5 py-2.5 font-semibold">
        See deals near me
      </Link>
    </div>
  )
}
