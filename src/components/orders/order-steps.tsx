import {
  DECLINED,
  JOURNEYS,
  refundLine,
  STEP_LABELS,
  statusWords,
  type OrderProgress,
  type OrderStep,
} from '@contract/order-status'
import type { PaymentMethod } from '@contract/payment-methods'
import { lazyFormat } from '@/lib/format/intl'

// An order's status after Pay (docs/api.md#store-orders): the current step in words ("Jollof Republic
// accepted your order · preparing"), each step of its journey with the time it was reached, about
// when it arrives, and — offline — that this is the last status known, as of when.

const lagosTime = lazyFormat(
  () => new Intl.DateTimeFormat('en-NG', { hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Lagos' }),
)
const timeOf = (iso: string) => lagosTime().format(new Date(iso))

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The steps to list: the journey's, or for a declined order those it reached, then the decline. */
function listedSteps(progress: OrderProgress): OrderStep[] {
  if (progress.step !== DECLINED) return [...JOURNEYS[progress.journey]]
  return [...progress.steps.map((reached) => reached.step).filter((step) => step !== DECLINED), DECLINED]
}

function StepList({ progress }: { progress: OrderProgress }) {
  const reached = new Map(progress.steps.map((step) => [step.step, step.at]))
  return (
    <ol className="grid gap-1 text-sm">
      {listedSteps(progress).map((step) => {
        const at = reached.get(step)
        const current = step === progress.step
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            className={`flex items-center gap-2 ${at ? '' : 'text-muted'} ${current ? 'font-bold' : ''}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-2.5 shrink-0 rounded-full ${
                at ? (step === DECLINED ? 'bg-red-600' : 'bg-emerald-600') : 'border-2 border-current'
              }`}
            />
            <span>{capitalised(STEP_LABELS[step])}</span>
            {at ? (
              <time dateTime={at} className="ml-auto tabular-nums">
                {timeOf(at)}
              </time>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

/** About when: arrives (delivery) or ready (pickup), until the journey ends. */
function Eta({ progress }: { progress: OrderProgress }) {
  const path = JOURNEYS[progress.journey]
  // A visit is at the time the shopper and the store agree: no estimate.
  if (!progress.eta_at || progress.journey === 'visit' || progress.step === DECLINED || path.at(-1) === progress.step)
    return null
  return (
    <p className="text-sm">
      {progress.journey === 'delivery' ? 'Arrives' : 'Ready'} about {timeOf(progress.eta_at)}.
    </p>
  )
}

export function OrderSteps({
  storeName,
  progress,
  total,
  method,
  offlineSince,
}: {
  storeName: string
  progress: OrderProgress
  /** What the shopper paid: a declined order's refund line names it. */
  total: number
  /** How it was paid: a refund goes back that way (cash was never paid). Unknown: a card, as before. */
  method?: PaymentMethod
  /** When the status was last read, while offline (the page shows that copy; null online). */
  offlineSince?: number | null
}) {
  return (
    <section aria-label="Order status" className="grid gap-2 rounded-lg bg-surface-2 p-3">
      <p role="status" className="font-semibold break-words">
        {statusWords(storeName, progress.step, progress.reason)}
      </p>
      {progress.step === DECLINED ? <p className="text-sm">{refundLine(total, method)}</p> : null}
      <StepList progress={progress} />
      <Eta progress={progress} />
      {offlineSince ? (
        <p className="text-sm text-muted">
          You are offline: this is the last status we had, at{' '}
          <time dateTime={new Date(offlineSince).toISOString()}>{timeOf(new Date(offlineSince).toISOString())}</time>.
        </p>
      ) : null}
    </section>
  )
}
