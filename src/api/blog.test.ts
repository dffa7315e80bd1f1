import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refused, rejection } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { connectTokensForEachTest } from '@/test/session'
import {
  BLOG_COMMENT_ERRORS,
  BLOG_POST_ERRORS,
  blogKeys,
  blogPostQueryOptions,
  blogPostsQueryOptions,
  createBlog,
  createBlogComment,
  fetchBlogPost,
  IMAGE_UPLOAD_ERRORS,
  listBlogPosts,
  uploadBlogImages,
  uploadBlogVideos,
  VIDEO_UPLOAD_ERRORS,
  type NewBlog,
} from './blog'
import { ApiError, STATUS_MESSAGES } from './errors'

connectTokensForEachTest('access-token')
afterEach(() => vi.unstubAllGlobals())

const post = {
  id: 3,
  title: 'Where to eat suya in Ikeja',
  categories: ['Food', 'Ikeja'],
  article: 'Start at Allen Avenue…',
  location: 'Ikeja',
  images: [],
  videos: [],
  comments: [],
}

describe('listBlogPosts', () => {
  it('reads the posts from data.results', async () => {
    const sent = stubFetch(() => json({ data: { results: [post], count: 1, next_page: null } }))
    await expect(listBlogPosts()).resolves.toEqual([post])
    expect(sent[0]?.method).toBe('GET')
    expect(sent[0]?.url.pathname).toBe('/beta/blog/list-all-blog')
    expect(sent[0]?.url.search).toBe('')
  })

  it.each([
    [403, {}, STATUS_MESSAGES[403]],
    [404, {}, STATUS_MESSAGES[404]],
    [500, {}, STATUS_MESSAGES[500]],
    [429, { message: 'Slow down.' }, 'Slow down.'],
    [400, {}, 'Nothing came through.'],
  ])("prefixes status %i's message with 'Error fetching blog posts:'", async (status, body, message) => {
    stubFetch(() => json(body, status))
    const error = await rejection(listBlogPosts())
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toHaveProperty('message', `Error fetching blog posts: ${message}`)
  })

  it('reports no answer, and a broken answer', async () => {
    stubFetch(offline)
    expect(await rejection(listBlogPosts())).toHaveProperty(
      'message',
      'Error fetching blog posts: Nothing came through.',
    )
    stubFetch(() => json({ data: { results: {} } }))
    expect(await rejection(listBlogPosts())).toHaveProperty('message', 'Error fetching blog posts')
  })
})

describe('fetchBlogPost', () => {
  it('reads one post from data.results', async () => {
    const sent = stubFetch(() => json({ data: { results: post } }))
    await expect(fetchBlogPost(3)).resolves.toEqual(post)
    expect(sent[0]?.url.pathname).toBe('/beta/blog/blog-detail/3')
  })

  it.each([undefined, null, '', 0, -2])("refuses the id %j with 'Blog ID is required.'", async (id) => {
    const sent = stubFetch(() => json({ data: { results: post } }))
    await refused(fetchBlogPost(id), 'Blog ID is required.', sent)
  })

  it('maps failures to its messages', async () => {
    stubFetch(() => json({ message: 'The requested resource was not found.' }, 404))
    expect(await rejection(fetchBlogPost(99))).toHaveProperty('message', STATUS_MESSAGES[404])
    stubFetch(offline)
    expect(await rejection(fetchBlogPost(3))).toHaveProperty('message', BLOG_POST_ERRORS.failure)
    stubFetch(() => json({ data: post }))
    expect(await rejection(fetchBlogPost(3))).toHaveProperty('kind', 'unexpected')
  })
})

describe('createBlog', () => {
  const blog: NewBlog = {
    user: 7,
    title: ' Where to eat suya in Ikeja ',
    categories: 'Food, Ikeja, ',
    article: 'Start at Allen Avenue…',
    location: 'Ikeja',
  }

  it('posts the text with the token and returns the new post', async () => {
    const sent = stubFetch(() => json({ data: post }, 201))
    await expect(createBlog(blog)).resolves.toEqual(post)
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.url.pathname).toBe('/beta/blog/create-blog')
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-token')
    expect(sent[0]?.body).toEqual({
      title: 'Where to eat suya in Ikeja',
      categories: ['Food', 'Ikeja'],
      article: 'Start at Allen Avenue…',
      location: 'Ikeja',
    })
  })

  it.each([
    ['no user', { user: undefined }, 'User is required.'],
    ['no title', { title: '  ' }, 'Title is required.'],
    ['no categories', { categories: [] }, 'Category is required.'],
    ['blank categories', { categories: ' , ' }, 'Category is required.'],
    ['no article', { article: '' }, 'Article is required.'],
    ['no location', { location: null }, 'Location is required.'],
  ])('refuses %s', async (_label, change, message) => {
    const sent = stubFetch(() => json({ data: post }, 201))
    await refused(createBlog({ ...blog, ...change }), message, sent)
  })

  it.each([
    [403, {}, STATUS_MESSAGES[403]],
    [500, {}, STATUS_MESSAGES[500]],
    [400, { message: 'Title is required.' }, 'Title is required.'],
  ])("prefixes status %i's message with 'Error creating blog text:'", async (status, body, message) => {
    stubFetch(() => json(body, status))
    expect(await rejection(createBlog(blog))).toHaveProperty('message', `Error creating blog text: ${message}`)
  })

  it('reports no answer and a broken answer', async () => {
    stubFetch(offline)
    expect(await rejection(createBlog(blog))).toHaveProperty(
      'message',
      'Error creating blog text: Could not publish the post',
    )
    stubFetch(() => json(post, 201))
    expect(await rejection(createBlog(blog))).toHaveProperty('kind', 'unexpected')
  })
})

