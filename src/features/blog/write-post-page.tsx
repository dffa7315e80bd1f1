import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { blogKeys } from '@/api/blog'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { TEXT_LIMITS } from '@contract/rules'
import { REQUIRED } from '@/api/validation'
import { useSession } from '@/stores/session/use-session'
import { config } from '@/lib/config'
import { FormAlert, InputField, TextAreaField } from '@/ui/form'
import { PageHeader } from '@/ui/page-header'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { categoriesOf } from './blog-format'
import { CategoryChips } from './blog-post-meta'
import {
  checkPost,
  IMAGE_LIMIT,
  IMAGE_TYPES,
  MAX_IMAGES,
  megabytes,
  publishPost,
  VIDEO_LIMIT,
  VIDEO_TYPES,
  type FieldErrors,
  type StepName,
} from './publish-post'
import { PublishSteps } from './publish-steps'
import { SignInLink } from '@/ui/sign-in-link'
import { emptyDraft, postDraft, type Draft, type DraftText } from './write-post-draft'
import { FilesField } from './write-post-fields'

/** The form's fields, in the page's order (the first wrong one gets the focus). */
type PostFields = DraftText & { images: File[]; videos: File[] }
type PostField = keyof FieldErrors
const chipClass =
  'inline-flex h-9 items-center rounded-full border border-line px-3 text-sm font-semibold aria-pressed:border-[var(--accent)] aria-pressed:bg-accent disabled:opacity-60'

function WritePostForm({ userId }: { userId: number }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<Draft>(postDraft.read)
  const [images, setImages] = useState<File[]>([])
  const [videos, setVideos] = useState<File[]>([])
  const [working, setWorking] = useState<StepName | null>(null)
  const [failed, setFailed] = useState<{ step: StepName | null; message: string; hint?: string } | null>(null)

  useEffect(() => postDraft.write(draft), [draft])

  // A post made from this draft by this shopper: its text is out, only the files are left.
  const created = draft.created?.user === userId ? draft.created : undefined
  const textLocked = created !== undefined || working !== null
  const categories = categoriesOf(draft.categories)
  const fields: PostFields = {
    title: draft.title,
    categories: draft.categories,
    article: draft.article,
    location: draft.location,
    images,
    videos,
  }
  const form = useForm<PostField, PostFields>(
    fields,
    (values) => checkPost(values, values.images, values.videos, { text: !!created, images: !!created?.imagesSent }),
    {
      values: fields,
      // The text goes to the draft kept on this phone; the files stay in memory.
      onChange: ({ images: nextImages, videos: nextVideos, ...text }) => {
        setDraft((previous) => ({ ...previous, ...text }))
        setImages(nextImages)
        setVideos(nextVideos)
      },
    },
  )
  const { errors } = form

  async function publish() {
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

  /** A text field's id, value, and where typing goes; locked while the text is being (or was) sent. */
  const bind = (name: keyof DraftText) => ({ ...form.bind(name), disabled: textLocked })
  const showSteps = working !== null || failed !== null || created !== undefined

  return (
    <form noValidate onSubmit={form.handleSubmit(publish)} className="flex max-w-2xl flex-col gap-5">
      {created ? (
        <div role="status" className="rounded-xl border border-line bg-surface-2 p-3 text-sm">
          <p>
            Your post’s text is already on the blog; what is left is sending its{' '}
            {created.imagesSent ? 'videos' : 'pictures'}. Choose them below and send again — the post will not be made
            twice.
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <Link
              to="/blog/$blog_id"
              params={{ blog_id: String(created.id) }}
              className="font-semibold text-accent underline"
            >
              See the post as it is
            </Link>
            <button type="button" onClick={startOver} className="font-semibold text-accent underline">
              Write a different post
            </button>
          </p>
        </div>
      ) : null}

      <InputField {...bind('title')} label="Title" maxLength={TEXT_LIMITS.blogTitle} />

      <InputField
        {...bind('categories')}
        label="Categories"
        hint="Separate them with commas, e.g. Food, Ikeja"
        after={
          categories.length > 0 ? (
            <div className="mt-2">
              <CategoryChips categories={categories} />
            </div>
          ) : null
        }
      />

      <TextAreaField
        {...bind('article')}
        label="Article"
        hint="Leave a blank line between paragraphs."
        rows={10}
        maxLength={TEXT_LIMITS.article}
      />

      <InputField
        {...bind('location')}
        label="Location"
        hint="Pick an area or type another place."
        after={
          <div role="group" aria-label="Areas" className="mt-2 flex flex-wrap gap-2">
            {config.locations.map((place) => (
              <button
                key={place}
                type="button"
                aria-pressed={draft.location.trim() === place}
                disabled={textLocked}
                onClick={() => form.change('location', place)}
                className={chipClass}
              >
                {place}
              </button>
            ))}
          </div>
        }
        maxLength={TEXT_LIMITS.blogLocation}
        autoComplete="off"
      />

      <FilesField
        id={form.fieldId('images')}
        label="Pictures"
        hint={`At least one, at most ${MAX_IMAGES}. JPEG, PNG, WebP or GIF, up to ${megabytes(IMAGE_LIMIT)} MB each.`}
        error={errors.images}
        accept={IMAGE_TYPES}
        disabled={working !== null || created?.imagesSent === true}
        files={images}
        onFiles={(files) => form.change('images', files)}
      />

      <FilesField
        id={form.fieldId('videos')}
        label="Videos"
        note="(optional)"
        hint={`One MP4 or WebM, up to ${megabytes(VIDEO_LIMIT)} MB. Readers download a video only when they play it.`}
        error={errors.videos}
        accept={VIDEO_TYPES}
        multiple={false}
        disabled={working !== null}
        files={videos}
        onFiles={(files) => form.change('videos', files)}
      />

      {showSteps ? (
        <PublishSteps
          created={created}
          working={working}
          failed={failed?.step ?? null}
          imageCount={images.length}
          videoCount={videos.length}
        />
      ) : null}
      {failed ? (
        <FormAlert hint={failed.hint}>
          {failed.message}
          {failed.message === REQUIRED.user ? (
            <>
              {' '}
              <SignInLink />
            </>
          ) : null}
        </FormAlert>
      ) : null}

      <div>
        <button type="submit" disabled={working !== null} className={buttonClass.primary}>
          {working !== null ? 'Publishing…' : failed || created ? 'Try again' : 'Publish post'}
        </button>
      </div>
    </form>
  )
}

/** Writing a blog post (Blog calls (docs/api.md#blog)): the text, then its pictures and videos, for signed-in shoppers. */
export function WritePostPage() {
  const { user } = useSession()
  return (
    <div className="page">
      <Link to="/blog" className="mb-4 inline-block text-sm font-semibold text-accent underline">
        ← All blog posts
      </Link>
      <PageHeader title="Write a post" lead="Tell Lagos about a place, a market or a deal worth knowing." />
      {user ? (
        <WritePostForm userId={user.id} />
      ) : (
        <p className="rounded-xl border border-line bg-surface p-4">
          <SignInLink /> to write a post for the {config.brand} blog.
        </p>
      )}
    </div>
  )
}
