import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { blogKeys } from '@/api/blog'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { useForm } from '@/ui/use-form'
import { postSchema, publishPost, type StepName } from './publish-post'
import { emptyDraft, postDraft, type Draft, type DraftText } from './write-post-draft'

/** The form's values, in the page's order (the first wrong one gets the focus). */
export type PostValues = DraftText & { images: File[]; videos: File[] }

/**
 * The post being written as the form's values: its text kept as a draft on this phone, its
 * files in memory. `created` is a post already made from this draft by this shopper: its text
 * is out, only the files are left, and they are not asked for again.
 */
export function usePostForm(userId: number) {
  const [draft, setDraft] = useState<Draft>(postDraft.read)
  const [images, setImages] = useState<File[]>([])
  const [videos, setVideos] = useState<File[]>([])

  useEffect(() => postDraft.write(draft), [draft])

  const created = draft.created?.user === userId ? draft.created : undefined
  const { title, categories, article, location } = draft
  const values: PostValues = { title, categories, article, location, images, videos }
  const form = useForm(values, postSchema({ text: !!created, images: !!created?.imagesSent }), {
    values,
    onChange: ({ images: nextImages, videos: nextVideos, ...text }) => {
      setDraft((previous) => ({ ...previous, ...text }))
      setImages(nextImages)
      setVideos(nextVideos)
    },
  })
  return { form, draft, setDraft, created }
}

export type PostForm = ReturnType<typeof usePostForm>

/** A failed publish: the step it failed at (Try again goes on from there), its words and what to do. */
export type PublishFailure = { step: StepName | null; message: string; hint?: string }

/** Publishing the post (publish-post.ts), then opening it; or starting a different post. */
export function useWritePostSubmit(userId: number, { form, draft, setDraft, created }: PostForm) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [working, setWorking] = useState<StepName | null>(null)
  const [failed, setFailed] = useState<PublishFailure | null>(null)

  async function publish({ images, videos }: PostValues) {
    setFailed(null)
    let step: StepName | null = null
    try {
      const postId = await publishPost({
        user: userId,
        text: draft,
        images,
        videos,
        created,
        onStep: (next) => {
          step = next
          setWorking(next)
        },
        onProgress: (progress) => setDraft((previous) => ({ ...previous, created: progress })),
      })
      setWorking(null)
      setDraft(emptyDraft)
      postDraft.clear()
      void queryClient.invalidateQueries({ queryKey: blogKeys.all })
      await navigate({ to: '/blog/$blog_id', params: { blog_id: String(postId) } })
    } catch (thrown) {
      setWorking(null)
      // What was done is remembered: Try again goes on from the step that failed.
      setFailed({ step, message: messageOf(thrown), hint: nextStep(thrown) })
    }
  }

  function startOver() {
    setDraft(emptyDraft)
    form.reset({ ...emptyDraft, images: [], videos: [] })
    setFailed(null)
  }

  return { working, failed, submit: form.handleSubmit(publish), startOver }
}
