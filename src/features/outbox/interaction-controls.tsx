import { useState } from 'react'
import type { RatableTarget, Target } from '@/api/interactions'
import { messageOf } from '@/api/errors'
import { SignInLink } from '@/features/auth/sign-in-link'
import { RatingInput } from '@/ui/rating-stars'
import { buttonClass } from '@/ui/states'
import { useLike, useRating, useSubscription } from './use-interactions'

// Like, rate and subscribe controls on top of the outbox: a tap shows at once; "waiting" says
// it will be sent when the network is back; without a user, SPEC §5's 'User is required.' and a
// way to log in that comes back here.

function WaitingNote({ waiting }: { waiting: boolean }) {
  if (!waiting) return null
  return <span className="text-xs text-muted">Saved — will send when you are online</span>
}

/** 'User is required.' with a link to log in and return to this page. */
function SignInNeeded({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm">
      {message} <SignInLink />
    </p>
  )
}

function useGuard() {
  const [error, setError] = useState<string | null>(null)
  const run = (action: () => void) => {
    try {
      action()
      setError(null)
    } catch (thrown) {
      setError(messageOf(thrown))
    }
  }
  return { error, run }
}

export function LikeButton({ target, targetId, label }: { target: Target; targetId: number; label: string }) {
  const { liked, waiting, toggle } = useLike(target, targetId)
  const { error, run } = useGuard()
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" aria-pressed={liked} className={buttonClass.secondary} onClick={() => run(toggle)}>
        <span aria-hidden="true" className={liked ? 'text-red-600' : ''}>
          {liked ? '♥' : '♡'}
        </span>
        {liked ? 'Liked' : 'Like'}
        <span className="sr-only"> {label}</span>
      </button>
      <WaitingNote waiting={waiting} />
      {error ? <SignInNeeded message={error} /> : null}
    </div>
  )
}

export function RatingControl({ target, targetId, label }: { target: RatableTarget; targetId: number; label: string }) {
  const { rating, waiting, rate } = useRating(target, targetId)
  const { error, run } = useGuard()
  return (
    <div className="flex flex-col items-start gap-1">
      <RatingInput label={`Your rating for ${label}`} value={rating} onChange={(value) => run(() => rate(value))} />
      <WaitingNote waiting={waiting} />
      {error ? <SignInNeeded message={error} /> : null}
    </div>
  )
}

export function SubscribeButton({ storeId, label }: { storeId: number; label: string }) {
  const { subscribed, waiting, toggle } = useSubscription(storeId)
  const { error, run } = useGuard()
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={subscribed}
        className={subscribed ? buttonClass.secondary : buttonClass.primary}
        onClick={() => run(toggle)}
      >
        {subscribed ? 'Subscribed' : 'Subscribe'}
        <span className="sr-only"> to {label}</span>
      </button>
      <WaitingNote waiting={waiting} />
      {error ? <SignInNeeded message={error} /> : null}
    </div>
  )
}
