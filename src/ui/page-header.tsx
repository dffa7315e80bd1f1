type PageHeaderProps = {
  title: string
  lead?: string
  /** A page whose first screen is for its content (home): tighter, the lead from tablets up. */
  compact?: boolean
}

/** The page's one h1 and an optional lead line. */
export function PageHeader({ title, lead, compact = false }: PageHeaderProps) {
  return (
    <header className={compact ? 'mb-2 md:mb-6' : 'mb-6'}>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {lead ? <p className={compact ? 'mt-1 hidden text-muted md:block' : 'mt-1 text-muted'}>{lead}</p> : null}
    </header>
  )
}
