import { openingLabel } from '@contract/opening-hours'
import { useServerMinute } from '@/lib/format/server-clock'

const tones = {
  open: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
  closing: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  closed: 'bg-surface-2 text-muted',
}

type Props = {
  hours: string | undefined
  className?: string
  /** Only "Closed" (a deal or dish card: an open store is what a shopper expects, a closed one is news). */
  closedOnly?: boolean
}

/**
 * "Open now", "Closes 9 pm" or "Closed" from a store's opening hours, in Lagos time by the server's
 * clock (a phone set wrong does not close an open store); nothing for hours it cannot read, or
 * before the page knows the time (the build's HTML).
 */
export function OpenBadge({ hours, className = '', closedOnly = false }: Props) {
  const minute = useServerMinute()
  const status = minute === 0 ? null : openingLabel(hours, new Date(minute))
  if (!status || (closedOnly && status.open)) return null
  const tone = !status.open ? tones.closed : status.label === 'Open now' ? tones.open : tones.closing
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone} ${className}`}>
      {status.label}
    </span>
  )
}
