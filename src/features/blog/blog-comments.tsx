import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { blogKeys, createBlogComment, olderBlogCommentsQueryOptions, type CreatedBlogComment } from '@/api/blog'
import { messageOf } from '@/api/errors'
import type { BlogComment, BlogPost, SessionUser } from '@contract/records'
import { CommentsSection } from '@/components/comments/comments-section'
import { FormAlert } from '@/ui/form'
import { buttonClass } from '@/ui/states'

// What readers say under a post, oldest first, and the box to add to it (docs/data.md#records blog comment).

/**
 * A post's comments: the latest ones it carried (oldest first), the count of all of them, and
 * "Show older comments", which loads the rest a page at a time (blogComments) above them.
 */
export function PostComments({ post }: { post: BlogPost }) {
  const shown = post.comments ?? []
  const total = Math.max(post.comments_count ?? 0, shown.length)
  const [asked, setAsked] = useState(false)
  const older = useInfiniteQuery({ ...olderBlogCommentsQueryOptions(post.id, shown.length), enabled: asked })
  const button = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const buttonHadFocus = useRef(false)

  // Pages come newest first: the oldest page goes on top, each read oldest first. A page may
  // repeat comments already here (new ones shift the pages): each shows once.
  const seen = new Set(shown.map((comment) => comment.id))
  const earlier: BlogComment[] = []
  for (const page of [...(older.data?.pages ?? [])].reverse())
    for (const comment of [...page.results].reverse())
      if (!seen.has(comment.id)) {
        seen.add(comment.id)
        earlier.push(comment)
      }
  const all = [...earlier, ...shown]
  const loading = asked && (older.isPending || older.isFetchingNextPage) && !older.isError
  const more = asked ? loading || older.hasNextPage || older.isError : total > shown.length

  // The button goes once everything is here: the keyboard moves on to the words saying so.
  useEffect(() => {
    if (!more && buttonHadFocus.current) status.current?.focus()
  }, [more])

  function showOlder() {
    if (loading) return
    buttonHadFocus.current = document.activeElement === button.current
    if (!asked) setAsked(true)
    else if (!older.data) void older.refetch()
    else void older.fetchNextPage()
  }

  const before = (
    <>
      {total > shown.length ? (
        <p ref={status} role="status" tabIndex={-1} className="text-sm text-muted">
          {more ? `Showing the latest ${all.length} of ${total} comments.` : `All ${total} comments shown.`}
        </p>
      ) : null}
      {more ? (
        <div className="flex flex-col items-start gap-2">
          {older.isError ? (
            <FormAlert hint="Check your connection and try again.">{messageOf(older.error)}</FormAlert>
          ) : null}
          {/* aria-disabled, not disabled, while loading: focus stays on the button. */}
          <button
            ref={button}
            type="button"
            className={buttonClass.secondary}
            aria-disabled={loading}
            onClick={showOlder}
          >
            {loading ? 'Loading older comments…' : 'Show older comments'}
          </button>
        </div>
      ) : null}
    </>
  )
  return (
    <CommentsSection
      title={`Comments${total > 0 ? ` (${total})` : ''}`}
      comments={all}
      order="oldest-first"
      anonymous="A reader"
      emptyHint="Start the conversation."
      before={before}
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
