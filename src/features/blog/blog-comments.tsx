import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { blogKeys, createBlogComment } from '@/api/blog'
import { messageOf } from '@/api/errors'
import type { BlogComment, BlogPost } from '@/api/records'
import { REQUIRED } from '@/api/validation'
import { useSession } from '@/features/auth/use-session'
import { buttonClass } from '@/ui/states'
import { formatPostDate } from './blog-format'
import { SignInLink } from './sign-in-link'

// What readers say under a post, and the form to add to it (SPEC §3 blog comment).

export function BlogCommentList({ comments }: { comments: BlogComment[] }) {
  if (comments.length === 0) {
    return <p className="text-sm text-muted">No comments yet. Start the conversation.</p>
  }
  return (
    <ul className="flex flex-col gap-3">
      {comments.map((comment) => {
        const date = formatPostDate(comment.created_at)
        return (
          <li key={comment.id} className="rounded-xl border border-line bg-surface p-3">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{comment.first_name?.trim() || 'A reader'}</span>
              {date ? (
                <time dateTime={date.iso} className="text-xs text-muted">
                  {date.text}
                </time>
              ) : null}
            </p>
            {/* Readers' words as text, line breaks kept. */}
            <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.content}</p>
          </li>
        )
      })}
    </ul>
  )
}

export function BlogCommentForm({ post }: { post: BlogPost }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()
  const errorId = `${fieldId}-error`

  const send = useMutation({
    mutationFn: (text: string) => createBlogComment({ user: user?.id, blog_post: post.id, content: text }),
    onSuccess: (created) => {
      setContent('')
      setError(null)
      // Show it at once; the refetch then brings the server's own list.
      const shown: BlogComment = {
        id: created.id,
        user: created.user,
        first_name: user?.first_name,
        content: created.content,
        created_at: created.created_at,
      }
      queryClient.setQueryData<BlogPost>(blogKeys.detail(post.id), (old) => {
        const base = old ?? post
        return { ...base, comments: [...(base.comments ?? []).filter((c) => c.id !== shown.id), shown] }
      })
      void queryClient.invalidateQueries({ queryKey: blogKeys.all })
    },
    // The words stay in the box, so nothing typed is lost.
    onError: (thrown) => setError(messageOf(thrown)),
  })

  if (!user) {
    return (
      <p className="text-sm">
        <SignInLink /> to comment on this post.
      </p>
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The API call's own check (SPEC §5), before anything is sent.
    if (content.trim() === '') return setError(REQUIRED.content)
    setError(null)
    send.mutate(content)
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="font-semibold">
        Add a comment
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={2000}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={error === REQUIRED.content ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder="What do you think?"
        className="w-full rounded-xl border border-line bg-surface-2 p-3 text-base placeholder:text-muted"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
          {error === REQUIRED.user ? (
            <>
              {' '}
              <SignInLink />
            </>
          ) : null}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttonClass.primary} disabled={send.isPending}>
          {send.isPending ? 'Posting…' : 'Post comment'}
        </button>
      </div>
    </form>
  )
}
