import { Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useId } from 'react'
import { Icon } from '@/ui/icons'
import { useLoginSearch } from '@/ui/sign-in-link'
import { ShopperMessage } from '@/ui/shopper-message'
import { UNBLOCK_STEPS } from '@/lib/format/shopper-words'
import { mailAlertsAskedAtom } from './mail-alerts-asked'
import { useMailAlerts } from './use-mail-alerts'
import type { PushUnavailable } from './use-push-unavailable'

// Where push can't reach this phone (no Push API or service worker: Phoenix, Opera Mini, phones
// without Google services; or notifications blocked), the store page offers its deals by e-mail:
// one tap signed in, then the address they go to and a way to stop; signed out, a log-in link that
// comes back here. Blocked notifications also get the steps to unblock them. One row of 44 px
// controls until the shopper acts: it sits above the store's menu, whose first price stays on a
// 360×740 phone's first screen.

const WHY = {
  unsupported: 'This browser can’t show deal alerts.',
  denied: 'Notifications are blocked for GidiDeals in this browser.',
} as const

// Like buttonClass.secondary, but the label may wrap on a 360 px phone.
const pillClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 py-2 text-left text-sm font-semibold hover:bg-surface-2 disabled:opacity-60'
// Tall enough to tap with a thumb, though it reads as a link.
const linkClass = 'inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent underline'

/** An envelope: e-mail, not the bell of push (drawn here: only this lazy chunk needs it). */
function MailIcon() {
  return (
    <Icon size={20} className="shrink-0">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  )
}

/** Closed, a link-sized line beside the offer; open, the steps across the row. */
function UnblockHelp() {
  return (
    <details className="open:basis-full">
      <summary className={linkClass}>How to unblock notifications</summary>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {UNBLOCK_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </details>
  )
}

/** Signed out: log in, and come straight back to this store's offer. */
function LogInForAlerts({ storeId, whyId }: { storeId: number; whyId: string }) {
  const search = useLoginSearch()
  const setAsked = useSetAtom(mailAlertsAskedAtom)
  return (
    <Link
      to="/login"
      search={search}
      aria-describedby={whyId}
      className={`${pillClass} text-accent`}
      onClick={() => setAsked(storeId)}
    >
      <MailIcon />
      Log in for deal alerts by e-mail
    </Link>
  )
}

/** The address, whole, on a narrow phone. */
const Address = ({ email }: { email: string }) => <strong className="break-all">{email}</strong>

function SignedInOffer({ storeId, storeName, whyId }: { storeId: number; storeName: string; whyId: string }) {
  const { loading, on, email, working, problem, turnOn, turnOff } = useMailAlerts(storeId)
  return (
    <>
      <button
        type="button"
        disabled={loading || working}
        aria-describedby={whyId}
        className={pillClass}
        onClick={() => void (on ? turnOff() : turnOn())}
      >
        <MailIcon />
        {on ? 'Stop e-mail alerts' : 'Get deal alerts by e-mail'}
        <span className="sr-only"> ({storeName})</span>
      </button>
      <p role="status" className="basis-full text-sm break-words empty:hidden">
        {on ? (
          <>
            E-mail alerts are on: {storeName}’s new deals go to <Address email={email} />.
          </>
        ) : null}
      </p>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
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
  const whyId = useId()
  return (
    <div
      role="group"
      aria-label="Deal alerts by e-mail"
      className="flex basis-full flex-wrap items-center gap-x-3 gap-y-1"
    >
      {/* Said to a screen reader with the offer; seen, the offer and the help say it. */}
      <span id={whyId} className="sr-only">
        {explained ? '' : `${WHY[reason]} `}Get {storeName}’s new deals by e-mail instead.
      </span>
      {signedIn ? (
        <SignedInOffer storeId={storeId} storeName={storeName} whyId={whyId} />
      ) : (
        <LogInForAlerts storeId={storeId} whyId={whyId} />
      )}
      {reason === 'denied' ? <UnblockHelp /> : null}
    </div>
  )
}
