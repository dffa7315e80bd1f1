import type { ReactNode } from 'react'

type HomeSectionProps = {
  id: string
  title: string
  lead?: string
  /** A link beside the heading, e.g. "See all near me". */
  more?: ReactNode
  children: ReactNode
  /** The lead only from tablets up: on a phone the section's first row comes at once. */
  compact?: boolean
}

/** A titled region of the home page; each one loads and fails on its own. */
export function HomeSection({ id, title, lead, more, children, compact = false }: HomeSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <div className={`${compact ? 'mb-1 md:mb-3' : 'mb-3'} flex flex-wrap items-end justify-between gap-x-4 gap-y-1`}>
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          {lead ? <p className={`text-sm text-muted ${compact ? 'hidden md:block' : ''}`}>{lead}</p> : null}
        </div>
        {more}
      </div>
      {children}
    </section>
  )
}
