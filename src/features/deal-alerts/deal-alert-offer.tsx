import { useEffect, useRef } from 'react'
import { buttonClass } from '@/ui/states'
import { useDealAlerts } from './use-deal-alerts'

// Beside Subscribe on a store page (loaded once the shopper is subscribed): "Tell me when this
// store posts a deal". Unsubscribing from the store ends this device's alert for it.

const REFUSALS = {
  denied:
    'Notifications are blocked for GidiDeals in this browser, so we can’t send deal alerts. You are still subscribed to this store.',
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
        className={buttonClass.secondary}
        onClick={() => void (on ? disable() : enable())}
      >
        <span aria-hidden="true">{on ? '🔔' : '🔕'}</span>
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
          {error}
        </p>
      ) : null}
    </div>
  )
}
