import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { storeKeys } from '@/api/discovery'
import { messageOf } from '@/api/errors'
import { commentOnStore } from '@/api/interactions'
import type { StoreComment, StoreDetails } from '@/api/records'
import { REQUIRED } from '@/api/validation'
import { useSession } from '@/features/auth/use-session'
import { buttonClass, EmptyState } from '@/ui/states'

// What shoppers say about a store, and the form to add to it (SPEC §3 store comment).

const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' })

function CommentDate({ at }: { at?: string }) {
  if (!at) return null
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={date.toISOString()} className="text-xs text-muted">
      {dateFormat.format(date)}
    </time>
  )
}

export function CommentList({ comments }: { comments: StoreComment[] }) {
  if (comments.length === 0) {
    return <EmptyState title="No comments yet" hint="Been here? Tell other shoppers how it went." />
  }
  return (
    <ul className="flex flex-col gap-3">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-xl border border-line bg-surface p-3">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">{comment.first_name || 'A shopper'}</span>
            <CommentDate at={comment.created_at} />
          </p>
          {/* Shoppers' words as text, line breaks kept. */}
          <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.content}</p>
        </li>
      ))}
    </ul>
  )
}

function SignInToComment({ id, message }: { id: string; message: string }) {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <p id={id} role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}{' '}
      <Link to="/login" search={{ redirect: here }} className="font-semibold text-accent underline">
        Log in
      </Link>
    </p>
  )
}

export function CommentForm({ store, slug }: { store: StoreDetails; slug: string }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()
  const errorId = `${fieldId}-error`

  const post = useMutation({
    mutationFn: (text: string) => commentOnStore({ content: text, user: user?.id, restaurant_name: store.id }),
    onSuccess: (comment) => {
      setContent('')
      setError(null)
      // Show it at once; the refetch then brings the server's own list.
      const shown: StoreComment = { ...comment, first_name: comment.first_name ?? user?.first_name }
      for (const key of [storeKeys.detail(slug), storeKeys.detail(store.id)]) {
        queryClient.setQueryData<StoreDetails>(key, (old) =>
          old ? { ...old, comments: [shown, ...(old.comments ?? []).filter((c) => c.id !== shown.id)] } : old,
        )
        void queryClient.invalidateQueries({ queryKey: key })
      }
    },
    onError: (thrown) => setError(messageOf(thrown)),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The same checks, in the same order, as the API call (SPEC §5), before anything is sent.
    if (!user) return setError(REQUIRED.user)
    if (content.trim() === '') return setError(REQUIRED.content)
    setError(null)
    post.mutate(content)
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-2">
      <label htmlFor={fieldId} className="font-semibold">
        Add a comment
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={2000}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={error === REQUIRED.content}
        aria-describedby={error ? errorId : undefined}
        placeholder={`What was it like at ${store.name_of_business}?`}
        className="w-full rounded-xl border border-line bg-surface-2 p-3 text-sm placeholder:text-muted"
      />
      {error === REQUIRED.user ? (
        <SignInToComment id={errorId} message={error} />
      ) : error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttonClass.primary} disabled={post.isPending}>
          {post.isPending ? 'Posting…' : 'Post comment'}
        </button>
      </div>
    </form>
  )
}
