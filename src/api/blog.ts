import { queryOptions } from '@tanstack/react-query'
import { call } from './client'
import { unexpectedResponse, ValidationError, type ErrorSpec } from './errors'
import { hasId, isRecord, resultsItem, resultsList, type BlogPost } from './records'
import { REQUIRED, required, requireId } from './validation'
import { withSavedCopy } from './saved-copy'

// SPEC §7 Blog: reading posts, writing one (text first, then its images and videos by the
// post's id) and commenting.

export const BLOG_LIST_ERRORS: ErrorSpec = {
  prefix: 'Error fetching blog posts:',
  failure: 'Request failed',
  unexpected: 'Error fetching blog posts',
}
// SPEC §8 names no message for these; each says what did not happen.
export const BLOG_POST_ERRORS: ErrorSpec = { failure: 'Error fetching the blog post' }
export const CREATE_BLOG_ERRORS: ErrorSpec = {
  prefix: 'Error creating blog text:',
  failure: 'Could not publish the post',
}
export const IMAGE_UPLOAD_ERRORS: ErrorSpec = { failure: 'Could not upload the images' }
export const VIDEO_UPLOAD_ERRORS: ErrorSpec = { failure: 'Could not upload the videos' }
export const BLOG_COMMENT_ERRORS: ErrorSpec = { failure: 'Could not post your comment' }

type UserId = number | null | undefined
type BlogId = number | string | null | undefined

/** GET /blog/list-all-blog: newest first. */
export async function listBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const { data } = await call('/blog/list-all-blog', { expect: 200, signal }, BLOG_LIST_ERRORS)
  const posts = resultsList<BlogPost>(data)
  if (!posts) throw unexpectedResponse(BLOG_LIST_ERRORS, 200)
  return posts
}

/** GET /blog/blog-detail/{id}: the reference server's addition, for a post opened from a link. */
export async function fetchBlogPost(id: BlogId, signal?: AbortSignal): Promise<BlogPost> {
  requireId(id, REQUIRED.blogId)
  const { data } = await call(
    `/blog/blog-detail/${encodeURIComponent(String(id))}`,
    { expect: 200, signal },
    BLOG_POST_ERRORS,
  )
  const post = resultsItem<BlogPost>(data)
  if (!post) throw unexpectedResponse(BLOG_POST_ERRORS, 200)
  return post
}

export type NewBlog = {
  user: UserId
  title: string | null | undefined
  /** A list, or a comma-separated string as a form field gives it. */
  categories: string[] | string | null | undefined
  article: string | null | undefined
  location: string | null | undefined
}

function categoryList(categories: NewBlog['categories']): string[] {
  const list = typeof categories === 'string' ? categories.split(',') : (categories ?? [])
  return list.map((category) => category.trim()).filter((category) => category !== '')
}

/** `{ data: Post }` from a create call. */
function createdPost(body: unknown): BlogPost | undefined {
  return isRecord(body) && hasId(body.data) ? (body.data as BlogPost) : undefined
}

/** POST /blog/create-blog {title, categories, article, location}; the author is the token's user. */
export async function createBlog(blog: NewBlog): Promise<BlogPost> {
  requireId(blog.user, REQUIRED.user)
  required(blog.title, REQUIRED.title)
  const categories = categoryList(blog.categories)
  if (categories.length === 0) throw new ValidationError(REQUIRED.category)
  required(blog.article, REQUIRED.article)
  required(blog.location, REQUIRED.location)
  const body = { title: blog.title.trim(), categories, article: blog.article, location: blog.location.trim() }
  const { data } = await call(
    '/blog/create-blog',
    { method: 'POST', body, auth: true, expect: 201 },
    CREATE_BLOG_ERRORS,
  )
  const post = createdPost(data)
  if (!post) throw unexpectedResponse(CREATE_BLOG_ERRORS, 201)
  return post
}

export type BlogMediaFiles = Iterable<Blob> | ArrayLike<Blob> | null | undefined
export type UploadedImages = { blog: number; images: string[] }
export type UploadedVideos = { blog: number; videos: string[] }

async function uploadMedia(
  field: 'image' | 'video',
  blogId: BlogId,
  files: BlogMediaFiles,
  errors: ErrorSpec,
): Promise<Record<string, unknown>> {
  requireId(blogId, REQUIRED.blogId)
  const list = files ? Array.from(files) : []
  if (list.length === 0) throw new ValidationError(field === 'image' ? REQUIRED.image : REQUIRED.video)
  const form = new FormData()
  form.append('blog', String(blogId))
  for (const file of list) form.append(field, file)
  const { data } = await call(
    `/blog/create-blog-${field}s`,
    { method: 'POST', body: form, auth: true, expect: 201 },
    errors,
  )
  const uploaded = isRecord(data) && isRecord(data.data) ? data.data : undefined
  if (!uploaded || !Array.isArray(uploaded[`${field}s`])) throw unexpectedResponse(errors, 201)
  return uploaded
}

/** POST /blog/create-blog-images, multipart: blog and repeated image (jpeg, png, webp, gif). */
export async function uploadBlogImages(blogId: BlogId, files: BlogMediaFiles): Promise<UploadedImages> {
  return (await uploadMedia('image', blogId, files, IMAGE_UPLOAD_ERRORS)) as UploadedImages
}

/** POST /blog/create-blog-videos, multipart: blog and repeated video (mp4, webm). */
export async function uploadBlogVideos(blogId: BlogId, files: BlogMediaFiles): Promise<UploadedVideos> {
  return (await uploadMedia('video', blogId, files, VIDEO_UPLOAD_ERRORS)) as UploadedVideos
}

export type NewBlogComment = { user: UserId; blog_post: BlogId; content: string | null | undefined }
export type CreatedBlogComment = { id: number; user: number; blog_post: number; content: string; created_at: string }

/** POST /blog/create-comment {user, blog_post, content}. */
export async function createBlogComment(comment: NewBlogComment): Promise<CreatedBlogComment> {
  requireId(comment.user, REQUIRED.user)
  requireId(comment.blog_post, REQUIRED.blogId)
  required(comment.content, REQUIRED.content)
  const body = { user: comment.user, blog_post: comment.blog_post, content: comment.content.trim() }
  const { data } = await call(
    '/blog/create-comment',
    { method: 'POST', body, auth: true, expect: 201 },
    BLOG_COMMENT_ERRORS,
  )
  if (!hasId(data)) throw unexpectedResponse(BLOG_COMMENT_ERRORS, 201)
  return data as CreatedBlogComment
}

export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (id: number | string) => [...blogKeys.all, 'detail', String(id)] as const,
}

export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.list(),
    queryFn: withSavedCopy((signal) => listBlogPosts(signal)),
  })
}

export function blogPostQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: withSavedCopy((signal) => fetchBlogPost(id, signal)),
  })
}
