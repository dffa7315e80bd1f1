import { useState } from 'react'
import { failureMessage, messageOf, type ErrorSpec } from '@/api/errors'
import type { AccountHandoff, AccountNotice } from '@/components/account-form/account-handoff'
import type { FormFailure } from '@/components/account-form/form-failure'
import { buttonClass } from '@/ui/states'
import { RESEND_SECONDS, useCooldown } from './use-cooldown'

// Asking for another emailed code, on the two pages that take one (verify the email, reset the
// password): held back for RESEND_SECONDS after each code (and after the one the step before
// sent), sent to the email in the page's form, and remembered where it went.

type ResendOptions = {
  /** The page's form: its email field is checked (showing its error) before a code is asked for. */
  form: { values: { email: string }; validate: (fields: readonly ['email']) => boolean }
  /** What the step before handed over; `sentNotice` says it has just sent a code there. */
  arrival: AccountHandoff
  sentNotice: AccountNotice
  send: (email: string) => Promise<unknown>
  /** The call's failure names (src/api/auth.ts). */
  errors: ErrorSpec
  /** Another request of the page is on its way. */
  busy: boolean
  /** The page's failure line: cleared as a code is asked for, set when that fails. */
  onFailure: (failure: FormFailure | null) => void
}

export function useResendCode({ form, arrival, sentNotice, send, errors, busy, onFailure }: ResendOptions) {
  const justSent = arrival.notice === sentNotice
  const cooldown = useCooldown(justSent ? RESEND_SECONDS : 0)
  const [resentTo, setResentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function resend() {
    if (busy || sending || cooldown.remaining > 0 || !form.validate(['email'])) return
    const to = form.values.email.trim()
    setSending(true)
    setResentTo(null)
    onFailure(null)
    try {
      await send(to)
      setResentTo(to)
      cooldown.start(RESEND_SECONDS)
    } catch (error) {
      onFailure({ message: messageOf(error, failureMessage(errors)) })
    } finally {
      setSending(false)
    }
  }

  return {
    /** Where the latest code went, and whether it is one asked for here. */
    sent: resentTo
      ? { to: resentTo, again: true }
      : justSent && arrival.email
        ? { to: arrival.email, again: false }
        : null,
    sending,
    button: { remaining: cooldown.remaining, busy: busy || sending, sending, onResend: () => void resend() },
  }
}

/** "No code?" and a button to ask for another, held back while the last one may be on its way. */
export function ResendCode({
  label,
  remaining,
  busy,
  sending,
  onResend,
}: {
  /** "Resend code"; while waiting, "Resend code in 30 s". */
  label: string
  remaining: number
  /** A request of the page is on its way. */
  busy: boolean
  /** This one is. */
  sending: boolean
  onResend: () => void
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
      <span>No code?</span>
      <button type="button" onClick={onResend} disabled={busy || remaining > 0} className={buttonClass.secondary}>
        {sending ? 'Sending…' : remaining > 0 ? `${label} in ${remaining} s` : label}
      </button>
    </div>
  )
}
