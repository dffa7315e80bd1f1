import { TEXT_LIMITS } from '@contract/rules'
import { config } from '@/lib/config'
import { lazyFormat } from '@/lib/format/intl'
import { Field, InputField, TextAreaField } from '@/ui/form'
import type { FormState } from '@/ui/use-form'
import { categoriesOf } from './blog-format'
import { CategoryChips } from './blog-post-meta'
import { IMAGE_LIMIT, IMAGE_TYPES, MAX_IMAGES, megabytes, VIDEO_LIMIT, VIDEO_TYPES } from './publish-post'
import type { PostValues } from './write-post-submit'
import type { DraftText } from './write-post-draft'

// The writing form's fields: the post's text, then its pictures and videos (the shared Field
// around a file input, and what was picked).

const chipClass =
  'inline-flex h-9 items-center rounded-full border border-line px-3 text-sm font-semibold aria-pressed:border-[var(--accent)] aria-pressed:bg-accent disabled:opacity-60'

/** The post's text; `locked` while it is being (or was) sent. */
export function PostTextFields({ form, locked }: { form: FormState<PostValues>; locked: boolean }) {
  const bind = (name: keyof DraftText) => ({ ...form.bind(name), disabled: locked })
  const categories = categoriesOf(form.values.categories)
  return (
    <>
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
                aria-pressed={form.values.location.trim() === place}
                disabled={locked}
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
    </>
  )
}

/** The post's pictures and videos; `locked` while sending, the pictures once they are sent. */
export function PostFilesFields({
  form,
  locked,
}: {
  form: FormState<PostValues>
  locked: { images: boolean; videos: boolean }
}) {
  return (
    <>
      <FilesField
        id={form.fieldId('images')}
        label="Pictures"
        hint={`At least one, at most ${MAX_IMAGES}. JPEG, PNG, WebP or GIF, up to ${megabytes(IMAGE_LIMIT)} MB each.`}
        error={form.errors.images}
        accept={IMAGE_TYPES}
        disabled={locked.images}
        files={form.values.images}
        onFiles={(files) => form.change('images', files)}
      />
      <FilesField
        id={form.fieldId('videos')}
        label="Videos"
        note="(optional)"
        hint={`One MP4 or WebM, up to ${megabytes(VIDEO_LIMIT)} MB. Readers download a video only when they play it.`}
        error={form.errors.videos}
        accept={VIDEO_TYPES}
        multiple={false}
        disabled={locked.videos}
        files={form.values.videos}
        onFiles={(files) => form.change('videos', files)}
      />
    </>
  )
}

type FilesFieldProps = {
  id: string
  label: string
  note?: string
  hint: string
  error: string | undefined
  accept: readonly string[]
  /** More than one file may be picked. */
  multiple?: boolean
  disabled: boolean
  files: File[]
  onFiles: (files: File[]) => void
}

function FilesField({ accept, multiple = true, disabled, files, onFiles, ...field }: FilesFieldProps) {
  return (
    <Field {...field} after={<ChosenFiles files={files} />}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
          className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-full file:border file:border-line file:bg-surface-2 file:px-4 file:font-semibold"
        />
      )}
    </Field>
  )
}

const sizeFormat = lazyFormat(() => new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 }))

/** "photo.png · 240 KB": what was picked, and how much data it will cost to send. */
function ChosenFiles({ files }: { files: File[] }) {
  if (files.length === 0) return null
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm text-muted">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="truncate">
          {file.name} · {sizeOf(file.size)}
        </li>
      ))}
    </ul>
  )
}

function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat().format(Math.max(1, Math.round(bytes / 1024)))} KB`
  return `${sizeFormat().format(bytes / 1024 / 1024)} MB`
}
