import { useState } from 'react'
import type { RatableTarget, Target } from '@/api/interactions'
import { messageOf } from '@/api/errors'
import { useSignInGate } from '@/components/sign-in-prompt'
import { RatingInput } from '@/ui/rating-stars'
import { buttonClass } from '@/ui/states'
import { useLike, useRating, useSubscription } from '@/stores/outbox/use-interactions'
import { ShopperMessage } from '@/ui/shopper-message'

// Like, rate and subscribe controls on top of the outbox: a tap shows at once; "waiting" says
// it will be sent when the network is back. Signed out, nothing is queued: the page's one
// sign-in prompt (SignInPromptSlot) says what logging in is for.

/** How the prompt names what was tapped: "Log in to like this coupon". */
const TARGET_NOUNS: Record<Target, string> = {
  coupon: 'coupon',
  discount: 'discount',
  featured: 'deal',
  store: 'store',
  blog: 'post',
}

function WaitingNote({ waiting }: { waiting: boolean }) {
  if (!waiting) return null
  return <span className="text-xs text-muted">Saved — will send when you are online</span>
}

/** Runs an action signed in; otherwise asks to sign in. A check that still fails says why. */
function useGuard() {
  const { signedIn, askToSignIn } = useSignInGate()
  const [error, setError] = useState<string | null>(null)
  const run = (wanted: string, action: () => void) => {
    if (!signedIn) return askToSignIn(wanted)
    try {
      action()
      setError(null)
    } catch (thrown) {
      setError(messageOf(thrown))
    }
  }
  const shown = error ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      <ShopperMessage message={error} />
    </p>
  ) : null
  return { run, shown }
}

export function LikeButton({ target, targetId, label }: { target: Target; targetId: number; label: string }) {
  const { liked, waiting, toggle } = useLike(target, targetId)
  const { run, shown } = useGuard()
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={liked}
        className={buttonClass.secondary}
        onClick={() => run(`like this ${TARGET_NOUNS[target]}`, toggle)}
      >
        <span aria-hidden="true" className={liked ? 'text-red-600' : ''}>
          {liked ? '♥' : '♡'}
        </span>
        {liked ? 'Liked' : 'Like'}
        <span className="sr-only"> {label}</span>
      </button>
      <WaitingNote waiting={waiting} />
      {shown}
    </div>
  )
}

export function RatingControl({ target, targetId, label }: { target: RatableTarget; targetId: number; label: string }) {
  const { rating, waiting, rate } = useRating(target, targetId)
  const { run, shown } = useGuard()
  return (
    <div className="flex flex-col items-start gap-1">
      <RatingInput
        label={`Your rating for ${label}`}
        value={rating}
        onChange={(value) => run(`rate this ${TARGET_NOUNS[target]}`, () => rate(value))}
      />
      <WaitingNote waiting={waiting} />
      {shown}
    </div>
  )
}

export function SubscribeButton({ storeId, label }: { storeId: number; label: string }) {
  const { subscribed, waiting, toggle } = useSubscription(storeId)
  const { run, shown } = useGuard()
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={subscribed}
        className={subscribed ? buttonClass.secondary : buttonClass.primary}
        onClick={() => run('subscribe to this store', toggle)}
      >
        {subscribed ? 'Subscribed' : 'Subscribe'}
        <span className="sr-only"> to {label}</span>
      </button>
      <WaitingNote waiting={waiting} />
      {shown}
    </div>
  )
}
