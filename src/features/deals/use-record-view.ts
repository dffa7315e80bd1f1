import { useEffect, useRef } from 'react'
import { recordInteraction } from '@/api/deals'
import { afterFirstScreen } from '@/lib/lifecycle/app-ready'
import type { DealKind } from '@contract/rules'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'

/**
 * Tells the server once that the shopper looked at this deal, when it has loaded. Fire and
 * forget: the count is the business's, so a failure (offline, server down) must never reach
 * the shopper or hold the page up, and is dropped rather than retried.
 */
export function useRecordView(kind: DealKind, id: number, loaded: boolean): void {
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    const interaction = DEAL_KIND_PAGES[kind].interaction
    const key = `${kind}:${id}`
    if (!loaded || interaction === null || recorded.current === key) return
    recorded.current = key
    // After the first screen: its request must not compete with the deal's own picture.
    void afterFirstScreen()
      .then(() => recordInteraction(interaction, id, 'view'))
      .catch(() => undefined)
  }, [kind, id, loaded])
}
