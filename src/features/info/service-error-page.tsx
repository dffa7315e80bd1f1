import { Link } from '@tanstack/react-router'
import { config } from '@/lib/config'
import { InfoPage } from './info-page'

export function ServiceErrorPage() {
  return (
    <InfoPage title="Service unavailable" lead="Something went wrong on our side. Please try again in a moment.">
      <p>
        Your cart and likes are safe on this phone. If the problem continues, write to{' '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="rounded-full bg-accent px-5 py-2.5 font-semibold"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
        <Link
          to="/"
          className="rounded-full border border-line px-5 py-2.5 font-semibold !text-[var(--ink)] no-underline"
        >
          Go home
        </Link>
      </div>
    </InfoPage>
  )
}
