import { useMutation, useQueryClient } from '@tanstack/react-query'
import { blogKeys, createBlogComment } from '@/api/blog'
import { messageOf } from '@/api/errors'
import { commentHint } from '@/api/error-advice'
import type { BlogComment, BlogPost } from '@contract/records'
import { REQUIRED } from '@/api/validation'
import { SignInLink } from '@/ui/sign-in-link'
import { useSession } from '@/features/auth/use-session'
import { CommentThreadForm, CommentThreadList, useCommentDraft } from '@/ui/comment-thread'

// What readers say under a post, and the form to add to it (SPEC §3 blog comment).

export function BlogCommentList({ comments }: { comments: BlogComment[] }) {
  return (
    <CommentThreadList
      comments={comments.map((comment) => ({
        id: comment.id,
        author: comment.first_name?.trim() || 'A reader',
        content: comment.content,
        at: comment.created_at,
      }))}
      empty={<p className="text-sm text-muted">No comments yet. Start the conversation.</p>}
    />
  )
}

export function BlogCommentForm({ post }: { post: BlogPost }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const draft = useCommentDraft()

  const send = useMutation({
    mutationFn: (text: string) => createBlogComment({ user: user?.id, blog_post: post.id, content: text }),
    onSuccess: (created) => {
      draft.setContent('')
      draft.setError(null)
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
    onError: (thrown) => draft.setError(messageOf(thrown)),
  })

  if (!user) {
    return (
      <p className="text-sm">
        <SignInLink /> to comment on this post. You come straight back here.
      </p>
    )
  }

  return (
    <CommentThreadForm
      draft={draft}
      onSend={(text) => send.mutate(text)}
      emptyMessage={REQUIRED.content}
      errorHint={send.isError ? commentHint(send.error) : undefined}
      pending={send.isPending}
      placeholder="What do you think?"
    />
  )
}
