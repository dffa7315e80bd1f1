import { Field } from '@/ui/form'
import { lazyFormat } from '@/lib/format/intl'

// The writing form's file pickers: the shared Field around a file input, and what was picked.

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

export function FilesField({ accept, multiple = true, disabled, files, onFiles, ...field }: FilesFieldProps) {
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
