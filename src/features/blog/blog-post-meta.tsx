import type { BlogPost } from '@contract/records'
import { PinIcon } from '@/ui/icons'
import { formatPostDate } from './blog-format'

// A post's categories, place, author and day: the same line on a card and on the post page.

export function CategoryChips({ categories }: { categories: readonly string[] }) {
  if (categories.length === 0) return null
  return (
    <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
      {categories.map((category) => (
        <li
          key={category}
          className="max-w-full truncate rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-accent"
        >
          {category}
        </li>
      ))}
    </ul>
  )
}

export function PostByline({ post }: { post: Pick<BlogPost, 'author' | 'created_at' | 'location'> }) {
  const date = formatPostDate(post.created_at)
  const author = post.author?.first_name?.trim()
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {post.location ? (
        <span className="inline-flex min-w-0 items-center gap-1">
          <PinIcon size={14} />
          <span className="truncate">{post.location}</span>
        </span>
      ) : null}
      {author || date ? (
        <span>
          {author ? `By ${author}` : null}
          {author && date ? ' · ' : null}
          {date ? <time dateTime={date.iso}>{date.text}</time> : null}
        </span>
      ) : null}
    </p>
  )
}
