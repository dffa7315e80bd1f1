type PageHeaderProps = {
  title: string
  lead?: string
}

/** The page's one h1 and an optional lead line. */
export function PageHeader({ title, lead }: PageHeaderProps) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
    </header>
  )
}
