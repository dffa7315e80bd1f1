import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { ApiError, messageOf } from '@/api/errors'
import { useSession } from '@/stores/session/use-session'
import { FormAlert } from '@/ui/form'
import { buttonClass } from '@/ui/states'

// Beyond the original spec (docs/api.md#extensions): "Log out everywhere" ends every session of the account (a lost
// phone, a shared computer). A logout that reaches no server still signs this device out; this one must reach
// it, or nothing happened on the other devices — so offline it says it needs a connection.

const FAILED = 'Unable to log out everywhere. Please try again.'
const NEEDS_CONNECTION = 'Logging out everywhere needs a connection. Connect to the internet and try again.'
export const DONE = 'You are logged out on every phone and browser.'

type Step = 'idle' | 'confirm' | 'pending' | 'done'

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') return NEEDS_CONNECTION
  return messageOf(error, FAILED)
}

/** The steps from the button to the done words: the question, the request, a failure said under the question. */
function useLogOutEverywhere(opener: RefObject<HTMLButtonElement | null>, yes: RefObject<HTMLButtonElement | null>) {
  const { logoutEverywhere } = useSession()
  const [step, setStep] = useState<Step>('idle')
  const [error, setError] = useState<string | null>(null)
  const asked = useRef(false)

  // The keyboard follows the question: to its first answer when it opens, back to the button
  // that asked it when it is cancelled.
  useEffect(() => {
    if (step === 'confirm' && !asked.current) yes.current?.focus()
    if (step === 'idle' && asked.current) opener.current?.focus()
    asked.current = step === 'confirm' || step === 'pending'
  }, [step, opener, yes])

  async function confirm() {
    if (step === 'pending') return
    setStep('pending')
    setError(null)
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setError(NEEDS_CONNECTION)
      setStep('confirm')
      return
    }
    try {
      await logoutEverywhere()
      setStep('done')
    } catch (failure) {
      setError(failureMessage(failure))
      setStep('confirm')
    }
  }

  function cancel() {
    if (step === 'pending') return
    setStep('idle')
    setError(null)
  }

  return { step, error, ask: () => setStep('confirm'), confirm, cancel }
}

/** The question, a failure under it, and its two answers. */
type ConfirmLogOutProps = { flow: ReturnType<typeof useLogOutEverywhere>; yes: RefObject<HTMLButtonElement | null> }

function ConfirmLogOut({ flow, yes }: ConfirmLogOutProps) {
  const questionId = useId()
  const pending = flow.step === 'pending'
  return (
    <div role="group" aria-labelledby={questionId} aria-busy={pending} className="mt-3 grid gap-3">
      <p id={questionId} className="text-sm font-semibold">
        Log out on every phone and browser, this one too? You will need your password to log in again.
      </p>
      {flow.error ? <FormAlert>{flow.error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        {/* aria-disabled, not disabled, while pending: focus stays on the button. */}
        <button
          ref={yes}
          type="button"
          className={buttonClass.primary}
          aria-disabled={pending}
          onClick={() => void flow.confirm()}
        >
          {pending ? 'Logging out everywhere…' : 'Yes, log out everywhere'}
        </button>
        <button type="button" className={buttonClass.secondary} aria-disabled={pending} onClick={flow.cancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}

/** The account area's "Log out on every phone and browser", with a confirm step. */
export function LogOutEverywhere() {
  const { isSignedIn } = useSession()
  const opener = useRef<HTMLButtonElement>(null)
  const yes = useRef<HTMLButtonElement>(null)
  const flow = useLogOutEverywhere(opener, yes)
  const titleId = useId()
  if (flow.step === 'done')
    return (
      <p role="status" className="rounded-xl border border-line p-4 text-sm">
        {DONE}
      </p>
    )
  if (!isSignedIn) return null
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line p-4">
      <h2 id={titleId} className="font-semibold">
        Your sessions
      </h2>
      <p className="mt-1 text-sm text-muted">
        Lost a phone, or logged in on someone else’s? End every session of your account at once.
      </p>
      {flow.step === 'idle' ? (
        <button ref={opener} type="button" className={`${buttonClass.secondary} mt-3`} onClick={flow.ask}>
          Log out on every phone and browser
        </button>
      ) : (
        <ConfirmLogOut flow={flow} yes={yes} />
      )}
    </section>
  )
}
