import { useQueryClient } from '@tanstack/react-query'
import { storeKeys } from '@/api/discovery'
import { commentOnStore } from '@/api/interactions'
import type { StoreComment, StoreDetails } from '@contract/records'
import { CommentsSection } from '@/components/comments/comments-section'

// What shoppers say about a store, newest first, and the box to add to it (docs/data.md#records store comment).

export function StoreComments({ store }: { store: StoreDetails }) {
  const queryClient = useQueryClient()
  const key = storeKeys.detail(store.id)
  return (
    <CommentsSection
      title="Comments"
      comments={store.comments ?? []}
      order="newest-first"
      anonymous="A shopper"
      emptyHint="Been here? Tell other shoppers how it went."
      className="mb-10"
      subject="store"
      placeholder={`What was it like at ${store.name_of_business}?`}
      send={(content, user) => commentOnStore({ content, user: user.id, restaurant_name: store.id })}
      onSent={(comment, user) => {
        // Show it at once; the refetch then brings the server's own list.
        const shown: StoreComment = { ...comment, first_name: comment.first_name ?? user.first_name }
        queryClient.setQueryData<StoreDetails>(key, (old) =>
          old ? { ...old, comments: [shown, ...(old.comments ?? []).filter((c) => c.id !== shown.id)] } : old,
        )
        void queryClient.invalidateQueries({ queryKey: key })
      }}
    />
  )
}
