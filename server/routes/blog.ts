import type { Handlers } from './endpoint-routes'
import { REQUIRED } from '../../contract/messages'
import { API_BASE, BLOG_COMMENTS, DEFAULT_PAGE_SIZE } from '../config'
import { signedInUser, type AppContext } from '../http/context'
import { now } from '../database/settings'
import type { Kdb } from '../database/schema'
import { notFound } from '../http/http-error'
import { writeOnce } from '../http/idempotency'
import { pathId } from '../http/path-params'
import { inputOf } from '../http/request-input'
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

/** A post's comments with their authors' first names. */
const selectComments = (db: Kdb, postId: number) =>
  db
    .selectFrom('blog_comments as bc')
    .innerJoin('users as u', 'u.id', 'bc.user_id')
    .select(['bc.id', 'bc.user_id as user', 'u.first_name', 'bc.content', 'bc.created_at'])
    .where('bc.post_id', '=', postId)

const countComments = async (db: Kdb, postId: number) =>
  Number(
    (
      await db
        .selectFrom('blog_comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow()
    ).n,
  )

/** The post's latest `most` comments, oldest first (as the page layout's list shows them (docs/pages.md)), and their count. */
async function latestComments(db: Kdb, postId: number, most: number) {
  const latest: CommentRow[] = await selectComments(db, postId).orderBy('bc.id', 'desc').limit(most).execute()
  return { comments: latest.reverse(), comments_count: await countComments(db, postId) }
}

async function postRecord(db: Kdb, row: PostRow, commentsShown: number) {
  const media = await db
    .selectFrom('blog_media')
    .select(['kind', 'file'])
    .where('post_id', '=', row.id)
    .orderBy('id')
    .execute()
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
    ...(await latestComments(db, row.id, commentsShown)),
    created_at: row.created_at,
  }
}

/** Posts `p` with their author's first name. */
const selectPosts = (db: Kdb) =>
  db.selectFrom('blog_posts as p').innerJoin('users as u', 'u.id', 'p.author_id').selectAll('p').select('u.first_name')

const postExists = async (db: Kdb, id: number) =>
  Boolean(await db.selectFrom('blog_posts').select('id').where('id', '=', id).executeTakeFirst())

export const blogHandlers = {
  blogPosts: async (c: AppContext) => {
    const db = c.get('deps').kysely
    const rows = await selectPosts(db).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(100).execute()
    const results = []
    for (const row of rows) results.push(await postRecord(db, row, BLOG_COMMENTS.inList))
    return c.json({ data: { results, count: rows.length, next_page: null } })
  },

  // Not in the spec's list, but a post page opened from a link needs it.
  blogPost: async (c: AppContext) => {
    const db = c.get('deps').kysely
    const id = pathId(c, 'id', REQUIRED.blogId)
    const row = await selectPosts(db).where('p.id', '=', id).executeTakeFirst()
    if (!row) throw notFound()
    return c.json({ data: { results: await postRecord(db, row, BLOG_COMMENTS.onPost) } })
  },

  blogComments: async (c: AppContext) => {
    const db = c.get('deps').kysely
    const id = pathId(c, 'id', REQUIRED.blogId)
    if (!(await postExists(db, id))) throw notFound()
    const query = inputOf(c, 'blogComments')
    const pageNumber = query.page ?? 1
    const size = query.page_size ?? DEFAULT_PAGE_SIZE
    const results: CommentRow[] = await selectComments(db, id)
      .orderBy('bc.id', 'desc')
      .limit(size)
      .offset((pageNumber - 1) * size)
      .execute()
    const n = await countComments(db, id)
    return c.json({ data: { results, count: n, next_page: pageNumber * size < n ? pageNumber + 1 : null } })
  },

  createBlog: async (c: AppContext) => {
    const userId = signedInUser(c)
    // Categories arrive cleaned: blanks dropped, at most TEXT_LIMITS.maxCategories.
    const { title, categories, article, location } = inputOf(c, 'createBlog')
    const stamp = now()
    // The post and the answer a retry gets are recorded together (../http/idempotency.ts).
    return writeOnce(c, 201, async (trx) => {
      const { id } = await trx
        .insertInto('blog_posts')
        .values({
          author_id: userId,
          title,
          categories: JSON.stringify(categories),
          article,
          location,
          created_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const row = await selectPosts(trx).where('p.id', '=', id).executeTakeFirstOrThrow()
      return { data: await postRecord(trx, row, BLOG_COMMENTS.onPost) }
    })
  },

  uploadBlogImages: (c: AppContext) => upload(c, 'image'),
  uploadBlogVideos: (c: AppContext) => upload(c, 'video'),

  commentOnBlogPost: async (c: AppContext) => {
    const db = c.get('deps').kysely
    const userId = signedInUser(c)
    const { blog_post: postId, content } = inputOf(c, 'commentOnBlogPost')
    if (!(await postExists(db, postId))) throw notFound()
    const stamp = now()
    return writeOnce(c, 201, async (trx) => {
      const { id } = await trx
        .insertInto('blog_comments')
        .values({ post_id: postId, user_id: userId, content, created_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { id, user: userId, blog_post: postId, content, created_at: stamp }
    })
  },
} satisfies Partial<Handlers>
