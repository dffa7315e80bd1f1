import type { Handlers } from '../endpoint-routes'
import { REQUIRED } from '../../contract/messages'
import { API_BASE, BLOG_COMMENTS, DEFAULT_PAGE_SIZE } from '../config'
import { signedInUser, type AppContext } from '../context'
import { now } from '../db'
import { notFound } from '../http-error'
import { writeOnce } from '../idempotency'
import { pathId } from '../path-params'
import { inputOf } from '../request-input'
import { upload } from './blog-uploads'

type PostRow = {
  id: number
  author_id: number
  title: string
  categories: string
  article: string
  location: string
  likes_count: number
  created_at: string
  first_name: string
}

type CommentRow = { id: number; user: number; first_name: string; content: string; created_at: string }

const commentSelect = `SELECT bc.id, bc.user_id AS user, u.first_name, bc.content, bc.created_at
  FROM blog_comments bc JOIN users u ON u.id = bc.user_id WHERE bc.post_id = ?`

/** The post's latest `most` comments, oldest first (as SPEC's list shows them), and their count. */
function latestComments(c: AppContext, postId: number, most: number) {
  const db = c.get('deps').db
  const latest = db.prepare(`${commentSelect} ORDER BY bc.id DESC LIMIT ?`).all(postId, most) as CommentRow[]
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM blog_comments WHERE post_id = ?').get(postId) as { n: number }
  return { comments: latest.reverse(), comments_count: n }
}

function postRecord(c: AppContext, row: PostRow, commentsShown: number) {
  const db = c.get('deps').db
  const media = db.prepare('SELECT kind, file FROM blog_media WHERE post_id = ? ORDER BY id').all(row.id) as Array<{
    kind: string
    file: string
  }>
  return {
    id: row.id,
    title: row.title,
    categories: JSON.parse(row.categories) as string[],
    article: row.article,
    location: row.location,
    author: { id: row.author_id, first_name: row.first_name },
    images: media.filter((m) => m.kind === 'image').map((m) => `${API_BASE}/media/uploads/${m.file}`),
    videos: media.filter((m) => m.kind === 'video').map((m) => `${API_BASE}/media/uploads/${m.file}`),
    likes_count: row.likes_count,
    // Bounded: one account's hundreds of comments must not grow every reader's (and the
    // worker's cached) list. The rest are a page away (blogComments).
    ...latestComments(c, row.id, commentsShown),
    created_at: row.created_at,
  }
}

const postSelect = 'SELECT p.*, u.first_name FROM blog_posts p JOIN users u ON u.id = p.author_id'

export const blogHandlers = {
  blogPosts: (c: AppContext) => {
    const rows = c
      .get('deps')
      .db.prepare(`${postSelect} ORDER BY p.created_at DESC, p.id DESC LIMIT 100`)
      .all() as PostRow[]
    return c.json({
      data: {
        results: rows.map((row) => postRecord(c, row, BLOG_COMMENTS.inList)),
        count: rows.length,
        next_page: null,
      },
    })
  },

  // Not in the spec's list, but a post page opened from a link needs it.
  blogPost: (c: AppContext) => {
    const id = pathId(c, 'id', REQUIRED.blogId)
    const row = c.get('deps').db.prepare(`${postSelect} WHERE p.id = ?`).get(id) as PostRow | undefined
    if (!row) throw notFound()
    return c.json({ data: { results: postRecord(c, row, BLOG_COMMENTS.onPost) } })
  },

  blogComments: (c: AppContext) => {
    const db = c.get('deps').db
    const id = pathId(c, 'id', REQUIRED.blogId)
    if (!db.prepare('SELECT 1 FROM blog_posts WHERE id = ?').get(id)) throw notFound()
    const query = inputOf(c, 'blogComments')
    const pageNumber = query.page ?? 1
    const size = query.page_size ?? DEFAULT_PAGE_SIZE
    const results = db
      .prepare(`${commentSelect} ORDER BY bc.id DESC LIMIT ? OFFSET ?`)
      .all(id, size, (pageNumber - 1) * size) as CommentRow[]
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM blog_comments WHERE post_id = ?').get(id) as { n: number }
    return c.json({ data: { results, count: n, next_page: pageNumber * size < n ? pageNumber + 1 : null } })
  },

  createBlog: async (c: AppContext) => {
    const db = c.get('deps').db
    const userId = signedInUser(c)
    // Categories arrive cleaned: blanks dropped, at most TEXT_LIMITS.maxCategories.
    const { title, categories, article, location } = inputOf(c, 'createBlog')
    const stamp = now()
    // The post and the answer a retry gets are recorded together (idempotency.ts).
    return writeOnce(c, 201, () => {
      const id = db
        .prepare(
          'INSERT INTO blog_posts (author_id, title, categories, article, location, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(userId, title, JSON.stringify(categories), article, location, stamp).lastInsertRowid
      const row = db.prepare(`${postSelect} WHERE p.id = ?`).get(id) as PostRow
      return { data: postRecord(c, row, BLOG_COMMENTS.onPost) }
    })
  },

  uploadBlogImages: (c: AppContext) => upload(c, 'image'),
  uploadBlogVideos: (c: AppContext) => upload(c, 'video'),

  commentOnBlogPost: (c: AppContext) => {
    const db = c.get('deps').db
    const userId = signedInUser(c)
    const { blog_post: postId, content } = inputOf(c, 'commentOnBlogPost')
    if (!db.prepare('SELECT 1 FROM blog_posts WHERE id = ?').get(postId)) throw notFound()
    const stamp = now()
    return writeOnce(c, 201, () => {
      const id = db
        .prepare('INSERT INTO blog_comments (post_id, user_id, content, created_at) VALUES (?, ?, ?, ?)')
        .run(postId, userId, content, stamp).lastInsertRowid
      return { id: Number(id), user: userId, blog_post: postId, content, created_at: stamp }
    })
  },
} satisfies Partial<Handlers>
