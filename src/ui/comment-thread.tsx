import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { buttonClass } from './states'
import { lazyFormat } from '@/lib/format/intl'
import { TEXT_LIMITS } from '@contract/rules'
import { ShopperMessage } from './shopper-message'

// What people say under a post or about a store, and the box to add to it. Presentational:
// each feature brings its own records, sending and messages.

export type ThreadComment = {
  id: number
  /** Who wrote it, already with the feature's fallback ('A reader', 'A shopper'). */
  author: string
  content: string
  /** ISO time it was written. */
  at?: string | null
}

const dateFormat = lazyFormat(
  () => new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' }),
)

function CommentDate({ at }: { at?: string | null }) {
  if (!at) return null
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={date.toISOString()} className="text-xs text-muted">
      {dateFormat().format(date)}
    </time>
  )
}

/** The comments, oldest or newest first as given; `empty` when there are none. */
export function CommentThreadList({ comments, empty }: { comments: ThreadComment[]; empty: ReactNode }) {
  if (comments.length === 0) return <>{empty}</>
  return (
    <ul className="flex flex-col gap-3">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-xl border border-line bg-surface p-3">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">{comment.author}</span>
            <CommentDate at={comment.at} />
          </p>
          {/* People's words as text, line breaks kept. */}
          <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.content}</p>
        </li>
      ))}
    </ul>
  )
}

/** The words being written and the message under them; the feature clears or sets them. */
export function useCommentDraft() {
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  return { content, setContent, error, setError }
}

export type CommentDraft = ReturnType<typeof useCommentDraft>

type CommentThreadFormProps = {
  draft: CommentDraft
  /** Called with words that passed the checks; the words stay in the box until the feature clears them. */
  onSend: (content: string) => void
  /** What to say when the box is blank (the input rules' 'Content is required.' (docs/validation.md)). */
  emptyMessage: string
  /** After a failed send: what to do next, said beside the message. */
  errorHint?: string
  pending: boolean
  placeholder: string
  /** Extra classes for the form (its width) and the text box (its text size). */
  className?: string
  fieldClassName?: string
}

/** The "Add a comment" box with its checks, message and "Posting…" state. */
export function CommentThreadForm({
  draft,
  onSend,
  emptyMessage,
  errorHint,
  pending,
  placeholder,
  className = '',
  fieldClassName = 'text-base',
}: CommentThreadFormProps) {
  const { content, setContent, error, setError } = draft
  const fieldId = useId()
  const errorId = `${fieldId}-error`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The API call's own checks, in its order (docs/validation.md), before anything is sent.
    const problem = content.trim() === '' ? emptyMessage : null
    setError(problem)
    if (problem === null) onSend(content)
  }

  return (
    <form onSubmit={submit} noValidate className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={fieldId} className="font-semibold">
        Add a comment
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={TEXT_LIMITS.comment}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={error === emptyMessage ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={placeholder}
        className={`w-full rounded-xl border border-line bg-surface-2 p-3 placeholder:text-muted ${fieldClassName}`}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          <ShopperMessage message={error} />
          {errorHint && error !== emptyMessage ? <span className="block">{errorHint}</span> : null}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? 'Posting…' : 'Post comment'}
        </button>
      </div>
    </form>
  )
}
