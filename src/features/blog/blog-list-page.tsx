import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { blogPostsQueryOptions } from '@/api/blog'
import type { BlogPost } from '@contract/records'
import { describeError } from '@/api/error-advice'
import { QueryStates } from '@/ui/query-states'
import { PageHeader } from '@/ui/page-header'
import { buttonClass, EmptyState } from '@/ui/states'
import { excerptOf } from './blog-format'
import { CategoryChips, PostByline } from './blog-post-meta'

/** Newest first, whatever order the provider sends; posts without a date go last. */
function newestFirst(posts: BlogPost[]): BlogPost[] {
  const time = (post: BlogPost) => {
    const at = post.created_at ? Date.parse(post.created_at) : Number.NaN
    return Number.isNaN(at) ? -Infinity : at
  }
  return [...posts].sort((a, b) => time(b) - time(a))
}

function WritePostLink() {
  return (
    <Link to="/blog/new" className={buttonClass.primary}>
      Write a post
    </Link>
  )
}

/** A post in the list: cover, title, categories, place, author, day and the article's start. */
function BlogPostCard({ post }: { post: BlogPost }) {
  const cover = post.images?.[0]
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface hover:bg-surface-2 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-[var(--focus)]">
      {cover ? (
        <div className="aspect-[16/9] w-full overflow-hidden bg-surface-2">
          <img
            src={cover}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <CategoryChips categories={post.categories ?? []} />
        <h2 className="text-lg leading-snug font-semibold break-words">
          <Link
            to="/blog/$blog_id"
            params={{ blog_id: String(post.id) }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <PostByline post={post} />
        <p className="line-clamp-3 text-sm break-words">{excerptOf(post.article)}</p>
      </div>
    </li>
  )
}

function BlogListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <p role="status" className="sr-only">
        Loading blog posts…
      </p>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex h-56 flex-col gap-3 rounded-xl border border-line p-4">
          <div className="h-5 w-24 animate-pulse rounded-full bg-surface-2" />
          <div className="h-6 w-4/5 animate-pulse rounded bg-surface-2" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-2" />
          <div className="h-16 animate-pulse rounded bg-surface-2" />
        </div>
      ))}
    </div>
  )
}

function BlogPosts() {
  return (
    <QueryStates
      query={useQuery(blogPostsQueryOptions())}
      describeError={describeError}
      skeleton={<BlogListSkeleton />}
      empty={
        <EmptyState
          title="No blog posts yet"
          hint="Know a buka, a market or a deal other shoppers should hear about? Be the first to write."
          action={<WritePostLink />}
        />
      }
      offlineHint="No blog posts are saved on this phone yet. They will load when you are back online."
    >
      {(posts) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {newestFirst(posts).map((post) => (
            <BlogPostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
    </QueryStates>
  )
}

/** docs/pages.md blog list: every post, newest first, and a way to write one. */
export function BlogListPage() {
  return (
    <div className="page">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title="Blog" lead="Stories, guides and deal news from Lagos." />
        <div className="mb-6">
          <WritePostLink />
        </div>
      </div>
      <BlogPosts />
    </div>
  )
}
