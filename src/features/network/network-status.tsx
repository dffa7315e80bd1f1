import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useRef } from 'react'
import { userActivitiesAtom } from '@/stores/activities/activities'
import { userAtom } from '@/stores/session/session'
import { droppedAtom, outboxAtom } from '@/stores/outbox/outbox-atoms'
import { WORDS_DETAIL } from '@/ui/shopper-message'
import { waitingEntries, type OutboxEntry } from '@/stores/outbox/outbox-queue'
import { useOutbox } from '@/stores/outbox/use-interactions'
import { useOutboxQuerySync } from '@/stores/outbox/use-outbox-query-sync'
import { notify } from '@/lib/notify'
import { actionName, sentSummary } from './sent-summary'
import { useBrowserOnline, useRequestsFailing } from './use-network-status'

// The strip under the nav bar (docs/decisions.md#offline): a quiet offline note, what waits to be sent, and
// a toast once the waiting actions went out. Loaded after the first paint.

const time = (at: number) => new Date(at).toLocaleTimeString('en-NG', { hour: '2-digit', minute: '2-digit' })

function entryLabel(entry: OutboxEntry): string {
  const what = actionName(entry)
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} · ${entry.target} #${entry.targetId}`
}

function useWaiting(): OutboxEntry[] {
  const queue = useAtomValue(outboxAtom)
  const user = useAtomValue(userAtom)
  const activities = useAtomValue(userActivitiesAtom)
  return useMemo(() => waitingEntries(queue, user?.id, activities), [queue, user, activities])
}

/**
 * Remembers the actions that had to wait (offline, or a send failed) and, once none of them is
 * left, says in one toast what went out. Refused ones are reported by the outbox itself.
 */
function useSentToast(waiting: readonly OutboxEntry[], unreachable: boolean): void {
  const queue = useAtomValue(outboxAtom)
  const dropped = useAtomValue(droppedAtom)
  const held = useRef(new Map<string, OutboxEntry>())
  const sent = useRef<OutboxEntry[]>([])
  useEffect(() => {
    for (const entry of waiting) if (unreachable || entry.attempts > 0) held.current.set(entry.key, entry)
    const droppedIds = new Set(dropped.map((item) => item.entry.id))
    for (const [key, entry] of held.current) {
      const now = queue.find((item) => item.key === key && item.user === entry.user)
      if (now) {
        held.current.set(key, now)
        continue
      }
      held.current.delete(key)
      if (!droppedIds.has(entry.id)) sent.current.push(entry)
    }
    if (held.current.size === 0 && sent.current.length > 0) {
      void notify('success', sentSummary(sent.current))
      sent.current = []
    }
  }, [waiting, queue, dropped, unreachable])
}

function WaitingList({ waiting }: { waiting: readonly OutboxEntry[] }) {
  const { dropped, dismissDropped } = useOutbox()
  return (
    <details className="group relative">
      <summary className="cursor-pointer list-none rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold">
        {waiting.length > 0 ? `${waiting.length} waiting to send` : `${dropped.length} not sent`}
        <span className="sr-only"> — show the list</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-surface p-3 text-sm shadow-xl">
        {waiting.length > 0 ? (
          <>
            <p className="font-semibold">Waiting to send</p>
            <ul className="mt-1 space-y-1">
              {waiting.map((entry) => (
                <li key={entry.id} className="flex justify-between gap-2">
                  <span>{entryLabel(entry)}</span>
                  <span className="text-muted">{time(entry.createdAt)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {dropped.length > 0 ? (
          <>
            <p className="mt-2 font-semibold">Not sent</p>
            <ul className="mt-1 space-y-1">
              {dropped.map((item) => (
                <li key={item.entry.id}>
                  {/* Under the 'Not sent' heading, the catalogue's words are the detail (docs/errors.md#words). */}
                  <span>{entryLabel(item.entry)}</span>{' '}
                  <span {...{ [WORDS_DETAIL]: '' }} className="text-muted">
                    — {item.message}
                  </span>
                </li>
              ))}
            </ul>
            <button type="button" className="mt-2 text-xs font-semibold text-accent underline" onClick={dismissDropped}>
              Clear this list
            </button>
          </>
        ) : null}
      </div>
    </details>
  )
}

/** The offline banner and the outbox indicator, under the nav bar; nothing when all is well. */
export function NetworkStatus() {
  const online = useBrowserOnline()
  const failing = useRequestsFailing()
  const waiting = useWaiting()
  const { dropped } = useOutbox()
  // A send that failed for want of an answer says the server is out of reach, whatever the browser says.
  const sendFailing = waiting.some((entry) => entry.attempts > 0)
  const unreachable = !online || failing || sendFailing
  useSentToast(waiting, unreachable)
  // Always mounted after the first screen: the place that keeps cached counts in step with the outbox.
  useOutboxQuerySync()
  // Online, a tap is sent within a moment: showing it as waiting would only make the page jump.
  if (!unreachable && dropped.length === 0) return null
  return (
    <div className="border-b border-line bg-surface-2" data-testid="network-status">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-2 text-sm md:px-6">
        {unreachable ? (
          <p role="status" className="min-w-0 flex-1">
            <span className="font-semibold">
              {online ? 'GidiDeals can’t be reached right now.' : 'You are offline.'}
            </span>{' '}
            <span className="text-muted">
              Saved deals and your cart still work; likes and ratings are sent when you are back.
            </span>
          </p>
        ) : (
          <span className="flex-1" />
        )}
        {waiting.length > 0 || dropped.length > 0 ? <WaitingList waiting={waiting} /> : null}
      </div>
    </div>
  )
}
