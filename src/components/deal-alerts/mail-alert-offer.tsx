import { SignInLink } from '@/ui/sign-in-link'
import { ShopperMessage } from '@/ui/shopper-message'
import { buttonClass } from '@/ui/button-class'
import { UNBLOCK_STEPS } from '@/lib/format/shopper-words'
import { useMailAlerts } from './use-mail-alerts'
import type { PushUnavailable } from './use-push-unavailable'

// Where push can't reach this phone (no Push API or service worker: Phoenix, Opera Mini, phones
// without Google services; or notifications blocked), the store page offers its deals by e-mail:
// one tap signed in, showing the address and a way to stop; signed out, a log-in link that comes
// back here. Blocked notifications also get the steps to unblock them. Kept to a few lines: it sits
// above the store's menu.

const WHY = {
  unsupported: 'This browser can’t show deal alerts.',
  denied: 'Notifications are blocked for GidiDeals in this browser.',
} as const

// Tall enough to tap with a thumb, though they read as links.
const linkClass = 'inline-flex min-h-11 items-center font-semibold text-accent underline'

function UnblockHelp() {
  return (
    <details className="w-full">
      <summary className={`${linkClass} cursor-pointer`}>How to unblock notifications</summary>
      <ol className="list-decimal space-y-1 pl-5">
        {UNBLOCK_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </details>
  )
}

/** The address, whole, on a narrow phone. */
const Address = ({ email }: { email: string }) => <strong className="break-all">{email}</strong>

function SignedInOffer({ storeId, storeName, why }: { storeId: number; storeName: string; why: string }) {
  const { loading, on, email, working, problem, turnOn, turnOff } = useMailAlerts(storeId)
  return (
    <>
      <p role="status" className="break-words">
        {on ? (
          <>
            E-mail alerts are on: {storeName}’s new deals go to <Address email={email} />.
          </>
        ) : (
          <>
            {why}Get {storeName}’s new deals by e-mail{email ? ' at ' : ''}
            {email ? <Address email={email} /> : null} instead.
          </>
        )}
      </p>
      <button
        type="button"
        disabled={loading || working}
        className={buttonClass.secondary}
        onClick={() => void (on ? turnOff() : turnOn())}
      >
        {on ? 'Stop e-mail alerts' : 'Get alerts by e-mail'}
        <span className="sr-only"> ({storeName})</span>
      </button>
      {problem ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {problem.offline ? problem.message : <ShopperMessage message={problem.message} />}
        </p>
      ) : null}
    </>
  )
}

export default function MailAlertOffer({
  storeId,
  storeName,
  reason,
  signedIn,
  explained = false,
}: {
  storeId: number
  storeName: string
  reason: PushUnavailable
  signedIn: boolean
  /** The page already said why push can't reach this phone (after a tap on the bell). */
  explained?: boolean
}) {
  const why = explained ? '' : `${WHY[reason]} `
  return (
    <section aria-label="Deal alerts by e-mail" className="flex basis-full flex-col items-start gap-1 text-sm">
      {signedIn ? (
        <SignedInOffer storeId={storeId} storeName={storeName} why={why} />
      ) : (
        <>
          <p>
            {why}Get {storeName}’s new deals by e-mail instead.
          </p>
          <p className="flex flex-wrap items-center gap-x-3">
            <SignInLink className={linkClass}>Log in to get alerts by e-mail</SignInLink>
            <span className="text-muted">You come straight back here.</span>
          </p>
        </>
      )}
      {reason === 'denied' ? <UnblockHelp /> : null}
    </section>
  )
}
