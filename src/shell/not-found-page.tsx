import { Link } from '@tanstack/react-router'
import { NOT_FOUND_TITLE, useDocumentTitle } from '@/lib/browser/use-document-title'

/** Unmatched paths (docs/pages.md#error-page), named in the tab too, not with the generic title. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE)
  return (
    <div className="page flex flex-col items-start gap-4 py-16">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">404</p>
      <h1 className="text-3xl font-bold tracking-tight">{NOT_FOUND_TITLE}</h1>
      <p className="max-w-prose text-muted">
        We can&apos;t find the page you asked for. It may have moved, or the link may be mistyped.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className="rounded-full bg-accent px-5 py-2.5 font-semibold">
          Go home
        </Link>
        <Link to="/near-me" className="rounded-full border border-line px-5 py-2.5 font-semibold">
          See deals near me
        </Link>
      </div>
    </div>
  )
}
