import * as v from 'valibot'
import { blogPostFields } from '@contract/fields'
import { UPLOAD_LIMITS } from '@contract/rules'
import { createBlog, uploadBlogImages, uploadBlogVideos } from '@/api/blog'
import { ValidationError } from '@/api/errors'
import { REQUIRED } from '@/api/validation'
import { categoriesOf } from './blog-format'
import type { Draft, DraftText } from './write-post-draft'

// Publishing a post is three calls (Blog calls (docs/api.md#blog)): the text, then its pictures and videos by the
// new post's id. Each step that succeeded is remembered, so a retry after a failed upload sends
// only what is missing and never makes the post twice.

export type StepName = 'text' | 'images' | 'videos'
export type Created = NonNullable<Draft['created']>

// What the server takes in one upload request (contract/rules.ts): a few pictures, one video.
export const IMAGE_TYPES: readonly string[] = UPLOAD_LIMITS.imageTypes
export const VIDEO_TYPES: readonly string[] = UPLOAD_LIMITS.videoTypes
const MB = 1024 * 1024
/** A byte limit in whole megabytes, for the form's words. */
export const megabytes = (bytes: number) => bytes / MB
export const IMAGE_LIMIT = UPLOAD_LIMITS.imageBytes
export const VIDEO_LIMIT = UPLOAD_LIMITS.videoBytes
export const MAX_IMAGES = UPLOAD_LIMITS.imagesPerUpload
export const MAX_VIDEOS = UPLOAD_LIMITS.videosPerUpload

/** What one upload may carry: each file of a type the server takes, within its size; said of the first that is not. */
const eachFile = (types: readonly string[], limit: number, kind: string) =>
  v.rawCheck<File[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    for (const file of dataset.value) {
      if (file.type && !types.includes(file.type))
        return addIssue({ message: `${file.name} is not a supported ${kind} type.` })
      if (file.size > limit) return addIssue({ message: `${file.name} is larger than ${limit / MB} MB.` })
    }
  })

const imagesField = (required: boolean) =>
  v.pipe(
    v.array(v.file()),
    v.check((files) => !required || files.length > 0, REQUIRED.image),
    v.maxLength(MAX_IMAGES, `Choose at most ${MAX_IMAGES} pictures.`),
    eachFile(IMAGE_TYPES, IMAGE_LIMIT, 'image'),
  )

const videosField = v.pipe(
  v.array(v.file()),
  v.maxLength(MAX_VIDEOS, 'Choose one video.'),
  eachFile(VIDEO_TYPES, VIDEO_LIMIT, 'video'),
)

/** A part of the post already published: its fields are not asked again. */
const published = v.unknown()

/**
 * The writing form's fields, in its order: the post's text (the create call's own fields,
 * contract/fields.ts), then its files, checked before any data is spent. What an earlier
 * attempt already sent (`done`) is not required again.
 */
export function postSchema(done: { text: boolean; images: boolean } = { text: false, images: false }) {
  const text = <K extends keyof typeof blogPostFields>(field: K) => (done.text ? published : blogPostFields[field])
  return v.object({
    title: text('title'),
    categories: text('categories'),
    article: text('article'),
    location: text('location'),
    images: imagesField(!done.images),
    videos: videosField,
  })
}

export type PublishInput = {
  user: number | undefined
  text: DraftText
  images: File[]
  videos: File[]
  /** What an earlier attempt already did, for this user. */
  created: Created | undefined
  onStep: (step: StepName) => void
  /** Called after each step that succeeded, with what is done so far. */
  onProgress: (created: Created) => void
}

/** Runs the steps not yet done; resolves with the post's id, or throws the failed step's message. */
export async function publishPost(input: PublishInput): Promise<number> {
  const { user } = input
  if (!user) throw new ValidationError(REQUIRED.user)
  let created = input.created?.user === user ? input.created : undefined
  if (!created) {
    input.onStep('text')
    const post = await createBlog({
      user,
      title: input.text.title,
      categories: categoriesOf(input.text.categories),
      article: input.text.article,
      location: input.text.location,
    })
    created = { id: post.id, user, imagesSent: false, videosSent: false }
    input.onProgress(created)
  }
  if (!created.imagesSent) {
    input.onStep('images')
    await uploadBlogImages(created.id, input.images)
    created = { ...created, imagesSent: true }
    input.onProgress(created)
  }
  if (!created.videosSent) {
    if (input.videos.length > 0) {
      input.onStep('videos')
      await uploadBlogVideos(created.id, input.videos)
    }
    created = { ...created, videosSent: true }
    input.onProgress(created)
  }
  return created.id
}
