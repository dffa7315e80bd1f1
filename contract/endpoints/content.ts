// Blog calls (docs/api.md#blog) (reading, writing with pictures and videos, commenting), the newsletter, the
// feedback form and the feedback modal's shared contact form. Writing needs an account.
import * as v from 'valibot'
import { REQUEST_FAILED } from '../messages'
import { endpoint } from '../endpoint'
import { createdOf, listOf, oneOf } from '../envelopes'
import {
  blogPostFields,
  emailField,
  feedbackFields,
  idOf,
  optionalText,
  optionalWholeNumber,
  requiredText,
} from '../fields'
import { REQUIRED } from '../messages'
import { PAGE_SIZE, TEXT_LIMITS } from '../rules'
import { blogCommentSchema, blogPostSchema } from '../records'

const WHOLE_PAGES = 'page and page_size must be whole numbers.'

export const contentEndpoints = {
  blogPosts: endpoint({
    method: 'GET',
    path: '/blog/list-all-blog',
    auth: 'none',
    response: listOf(blogPostSchema),
    status: [200],
    failure: {
      prefix: 'Error fetching blog posts:',
      failure: REQUEST_FAILED,
      unexpected: 'Error fetching blog posts',
    },
    cache: 'network-first',
  }),
  blogPost: endpoint({
    method: 'GET',
    path: '/blog/blog-detail/:id',
    auth: 'none',
    response: oneOf(blogPostSchema),
    status: [200],
    // docs/errors.md names no message for these; each says what did not happen.
    failure: { failure: 'Error fetching the blog post' },
    addition: true,
  }),
  // Beyond the original spec (docs/api.md#extensions): a post's comments a page at a time, newest first (the list and
  // the post carry only the latest few, with comments_count).
  blogComments: endpoint({
    method: 'GET',
    path: '/blog/blog-comments/:id',
    auth: 'none',
    request: v.object({
      page: optionalWholeNumber('page', 1, 100_000, WHOLE_PAGES),
      page_size: optionalWholeNumber('page_size', 1, PAGE_SIZE.max, WHOLE_PAGES),
    }),
    response: listOf(blogCommentSchema),
    status: [200],
    failure: { failure: 'Error fetching the comments' },
    addition: true,
  }),
  createBlog: endpoint({
    method: 'POST',
    path: '/blog/create-blog',
    auth: 'required',
    request: v.object(blogPostFields),
    response: createdOf(blogPostSchema),
    status: [201],
    failure: { prefix: 'Error creating blog text:', failure: 'Could not publish the post' },
  }),
  uploadBlogImages: endpoint({
    method: 'POST',
    path: '/blog/create-blog-images',
    auth: 'required',
    request: 'multipart',
    response: createdOf(v.object({ blog: v.number(), images: v.array(v.string()) })),
    status: [201],
    failure: { failure: 'Could not upload the images' },
  }),
  uploadBlogVideos: endpoint({
    method: 'POST',
    path: '/blog/create-blog-videos',
    auth: 'required',
    request: 'multipart',
    response: createdOf(v.object({ blog: v.number(), videos: v.array(v.string()) })),
    status: [201],
    failure: { failure: 'Could not upload the videos' },
  }),
  commentOnBlogPost: endpoint({
    method: 'POST',
    path: '/blog/create-comment',
    auth: 'required',
    bodyUser: true,
    request: v.object({
      user: idOf('user', REQUIRED.user),
      blog_post: idOf('blog_post', REQUIRED.blogId),
      content: requiredText('content', REQUIRED.content, TEXT_LIMITS.comment),
    }),
    response: v.object({
      id: v.number(),
      user: v.number(),
      blog_post: v.number(),
      content: v.string(),
      created_at: v.string(),
    }),
    status: [201],
    failure: { failure: 'Could not post your comment' },
  }),
  subscribeToNewsletter: endpoint({
    method: 'POST',
    path: '/subscribe/subscribe-to-newsletter/',
    auth: 'none',
    request: v.object({ email: emailField }),
    response: v.object({ detail: v.optional(v.string()), email: v.optional(v.string()) }),
    // The reference server answers 201 for a new address and a known one alike.
    status: [200, 201],
    failure: { failure: 'Could not subscribe you to the newsletter' },
  }),
  sendFeedback: endpoint({
    method: 'POST',
    path: '/feedback/feedback-create',
    auth: 'none',
    request: v.object(feedbackFields),
    response: createdOf(v.record(v.string(), v.unknown())),
    status: [201],
    failure: { prefix: 'Error sending feedback:', failure: 'Could not send your feedback' },
  }),
  sendContactForm: endpoint({
    method: 'POST',
    // docs/api.md leaves this path open; it is the reference server's.
    path: '/contact/contact-form',
    auth: 'none',
    request: v.object({
      category: requiredText('category', REQUIRED.category, TEXT_LIMITS.category),
      name: optionalText('name', TEXT_LIMITS.name),
      subject: optionalText('subject', TEXT_LIMITS.subject),
      // The shopper's own number when the app knows it; none otherwise (never a stand-in).
      phone: optionalText('phone', TEXT_LIMITS.phone),
      email: emailField,
      message: requiredText('message', REQUIRED.feedback, TEXT_LIMITS.feedback),
    }),
    // A response with a `data` field is the only sign of success.
    response: v.object({ data: v.unknown() }),
    status: [200, 201],
    // The error catalogue's feedback toast on failure (docs/errors.md#feedback); the modal shows it as it is.
    failure: { failure: 'Something went wrong, please try again later' },
  }),
}
