import { Link } from '@tanstack/react-router'
import { REQUIRED } from '@/api/validation'
import { useSession } from '@/stores/session/use-session'
import { config } from '@/lib/config'
import { FormAlert } from '@/ui/form'
import { PageHeader } from '@/ui/page-header'
import { buttonClass } from '@/ui/states'
import type { Created } from './publish-post'
import { PublishSteps } from './publish-steps'
import { SignInLink } from '@/ui/sign-in-link'
import { PostFilesFields, PostTextFields } from './write-post-fields'
import { usePostForm, useWritePostSubmit, type PublishFailure } from './write-post-submit'

/** A post already made from the draft: what is left to send, and the ways out. */
function CreatedNotice({ created, onStartOver }: { created: Created; onStartOver: () => void }) {
  return (
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
        <button type="button" onClick={onStartOver} className="font-semibold text-accent underline">
          Write a different post
        </button>
      </p>
    </div>
  )
}

/** Why publishing stopped, with the way to log in when nobody is. */
function PublishAlert({ failed }: { failed: PublishFailure }) {
  return (
    <FormAlert hint={failed.hint} message={failed.message}>
      {failed.message === REQUIRED.user ? (
        <>
          {' '}
          <SignInLink />
        </>
      ) : null}
    </FormAlert>
  )
}

function WritePostForm({ userId }: { userId: number }) {
  const post = usePostForm(userId)
  const { form, created } = post
  const { working, failed, submit, startOver } = useWritePostSubmit(userId, post)
  const showSteps = working !== null || failed !== null || created !== undefined

  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-5">
      {created ? <CreatedNotice created={created} onStartOver={startOver} /> : null}
      <PostTextFields form={form} locked={created !== undefined || working !== null} />
      <PostFilesFields
        form={form}
        locked={{ images: working !== null || created?.imagesSent === true, videos: working !== null }}
      />
      {showSteps ? (
        <PublishSteps
          created={created}
          working={working}
          failed={failed?.step ?? null}
          imageCount={form.values.images.length}
          videoCount={form.values.videos.length}
        />
      ) : null}
      {failed ? <PublishAlert failed={failed} /> : null}
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
      <Link to="/blog" className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-accent underline">
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
