import { useMutation } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import type { SessionUser } from '@contract/records'
import { commentHint } from '@/api/error-advice'
import { messageOf } from '@/api/errors'
import { REQUIRED } from '@/api/validation'
import { useSession } from '@/stores/session/use-session'
import { CommentThreadForm, CommentThreadList, useCommentDraft } from '@/ui/comment-thread'
import { SignInLink } from '@/ui/sign-in-link'

/** A comment as the API gives it, for the blog and for stores alike. */
export type CommentRecord = { id: number; first_name?: string | null; content: string; created_at?: string | null }

type CommentBoxProps<T> = {
  /** What is commented on, in "Log in to comment on this …". */
  subject: string
  placeholder: string
  /** Sends the words for the signed-in `user`. */
  send: (content: string, user: SessionUser) => Promise<T>
  /** The comment was saved: show it at once, and refetch the list it belongs to. */
  onSent: (created: T, user: SessionUser) => void
}

/** The box to add a comment; a signed-out reader gets a way to log in instead (and comes back here). */
function CommentBox<T>({ subject, placeholder, send, onSent }: CommentBoxProps<T>) {
  const { user } = useSession()
  const draft = useCommentDraft()
  const sending = useMutation({
    mutationFn: ({ content, by }: { content: string; by: SessionUser }) => send(content, by),
    onSuccess: (created, { by }) => {
      draft.setContent('')
      draft.setError(null)
      onSent(created, by)
    },
    // The words stay in the box, so nothing typed is lost.
    onError: (thrown) => draft.setError(messageOf(thrown)),
  })

  if (!user) {
    // Signed out, nothing to type yet: the words would be lost on the way to logging in.
    return (
      <p className="text-sm">
        <SignInLink /> to comment on this {subject}. You come straight back here.
      </p>
    )
  }
  return (
    <CommentThreadForm
      draft={draft}
      onSend={(content) => sending.mutate({ content, by: user })}
      emptyMessage={REQUIRED.content}
      errorHint={sending.isError ? commentHint(sending.error) : undefined}
      pending={sending.isPending}
      placeholder={placeholder}
    />
  )
}

type CommentsSectionProps<T> = CommentBoxProps<T> & {
  /** The heading: "Comments", or with the count of all of them. */
  title: string
  comments: CommentRecord[]
  /**
   * Newest first (a store's): the box comes first. Oldest first (a post's, read as a conversation): the box comes
   * last, after `before` (the way to older comments) and the list.
   */
  order: 'newest-first' | 'oldest-first'
  /** Who wrote a comment without a name ('A reader', 'A shopper'). */
  anonymous: string
  /** After "No comments yet.": what to say to the first one to write. */
  emptyHint: string
  before?: ReactNode
  /** Where the section sits on its page (a rule above it, the space below it). */
  className?: string
}

/** What people say about something, oldest or newest first, and the box to add to it. */
export function CommentsSection<T>({
  title,
  comments,
  order,
  anonymous,
  emptyHint,
  before,
  className = '',
  ...box
}: CommentsSectionProps<T>) {
  const headingId = useId()
  const list = (
    <CommentThreadList
      comments={comments.map((comment) => ({
        id: comment.id,
        author: comment.first_name?.trim() || anonymous,
        content: comment.content,
        at: comment.created_at,
      }))}
      empty={<p className="text-sm text-muted">No comments yet. {emptyHint}</p>}
    />
  )
  return (
    <section aria-labelledby={headingId} className={`flex max-w-2xl flex-col gap-4 ${className}`}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {order === 'newest-first' ? (
        <>
          <CommentBox {...box} />
          {list}
        </>
      ) : (
        <>
          {before}
          {list}
          <CommentBox {...box} />
        </>
      )}
    </section>
  )
}
