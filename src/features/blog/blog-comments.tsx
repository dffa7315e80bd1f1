import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { blogKeys, createBlogComment, olderBlogCommentsQueryOptions, type CreatedBlogComment } from '@/api/blog'
import { describeError } from '@/api/error-advice'
import type { BlogComment, BlogPost, SessionUser } from '@contract/records'
import { CommentsSection } from '@/components/comments/comments-section'
import { MoreButton } from '@/ui/query-pages'

// What readers say under a post, oldest first, and the box to add to it (docs/data.md#records blog comment).

/**
 * Comments older than those a post carries, newest page first, put in reading order: the oldest page goes on top, each
 * read oldest first. A page may repeat comments already here (new ones shift the pages): each shows once.
 */
function earlierComments(pages: { results: BlogComment[] }[], carried: BlogComment[]): BlogComment[] {
  const seen = new Set(carried.map((comment) => comment.id))
  const earlier: BlogComment[] = []
  for (const page of [...pages].reverse())
    for (const comment of [...page.results].reverse())
      if (!seen.has(comment.id)) {
        seen.add(comment.id)
        earlier.push(comment)
      }
  return earlier
}

/** "Show older comments": the rest of a post's comments, a page at a time (blogComments), once the reader asks. */
function useOlderComments(post: BlogPost) {
  const carried = post.comments ?? []
  const total = Math.max(post.comments_count ?? 0, carried.length)
  const [asked, setAsked] = useState(false)
  const older = useInfiniteQuery({ ...olderBlogCommentsQueryOptions(post.id, carried.length), enabled: asked })
  const loading = asked && (older.isPending || older.isFetchingNextPage) && !older.isError
  return {
    all: [...earlierComments(older.data?.pages ?? [], carried), ...carried],
    total,
    carried: carried.length,
    loading,
    more: asked ? loading || older.hasNextPage || older.isError : total > carried.length,
    failure: older.isError ? describeError(older.error) : undefined,
    showOlder: () => {
      if (!asked) setAsked(true)
      else if (!older.data) void older.refetch()
      else void older.fetchNextPage()
    },
  }
}

/** How many comments show of how many, and the button for older ones; focus moves to the count once all are here. */
function OlderComments({ older }: { older: ReturnType<typeof useOlderComments> }) {
  const { all, total, carried, more } = older
  const button = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const buttonHadFocus = useRef(false)
  // The button goes once everything is here: the keyboard moves on to the words saying so.
  useEffect(() => {
    if (!more && buttonHadFocus.current) status.current?.focus()
  }, [more])
  if (total <= carried) return null
  return (
    <>
      <p ref={status} role="status" tabIndex={-1} className="text-sm text-muted">
        {more ? `Showing the latest ${all.length} of ${total} comments.` : `All ${total} comments shown.`}
      </p>
      {more ? (
        <MoreButton
          label="Show older comments"
          loadingLabel="Loading older comments…"
          loading={older.loading}
          failure={older.failure}
          buttonRef={button}
          onMore={() => {
            buttonHadFocus.current = document.activeElement === button.current
            older.showOlder()
          }}
          className="items-start"
        />
      ) : null}
    </>
  )
}

/** A post's comments: the latest ones it carried (oldest first), the count of all of them, and the older ones. */
export function PostComments({ post }: { post: BlogPost }) {
  const older = useOlderComments(post)
  return (
    <CommentsSection
      title={`Comments${older.total > 0 ? ` (${older.total})` : ''}`}
      comments={older.all}
      order="oldest-first"
      anonymous="A reader"
      emptyHint="Start the conversation."
      before={<OlderComments older={older} />}
      className="border-t border-line pt-4"
      subject="post"
      placeholder="What do you think?"
      send={(content, user) => createBlogComment({ user: user.id, blog_post: post.id, content })}
      onSent={useShowSentComment(post)}
    />
  )
}

/** A sent comment shows at once in whichever copy holds the post; the refetch then brings the server's own list. */
function useShowSentComment(post: BlogPost) {
  const queryClient = useQueryClient()
  return (created: CreatedBlogComment, user: SessionUser) => {
    const shown: BlogComment = {
      id: created.id,
      user: created.user,
      first_name: user.first_name,
      content: created.content,
      created_at: created.created_at,
    }
    // The post is shown from the list (or, past the list, from blog-detail).
    const withComment = (base: BlogPost): BlogPost => {
      const comments = base.comments ?? []
      const count = base.comments_count ?? comments.length
      return { ...base, comments: [...comments.filter((c) => c.id !== shown.id), shown], comments_count: count + 1 }
    }
    queryClient.setQueryData<BlogPost[]>(blogKeys.list(), (posts) =>
      posts?.map((each) => (each.id === post.id ? withComment(each) : each)),
    )
    queryClient.setQueryData<BlogPost>(blogKeys.detail(post.id), (old) => (old ? withComment(old) : old))
    void queryClient.invalidateQueries({ queryKey: blogKeys.all })
  }
}
