import { useId, useRef, useState, type FormEvent } from 'react'
import type { NewsletterOutcome } from './newsletter-submit'
import { ShopperMessage } from '@/ui/shopper-message'

/** NEWSLETTER_ERRORS.failure of src/api/feedback.ts, without loading that module. */
const NEWSLETTER_FAILED = 'Could not subscribe you to the newsletter'

/** The footer's newsletter sign-up (docs/api.md#blog POST subscribeToNewsletter). */
export function NewsletterForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [note, setNote] = useState<NewsletterOutcome | null>(null)
  const [pending, setPending] = useState(false)
  const sending = useRef(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setPending(true)
    try {
      // The footer is on every page: its checks and the call load on the first subscribe.
      const { submitNewsletter } = await import('./newsletter-submit')
      const outcome = await submitNewsletter(email)
      if (outcome.kind === 'done') setEmail('')
      setNote(outcome)
    } catch {
      // The form's code could not load (offline before it was ever cached): the call's own words.
      setNote({ kind: 'error', text: NEWSLETTER_FAILED })
    } finally {
      sending.current = false
      setPending(false)
    }
  }

  const invalid = note?.kind === 'error'
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className="max-w-sm">
      <h2 id={`${id}-title`} className="text-sm font-bold tracking-wide uppercase">
        Deals in your inbox
      </h2>
      <label htmlFor={`${id}-email`} className="mt-3 block text-sm text-muted">
        Email for the weekly newsletter
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          className="h-12 min-w-0 flex-1 rounded-full border border-current/30 bg-surface px-4 text-sm text-[var(--ink)] outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:border-[var(--accent)] focus:ring-2 focus:ring-[var(--focus)]"
        />
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="h-12 shrink-0 rounded-full bg-accent px-4 text-sm font-semibold aria-disabled:opacity-60"
        >
          {pending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {/* A fixed box for the answer, so nothing below moves when it arrives. */}
      <div id={`${id}-note`} className="mt-2 min-h-10 text-sm">
        <p role="status" className="font-medium">
          {note?.kind === 'done' ? note.text : ''}
        </p>
        {invalid ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-900">
            <ShopperMessage message={note.text} />
            {note.hint ? <span className="block font-normal">{note.hint}</span> : null}
          </p>
        ) : null}
      </div>
    </form>
  )
}