describe('uploading blog media', () => {
  const photo = new File(['png'], 'suya.png', { type: 'image/png' })
  const photo2 = new File(['jpg'], 'grill.jpg', { type: 'image/jpeg' })
  const clip = new File(['mp4'], 'grill.mp4', { type: 'video/mp4' })

  it("sends the images as multipart 'blog' plus repeated 'image', with the token", async () => {
    const sent = stubFetch(() => json({ data: { blog: 3, images: ['/beta/media/uploads/a.png'] } }, 201))
    await expect(uploadBlogImages(3, [photo, photo2])).resolves.toEqual({
      blog: 3,
      images: ['/beta/media/uploads/a.png'],
    })
    const request = sent[0]
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/beta/blog/create-blog-images')
    expect(request?.headers.get('Authorization')).toBe('Bearer access-token')
    expect(request?.body).toBeInstanceOf(FormData)
    const form = request?.body as FormData
    expect(form.get('blog')).toBe('3')
    expect(form.getAll('image').map((file) => (file as File).name)).toEqual(['suya.png', 'grill.jpg'])
  })

  it("sends the videos as multipart 'blog' plus repeated 'video'", async () => {
    const sent = stubFetch(() => json({ data: { blog: 3, videos: ['/beta/media/uploads/b.mp4'] } }, 201))
    await expect(uploadBlogVideos('3', [clip])).resolves.toEqual({ blog: 3, videos: ['/beta/media/uploads/b.mp4'] })
    expect(sent[0]?.url.pathname).toBe('/beta/blog/create-blog-videos')
    const form = sent[0]?.body as FormData
    expect(form.get('blog')).toBe('3')
    expect(form.getAll('video')).toHaveLength(1)
  })

  it('refuses a missing blog id, and no files', async () => {
    const sent = stubFetch(() => json({}, 201))
    await refused(uploadBlogImages(undefined, [photo]), 'Blog ID is required.', sent)
    await refused(uploadBlogVideos(0, [clip]), 'Blog ID is required.', sent)
    await refused(uploadBlogImages(3, []), 'At least one image is required.', sent)
    await refused(uploadBlogImages(3, null), 'At least one image is required.', sent)
    await refused(uploadBlogVideos(3, []), 'At least one video is required.', sent)
    await refused(uploadBlogVideos(3, undefined), 'At least one video is required.', sent)
  })

  it("maps failures to the server's words or its own", async () => {
    stubFetch(() => json({ message: 'suya.gif is not a supported image type.' }, 415))
    expect(await rejection(uploadBlogImages(3, [photo]))).toHaveProperty(
      'message',
      'suya.gif is not a supported image type.',
    )
    stubFetch(() => json({}, 403))
    expect(await rejection(uploadBlogVideos(3, [clip]))).toHaveProperty('message', STATUS_MESSAGES[403])
    stubFetch(offline)
    expect(await rejection(uploadBlogImages(3, [photo]))).toHaveProperty('message', IMAGE_UPLOAD_ERRORS.failure)
    expect(await rejection(uploadBlogVideos(3, [clip]))).toHaveProperty('message', VIDEO_UPLOAD_ERRORS.failure)
    stubFetch(() => json({ data: { blog: 3 } }, 201))
    expect(await rejection(uploadBlogImages(3, [photo]))).toHaveProperty('kind', 'unexpected')
  })
})

describe('createBlogComment', () => {
  const created = { id: 9, user: 7, blog_post: 3, content: 'Try the kidney suya', created_at: '2026-11-20' }

  it('posts {user, blog_post, content} with the token', async () => {
    const sent = stubFetch(() => json(created, 201))
    await expect(createBlogComment({ user: 7, blog_post: 3, content: ' Try the kidney suya ' })).resolves.toEqual(
      created,
    )
    expect(sent[0]?.url.pathname).toBe('/beta/blog/create-comment')
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-token')
    expect(sent[0]?.body).toEqual({ user: 7, blog_post: 3, content: 'Try the kidney suya' })
  })

  it.each([
    [{ user: null, blog_post: 3, content: 'Hi' }, 'User is required.'],
    [{ user: 7, blog_post: undefined, content: 'Hi' }, 'Blog ID is required.'],
    [{ user: 7, blog_post: 3, content: '   ' }, 'Content is required.'],
  ])('refuses %j', async (comment, message) => {
    const sent = stubFetch(() => json(created, 201))
    await refused(createBlogComment(comment), message, sent)
  })

  it('maps failures to its messages', async () => {
    stubFetch(() => json({}, 404))
    expect(await rejection(createBlogComment({ user: 7, blog_post: 3, content: 'Hi' }))).toHaveProperty(
      'message',
      STATUS_MESSAGES[404],
    )
    stubFetch(offline)
    expect(await rejection(createBlogComment({ user: 7, blog_post: 3, content: 'Hi' }))).toHaveProperty(
      'message',
      BLOG_COMMENT_ERRORS.failure,
    )
    stubFetch(() => json({}, 201))
    expect(await rejection(createBlogComment({ user: 7, blog_post: 3, content: 'Hi' }))).toHaveProperty(
      'kind',
      'unexpected',
    )
  })
})

describe('blog keys and query options', () => {
  it('nests keys under blogKeys.all and fetches through the query client', async () => {
    expect(blogKeys.list()).toEqual(['blog', 'list'])
    expect(blogKeys.detail(3)).toEqual(['blog', 'detail', '3'])
    stubFetch(({ url }) =>
      url.pathname.endsWith('/3') ? json({ data: { results: post } }) : json({ data: { results: [post] } }),
    )
    const client = new QueryClient()
    await expect(client.fetchQuery(blogPostsQueryOptions())).resolves.toEqual([post])
    await expect(client.fetchQuery(blogPostQueryOptions(3))).resolves.toEqual(post)
  })
})
