import { useState } from 'react'
import { notificationPermission } from '@/lib/browser/push-device'
import { turnOnOrderUpdates, type OrderUpdatesOutcome } from '@/stores/orders/order-updates'
import { buttonClass } from '@/ui/states'

// Under an open order's steps, for a shopper who has never answered the browser's notification
// question: "Tell me at each step", so the store's next moves reach her with the page closed
// (docs/api.md#order-updates). Where notifications are allowed the device is kept without asking
// (src/stores/orders/order-updates.ts); where they are blocked or impossible, nothing is offered.

const WORDS: Record<OrderUpdatesOutcome, string> = {
  on: 'We’ll tell you on this phone at each step.',
  denied: 'Notifications are off for GidiDeals in this browser: this page still shows each step.',
  unsupported: 'This browser can’t show notifications: this page still shows each step.',
  failed: 'We couldn’t turn on notifications just now. Check your connection and try again.',
}

export function OrderUpdatesOffer({ userId }: { userId: number }) {
  // Read once: the offer is for a question never answered, and stays to say how the tap went.
  const [asked] = useState(() => notificationPermission() === 'default')
  const [working, setWorking] = useState(false)
  const [outcome, setOutcome] = useState<OrderUpdatesOutcome | null>(null)
  if (!asked) return null
  if (outcome === 'on' || outcome === 'denied' || outcome === 'unsupported')
    return (
      <p role="status" className="text-sm">
        {WORDS[outcome]}
      </p>
    )
  return (
    <div className="grid justify-items-start gap-2">
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={working}
        onClick={() => {
          setWorking(true)
          void turnOnOrderUpdates(userId).then((result) => {
            setOutcome(result)
            setWorking(false)
          })
        }}
      >
        Tell me at each step
      </button>
      {outcome === 'failed' ? (
        <p role="alert" className="text-sm">
          {WORDS.failed}
        </p>
      ) : null}
    </div>
  )
}
