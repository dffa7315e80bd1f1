import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '@/lib/browser/use-document-title'
import { PageHydrated } from '@/lib/lifecycle/page-hydration'
import { dealTitle } from '@/components/deal/deal-format'
import { Link } from '@tanstack/react-router'
import { dealQueryOptions } from '@/api/deals'
import { isNotFound, STATUS_MESSAGES } from '@/api/errors'
import { describeError } from '@/api/error-advice'
import type { DealKind } from '@contract/rules'
import { PageHeader } from '@/ui/page-header'
import { SharedSlot } from '@/ui/shared-slot'
import { QueryStates } from '@/ui/query-states'
import { buttonClass, EmptyState } from '@/ui/states'
import { DealDetailView } from './deal-detail-view'
import { parseDealId } from '@/components/deal/deal-format'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import { useRecordView } from './use-record-view'

// The five detail pages (coupon, discount, menu item, featured, marketplace offer) are this one
// page: an id from the route, the item from the API, and every state in between.

function BackLink({ kind, className = buttonClass.secondary }: { kind: DealKind; className?: string }) {
  const { back } = DEAL_KIND_PAGES[kind]
  return back.to === '/marketplace' ? (
    <Link to="/marketplace" search={back.tab ? { tab: back.tab } : {}} className={className}>
      {back.label}
    </Link>
  ) : (
    <Link to={back.to} className={className}>
      {back.label}
    </Link>
  )
}

function DealNotFound({ kind }: { kind: DealKind }) {
  return (
    <div className="page">
      <PageHeader title={`${DEAL_KIND_PAGES[kind].label} not found`} />
      <EmptyState
        title={STATUS_MESSAGES[404]}
        hint="It may have ended, or the link may be mistyped."
        action={<BackLink kind={kind} />}
      />
    </div>
  )
}

/** Boxes the size of the page to come, so nothing jumps when it arrives. */
function DealDetailSkeleton({ kind }: { kind: DealKind }) {
  return (
    <div className="page" aria-busy="true">
      <p role="status" className="sr-only">
        Loading {DEAL_KIND_PAGES[kind].label.toLowerCase()}…
      </p>
      <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-8">
        <div className="aspect-[2/1] w-full md:aspect-[4/3] animate-pulse rounded-2xl bg-surface-2" />
        <div className="flex flex-col gap-4">
          <div className="h-4 w-24 animate-pulse rounded bg-surface-2" />
          {/* The title and price: for a shared link the server writes them in (docs/first-load.md#how). */}
          <SharedSlot page="deal" className="flex flex-col gap-4" />
          <div className="h-8 w-1/3 animate-pulse rounded bg-surface-2" />
          <div className="h-10 w-2/3 animate-pulse rounded-full bg-surface-2" />
        </div>
      </div>
    </div>
  )
}

function LoadedDeal({ kind, id }: { kind: DealKind; id: number }) {
  const query = useQuery(dealQueryOptions(kind, id))
  useRecordView(kind, id, query.data !== undefined)
  const label = DEAL_KIND_PAGES[kind].label
  useDocumentTitle(query.data ? dealTitle(query.data, label) : undefined)

  if (query.isError && isNotFound(query.error)) return <DealNotFound kind={kind} />
  return (
    <QueryStates
      query={query}
      skeleton={<DealDetailSkeleton kind={kind} />}
      describeError={describeError}
      offlineHint={`This ${label.toLowerCase()} is not saved on this phone yet. It will load when you are back online.`}
      offlineAction={<BackLink kind={kind} />}
      frame={(state) => (
        <div className="page">
          <PageHeader title={label} />
          {state}
        </div>
      )}
    >
      {(item) => (
        <div className="page">
          <nav aria-label="Breadcrumb" className="mb-3 text-sm">
            <BackLink
              kind={kind}
              className="inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
            />
          </nav>
          <DealDetailView item={item} kind={kind} />
        </div>
      )}
    </QueryStates>
  )
}

/** A deal's detail page from its route id; an id that is not a positive whole number is not found. */
export function DealDetail({ kind, rawId }: { kind: DealKind; rawId: string }) {
  const id = parseDealId(rawId)
  return (
    <>
      {id === null ? <DealNotFound kind={kind} /> : <LoadedDeal key={id} kind={kind} id={id} />}
      <PageHydrated />
    </>
  )
}
