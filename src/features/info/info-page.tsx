import type { ReactNode } from 'react'
import { PageHeader } from '@/ui/page-header'

/** The frame of a static page: a heading, a lead line and readable prose. */
export function InfoPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="page">
      <PageHeader title={title} lead={lead} />
      <div className="prose-info max-w-3xl space-y-8">{children}</div>
    </div>
  )
}

export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="scroll-mt-4 space-y-3 md:scroll-mt-32">
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
