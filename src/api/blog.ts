import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { contentEndpoints as calls } from '@contract/endpoints/content'
import type { BlogComment, BlogPost } from '@contract/records'
import { BLOG_COMMENTS } from '@contract/rules'
import { callEndpoint, errorsOf } from './endpoint-call'
import { ValidationError, type ErrorSpec } from './errors'
import { REQUIRED, required, requireId } from './validation'
import { withSavedCopy } from './saved-copy'

// Blog calls (docs/api.md#blog): reading posts, writing one (text first, then its images and videos by the
// post's id) and commenting. Paths, answers and messages: contract/endpoints/content.ts.

export const BLOG_LIST_ERRORS: ErrorSpec = errorsOf(calls.blogPosts)
export const BLOG_POST_ERRORS: ErrorSpec = errorsOf(calls.blogPost)
export const CREATE_BLOG_ERRORS: ErrorSpec = errorsOf(calls.createBlog)
export const IMAGE_UPLOAD_ERRORS: ErrorSpec = errorsOf(calls.uploadBlogImages)
export const VIDEO_UPLOAD_ERRORS: ErrorSpec = errorsOf(calls.uploadBlogVideos)
export const BLOG_COMMENT_ERRORS: ErrorSpec = errorsOf(calls.commentOnBlogPost)

type UserId = number | null | undefined
type BlogId = number | string | null | undefined

/** GET blogPosts: newest first. */
export async function listBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const { data } = await callEndpoint(calls.blogPosts, { signal })
  return data.data.results
}

/** GET blogPost: the reference server's addition, only for a post older than the list holds (blog-post-page). */
export async function fetchBlogPost(id: BlogId, signal?: AbortSignal): Promise<BlogPost> {
  requireId(id, REQUIRED.blogId)
  const { data } = await callEndpoint(calls.blogPost, { params: { id: String(id) }, signal })
  return data.data.results
}

export type CommentPage = { results: BlogComment[]; count: number | undefined; nextPage: number | null }

/**
 * GET blogComments (beyond the original spec (docs/api.md#extensions)): a post's comments `pageSize` at a time, newest
 * first. `nextPage` is null on the last page.
 */
export async function fetchBlogComments(
  id: BlogId,
  page: number,
  pageSize: number = BLOG_COMMENTS.onPost,
  signal?: AbortSignal,
): Promise<CommentPage> {
  requireId(id, REQUIRED.blogId)
  const { data } = await callEndpoint(calls.blogComments, {
    params: { id: String(id) },
    query: { page, page_size: pageSize },
    signal,
  })
  return { results: data.data.results, count: data.data.count, nextPage: data.data.next_page ?? null }
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

/** POST createBlog {title, categories, article, location}; the author is the token's user. */
export async function createBlog(blog: NewBlog): Promise<BlogPost> {
  requireId(blog.user, REQUIRED.user)
  required(blog.title, REQUIRED.title)
  const categories = categoryList(blog.categories)
  if (categories.length === 0) throw new ValidationError(REQUIRED.category)
  required(blog.article, REQUIRED.article)
  required(blog.location, REQUIRED.location)
  const body = { title: blog.title.trim(), categories, article: blog.article, location: blog.location.trim() }
  const { data } = await callEndpoint(calls.createBlog, { body })
  return data.data
}

export type BlogMediaFiles = Iterable<Blob> | ArrayLike<Blob> | null | undefined
export type UploadedImages = { blog: number; images: string[] }
export type UploadedVideos = { blog: number; videos: string[] }

function mediaForm(field: 'image' | 'video', blogId: BlogId, files: BlogMediaFiles): FormData {
  requireId(blogId, REQUIRED.blogId)
  const list = files ? Array.from(files) : []
  if (list.length === 0) throw new ValidationError(field === 'image' ? REQUIRED.image : REQUIRED.video)
  const form = new FormData()
  form.append('blog', String(blogId))
  for (const file of list) form.append(field, file)
  return form
}

/** POST uploadBlogImages, multipart: blog and repeated image (jpeg, png, webp, gif). */
export async function uploadBlogImages(blogId: BlogId, files: BlogMediaFiles): Promise<UploadedImages> {
  const { data } = await callEndpoint(calls.uploadBlogImages, { body: mediaForm('image', blogId, files) })
  return data.data
}

/** POST uploadBlogVideos, multipart: blog and repeated video (mp4, webm). */
export async function uploadBlogVideos(blogId: BlogId, files: BlogMediaFiles): Promise<UploadedVideos> {
  const { data } = await callEndpoint(calls.uploadBlogVideos, { body: mediaForm('video', blogId, files) })
  return data.data
}

export type NewBlogComment = { user: UserId; blog_post: BlogId; content: string | null | undefined }
export type CreatedBlogComment = { id: number; user: number; blog_post: number; content: string; created_at: string }

/** POST /blog/create-comment {user, blog_post, content}. */
export async function createBlogComment(comment: NewBlogComment): Promise<CreatedBlogComment> {
  requireId(comment.user, REQUIRED.user)
  requireId(comment.blog_post, REQUIRED.blogId)
  required(comment.content, REQUIRED.content)
  const body = { user: comment.user, blog_post: comment.blog_post, content: comment.content.trim() }
  const { data } = await callEndpoint(calls.commentOnBlogPost, {
    body: body as { user: number; blog_post: number | string; content: string },
  })
  return data
}

export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (id: number | string) => [...blogKeys.all, 'detail', String(id)] as const,
  /** Under `all`: a new comment refetches the older pages too. */
  olderComments: (id: number | string, firstPage: number) =>
    [...blogKeys.all, 'comments', String(id), firstPage] as const,
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

/**
 * The comments older than the `shown` latest ones a post carried: pages of BLOG_COMMENTS.onPost
 * from the first page past them (a page that overlaps is fine: the reader drops what it shows).
 */
export function olderBlogCommentsQueryOptions(id: number | string, shown: number) {
  const firstPage = Math.floor(shown / BLOG_COMMENTS.onPost) + 1
  return infiniteQueryOptions({
    queryKey: blogKeys.olderComments(id, firstPage),
    queryFn: ({ pageParam, signal }) => fetchBlogComments(id, pageParam, BLOG_COMMENTS.onPost, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last: CommentPage) => last.nextPage ?? undefined,
  })
}
