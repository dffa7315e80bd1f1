import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { blogPostQueryOptions, blogPostsQueryOptions } from '@/api/blog'
import { ApiError, isNotFound, STATUS_MESSAGES } from '@/api/errors'
import { describeError } from '@/api/error-advice'
import type { BlogPost } from '@contract/records'
import { SignInPromptSlot } from '@/components/sign-in-prompt'
import { LikeButton } from '@/components/interactions/interaction-controls'
import { useShownCounts } from '@/stores/outbox/use-shown-counts'
import { PageHeader } from '@/ui/page-header'
import { QueryStates, type QueriesAsOne } from '@/ui/query-states'
import { buttonClass, EmptyState } from '@/ui/states'
import { showsSavedData } from '@/ui/saved-data'
import { PostComments } from './blog-comments'
import { paragraphsOf, parseBlogId } from './blog-format'
import { CategoryChips, PostByline } from './blog-post-meta'
import { useDocumentTitle } from '@/lib/browser/use-document-title'

function BackToBlog() {
  return (
    <Link to="/blog" className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-accent underline">
      ← All blog posts
    </Link>
  )
}

function PostNotFound() {
  return (
    <div className="page">
      <PageHeader title="Post not found" />
      <EmptyState
        title={STATUS_MESSAGES[404]}
        hint="The link may be mistyped, or the post may have been taken down."
        action={
          <Link to="/blog" className={buttonClass.primary}>
            See all blog posts
          </Link>
        }
      />
    </div>
  )
}

function PostSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the post…
      </p>
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <div className="h-4 w-28 animate-pulse rounded bg-surface-2" />
        <div className="h-5 w-32 animate-pulse rounded-full bg-surface-2" />
        <div className="h-9 w-4/5 animate-pulse rounded bg-surface-2" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-surface-2" />
        <div className="aspect-[16/9] w-full animate-pulse rounded-2xl bg-surface-2" />
        <div className="h-32 animate-pulse rounded bg-surface-2" />
      </div>
    </div>
  )
}

/** The first picture, above the article, in a fixed box. */
function PostCover({ post }: { post: BlogPost }) {
  const images = post.images ?? []
  const cover = images[0]
  if (!cover) return null
  return (
    <div className="aspect-[16/9] w-full overflow-hidden rounded-2xl bg-surface-2">
      <img
        src={cover}
        alt={`Picture 1 of ${images.length} for this post`}
        width={1280}
        height={720}
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  )
}

/** The other pictures and the videos, after the article; videos load only when played (data costs money). */
function PostGallery({ post }: { post: BlogPost }) {
  const images = post.images ?? []
  const more = images.slice(1)
  const videos = post.videos ?? []
  if (more.length === 0 && videos.length === 0) return null
  return (
    <section aria-label="Pictures and videos" className="flex flex-col gap-3">
      {more.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
          {more.map((src, index) => (
            <li key={src} className="aspect-[4/3] overflow-hidden rounded-xl bg-surface-2">
              <img
                src={src}
                alt={`Picture ${index + 2} of ${images.length} for this post`}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {videos.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {videos.map((src, index) => (
            <li key={src}>
              <video
                src={src}
                controls
                preload="none"
                playsInline
                width={640}
                height={360}
                aria-label={`Video ${index + 1} of ${videos.length}`}
                className="aspect-video w-full rounded-xl bg-black"
              >
                <a href={src} className="text-accent underline">
                  Download video {index + 1}
                </a>
              </video>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function PostView({ post, notice }: { post: BlogPost; notice: ReactNode }) {
  const paragraphs = paragraphsOf(post.article)
  // Moved at once by the shopper's own like (docs/decisions.md#outbox).
  const { likes } = useShownCounts('blog', post.id, { likes: post.likes_count })
  return (
    <div className="page">
      <article className="mx-auto flex max-w-3xl flex-col gap-5">
        <div>
          <BackToBlog />
          {notice}
          <header className="flex flex-col gap-2">
            <CategoryChips categories={post.categories ?? []} />
            <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{post.title}</h1>
            <PostByline post={post} />
          </header>
        </div>
        <PostCover post={post} />
        {/* The author's words as text: paragraphs on blank lines, never as HTML. */}
        <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="break-words whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <PostGallery post={post} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-4">
          <LikeButton target="blog" targetId={post.id} label={post.title} />
          {typeof likes === 'number' ? (
            <p className="text-sm text-muted">
              {likes} {likes === 1 ? 'like' : 'likes'}
            </p>
          ) : null}
          <SignInPromptSlot className="basis-full" />
        </div>
        <PostComments post={post} />
      </article>
    </div>
  )
}

/** The extension's answer means "no such post" unless the network itself failed. */
function extensionSaysMissing(error: unknown): boolean {
  return isNotFound(error) || !(error instanceof ApiError && error.kind === 'network')
}

/**
 * docs/api.md#blog reads posts only as a list, so a post comes from the list: the saved copy at once,
 * then the list as the server has it. The reference server's blog-detail extension, when the
 * provider has it, adds to that: more of the post's comments than the list carries, and posts
 * older than the list holds (its newest 100). A provider without it answers 404 or something
 * that is not a post: the list's copy stands, and a post in neither is "not found", not an error.
 */
function LoadedPost({ id }: { id: number }) {
  const list = useQuery(blogPostsQueryOptions())
  const fromList = list.data?.find((post) => post.id === id)
  const detail = useQuery({ ...blogPostQueryOptions(id), retry: false })
  const post = detail.data ?? fromList
  const query = detail.data ? detail : list
  useDocumentTitle(post?.title)

  const listLacksIt = list.isSuccess && !fromList
  if (!post && listLacksIt && detail.isError && extensionSaysMissing(detail.error)) return <PostNotFound />
  // The list's failure once the extension has had its say; the extension's when the list lacks the post.
  const detailSettled = detail.isError || detail.fetchStatus === 'paused'
  const failed = list.isError && detailSettled ? list : listLacksIt && detail.isError ? detail : undefined
  const paused = list.fetchStatus === 'paused' || detail.fetchStatus === 'paused'
  const both: QueriesAsOne<BlogPost> = {
    data: post,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    fetchStatus: paused ? 'paused' : list.isFetching || detail.isFetching ? 'fetching' : 'idle',
    refetch: () => void failed?.refetch(),
    savedAt: showsSavedData(query) ? query.dataUpdatedAt : null,
  }
  return (
    <QueryStates
      query={both}
      skeleton={<PostSkeleton />}
      describeError={describeError}
      offlineHint="This post is not saved on this phone yet. It will load when you are back online."
      frame={(state) => (
        <div className="page">
          <BackToBlog />
          <PageHeader title="Blog post" />
          {state}
        </div>
      )}
      childrenPlaceNotice
    >
      {(shown, notice) => <PostView post={shown} notice={notice} />}
    </QueryStates>
  )
}

/** docs/pages.md#detail-routes blog detail: one post, its pictures and videos, likes and comments. */
export function BlogPostPage({ blogId }: { blogId: string }) {
  const id = parseBlogId(blogId)
  if (id === null) return <PostNotFound />
  return <LoadedPost key={id} id={id} />
}
