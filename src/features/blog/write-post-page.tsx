import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { blogKeys } from '@/api/blog'
import { messageOf } from '@/api/errors'
import { REQUIRED } from '@/api/validation'
import { useSession } from '@/features/auth/use-session'
import { config } from '@/lib/config'
import { PageHeader } from '@/ui/page-header'
import { buttonClass } from '@/ui/states'
import { categoriesOf } from './blog-format'
import { CategoryChips } from './blog-post-meta'
import { checkPost, IMAGE_TYPES, publishPost, VIDEO_TYPES, type FieldErrors, type StepName } from './publish-post'
import { PublishSteps } from './publish-steps'
import { SignInLink } from './sign-in-link'
import { ChosenFiles, Field, fieldClass } from './write-post-fields'
import { emptyDraft, loadDraft, saveDraft, type Draft, type DraftText } from './write-post-draft'

const fieldOrder: Array<keyof FieldErrors> = ['title', 'categories', 'article', 'location', 'images', 'videos']
const chipClass =
  'inline-flex h-9 items-center rounded-full border border-line px-3 text-sm font-semibold aria-pressed:border-[var(--accent)] aria-pressed:bg-accent disabled:opacity-60'

function WritePostForm({ userId }: { userId: number }) {
  const id = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<Draft>(loadDraft)
  const [images, setImages] = useState<File[]>([])
  const [videos, setVideos] = useState<File[]>([])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [working, setWorking] = useState<StepName | null>(null)
  const [failed, setFailed] = useState<{ step: StepName | null; message: string } | null>(null)

  useEffect(() => saveDraft(draft), [draft])

  // A post made from this draft by this shopper: its text is out, only the files are left.
  const created = draft.created?.user === userId ? draft.created : undefined
  const textLocked = created !== undefined || working !== null
  const categories = categoriesOf(draft.categories)

  const setText = (name: keyof DraftText) => (value: string) => {
    setDraft((previous) => ({ ...previous, [name]: value }))
    setErrors((previous) => ({ ...previous, [name]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = checkPost(draft, images, videos, { text: !!created, images: !!created?.imagesSent })
    setErrors(found)
    const first = fieldOrder.find((name) => found[name])
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
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
      saveDraft(emptyDraft)
      void queryClient.invalidateQueries({ queryKey: blogKeys.all })
      await navigate({ to: '/blog/$blog_id', params: { blog_id: String(postId) } })
    } catch (thrown) {
      setWorking(null)
      setFailed({ step, message: messageOf(thrown) })
    }
  }

  function startOver() {
    setDraft(emptyDraft)
    setImages([])
    setVideos([])
    setErrors({})
    setFailed(null)
  }

  const fieldId = (name: keyof FieldErrors) => `${id}-${name}`
  const showSteps = working !== null || failed !== null || created !== undefined

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-2xl flex-col gap-5">
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

      <Field id={fieldId('title')} label="Title" error={errors.title}>
        {(aria) => (
          <input
            id={fieldId('title')}
            value={draft.title}
            onChange={(event) => setText('title')(event.target.value)}
            disabled={textLocked}
            maxLength={200}
            className={`${fieldClass} h-11`}
            {...aria}
          />
        )}
      </Field>

      <Field
        id={fieldId('categories')}
        label="Categories"
        hint="Separate them with commas, e.g. Food, Ikeja"
        error={errors.categories}
        after={
          categories.length > 0 ? (
            <div className="mt-2">
              <CategoryChips categories={categories} />
            </div>
          ) : null
        }
      >
        {(aria) => (
          <input
            id={fieldId('categories')}
            value={draft.categories}
            onChange={(event) => setText('categories')(event.target.value)}
            disabled={textLocked}
            className={`${fieldClass} h-11`}
            {...aria}
          />
        )}
      </Field>

      <Field
        id={fieldId('article')}
        label="Article"
        hint="Leave a blank line between paragraphs."
        error={errors.article}
      >
        {(aria) => (
          <textarea
            id={fieldId('article')}
            value={draft.article}
            onChange={(event) => setText('article')(event.target.value)}
            disabled={textLocked}
            rows={10}
            maxLength={20000}
            className={`${fieldClass} py-2`}
            {...aria}
          />
        )}
      </Field>

      <Field
        id={fieldId('location')}
        label="Location"
        hint="Pick an area or type another place."
        error={errors.location}
        after={
          <div role="group" aria-label="Areas" className="mt-2 flex flex-wrap gap-2">
            {config.locations.map((place) => (
              <button
                key={place}
                type="button"
                aria-pressed={draft.location.trim() === place}
                disabled={textLocked}
                onClick={() => setText('location')(place)}
                className={chipClass}
              >
                {place}
              </button>
            ))}
          </div>
        }
      >
        {(aria) => (
          <input
            id={fieldId('location')}
            value={draft.location}
            onChange={(event) => setText('location')(event.target.value)}
            disabled={textLocked}
            maxLength={100}
            autoComplete="off"
            className={`${fieldClass} h-11`}
            {...aria}
          />
        )}
      </Field>

      <Field
        id={fieldId('images')}
        label="Pictures"
        hint="At least one. JPEG, PNG, WebP or GIF, up to 5 MB each."
        error={errors.images}
        after={<ChosenFiles files={images} />}
      >
        {(aria) => (
          <input
            id={fieldId('images')}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={working !== null || created?.imagesSent === true}
            onChange={(event) => {
              setImages(Array.from(event.target.files ?? []))
              setErrors((previous) => ({ ...previous, images: undefined }))
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-full file:border file:border-line file:bg-surface-2 file:px-4 file:font-semibold"
            {...aria}
          />
        )}
      </Field>

      <Field
        id={fieldId('videos')}
        label="Videos (optional)"
        hint="MP4 or WebM, up to 50 MB each. Readers download a video only when they play it."
        error={errors.videos}
        after={<ChosenFiles files={videos} />}
      >
        {(aria) => (
          <input
            id={fieldId('videos')}
            type="file"
            accept={VIDEO_TYPES.join(',')}
            multiple
            disabled={working !== null}
            onChange={(event) => {
              setVideos(Array.from(event.target.files ?? []))
              setErrors((previous) => ({ ...previous, videos: undefined }))
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-full file:border file:border-line file:bg-surface-2 file:px-4 file:font-semibold"
            {...aria}
          />
        )}
      </Field>

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
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          {failed.message}
          {failed.message === REQUIRED.user ? (
            <>
              {' '}
              <SignInLink />
            </>
          ) : null}
        </p>
      ) : null}

      <div>
        <button type="submit" disabled={working !== null} className={buttonClass.primary}>
          {working !== null ? 'Publishing…' : failed || created ? 'Try again' : 'Publish post'}
        </button>
      </div>
    </form>
  )
}

/** Writing a blog post (SPEC §7 Blog): the text, then its pictures and videos, for signed-in shoppers. */
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
