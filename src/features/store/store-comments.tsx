import { useMutation, useQueryClient } from '@tanstack/react-query'
import { storeKeys } from '@/api/discovery'
import { messageOf } from '@/api/errors'
import { commentHint } from '@/api/error-advice'
import { commentOnStore } from '@/api/interactions'
import type { StoreComment, StoreDetails } from '@contract/records'
import { REQUIRED } from '@/api/validation'
import { SignInLink } from '@/ui/sign-in-link'
import { useSession } from '@/stores/session/use-session'
import { CommentThreadForm, CommentThreadList, useCommentDraft } from '@/ui/comment-thread'
import { EmptyState } from '@/ui/states'

// What shoppers say about a store, and the form to add to it (docs/data.md#records store comment).

export function CommentList({ comments }: { comments: StoreComment[] }) {
  return (
    <CommentThreadList
      comments={comments.map((comment) => ({
        id: comment.id,
        author: comment.first_name || 'A shopper',
        content: comment.content,
        at: comment.created_at,
      }))}
      empty={<EmptyState title="No comments yet" hint="Been here? Tell other shoppers how it went." />}
    />
  )
}

export function CommentForm({ store }: { store: StoreDetails }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const draft = useCommentDraft()

  const post = useMutation({
    mutationFn: (text: string) => commentOnStore({ content: text, user: user?.id, restaurant_name: store.id }),
    onSuccess: (comment) => {
      draft.setContent('')
      draft.setError(null)
      // Show it at once; the refetch then brings the server's own list.
      const shown: StoreComment = { ...comment, first_name: comment.first_name ?? user?.first_name }
      const key = storeKeys.detail(store.id)
      queryClient.setQueryData<StoreDetails>(key, (old) =>
        old ? { ...old, comments: [shown, ...(old.comments ?? []).filter((c) => c.id !== shown.id)] } : old,
      )
      void queryClient.invalidateQueries({ queryKey: key })
    },
    onError: (thrown) => draft.setError(messageOf(thrown)),
  })

  if (!user) {
    // Signed out, nothing to type yet: the words would be lost on the way to logging in.
    return (
      <p className="text-sm">
        <SignInLink /> to comment on this store. You come straight back here.
      </p>
    )
  }

  return (
    <CommentThreadForm
      draft={draft}
      onSend={(text) => post.mutate(text)}
      emptyMessage={REQUIRED.content}
      errorHint={post.isError ? commentHint(post.error) : undefined}
      pending={post.isPending}
      placeholder={`What was it like at ${store.name_of_business}?`}
      className="max-w-2xl"
      fieldClassName="text-sm"
    />
  )
}
