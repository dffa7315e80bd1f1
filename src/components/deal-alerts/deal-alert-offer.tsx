import { useEffect, useRef } from 'react'
import { Icon } from '@/ui/icons'
import { ShopperMessage } from '@/ui/shopper-message'
import { UNBLOCK_NOTIFICATIONS } from '@/lib/format/shopper-words'
import { useDealAlerts } from './use-deal-alerts'
import MailAlertOffer from './mail-alert-offer'

// Beside Subscribe on a store page (loaded once the shopper is subscribed): "Tell me when this
// store posts a deal". Unsubscribing from the store ends this device's alert for it.

// Like buttonClass.secondary, but the long label may wrap on a 360 px phone.
const offerClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 py-2 text-left text-sm font-semibold hover:bg-surface-2 disabled:opacity-60 aria-pressed:bg-surface-2'

/** A bell, struck through while alerts are off (drawn here: only this lazy chunk needs it). */
function BellIcon({ on }: { on: boolean }) {
  return (
    <Icon size={20} className="shrink-0">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      {on ? null : <path d="M2 2l20 20" />}
    </Icon>
  )
}

const REFUSALS = {
  denied: `Notifications are blocked for GidiDeals in this browser, so we can’t send deal alerts. You are still subscribed to this store. ${UNBLOCK_NOTIFICATIONS}`,
  unsupported: 'This browser can’t show deal alerts. You are still subscribed to this store.',
} as const

export default function DealAlertOffer({
  storeId,
  storeName,
  subscribed,
}: {
  storeId: number
  storeName: string
  subscribed: boolean
}) {
  const { on, state, error, enable, disable } = useDealAlerts(storeId)
  const wasSubscribed = useRef(subscribed)

  useEffect(() => {
    // Unsubscribed while the alert was on: no subscription, no alerts on this device.
    if (wasSubscribed.current && !subscribed && on) void disable()
    wasSubscribed.current = subscribed
  }, [disable, on, subscribed])

  if (!subscribed) return null
  return (
    <div className="flex basis-full flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={on}
        disabled={state === 'working'}
        className={offerClass}
        onClick={() => void (on ? disable() : enable())}
      >
        <BellIcon on={on} />
        Tell me when this store posts a deal
        <span className="sr-only"> ({storeName})</span>
      </button>
      <p role="status" className="text-sm text-muted">
        {state === 'denied' || state === 'unsupported'
          ? REFUSALS[state]
          : on
            ? 'Deal alerts are on for this device.'
            : ''}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <ShopperMessage message={error.message} kind={error.kind} />
        </p>
      ) : null}
      {state === 'denied' || state === 'unsupported' ? (
        <MailAlertOffer storeId={storeId} storeName={storeName} reason={state} signedIn explained />
      ) : null}
    </div>
  )
}
