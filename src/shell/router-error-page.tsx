import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { codeNotLoaded } from '@/lib/lifecycle/code-arrival'

type ResponseLike = { status: number; statusText?: string }

function isResponseLike(error: unknown): error is ResponseLike {
  return typeof error === 'object' && error !== null && typeof (error as ResponseLike).status === 'number'
}

/**
 * Said instead of the browser's words when a page's code did not arrive (docs/errors.md#words), which speak to a
 * developer.
 */
export const CODE_NOT_LOADED_WORDS =
  'Part of the app didn’t arrive: the connection dropped, or a new version is out. Reload the page to get it.'

/** What went wrong, as docs/pages.md words it: the status and its text, or the message (in plain words for a page's code that did not arrive). */
export function describeRouteError(error: unknown): string {
  if (isResponseLike(error)) return [error.status, error.statusText].filter(Boolean).join(' ')
  if (codeNotLoaded(error)) return CODE_NOT_LOADED_WORDS
  if (error instanceof Error) return error.message
  return String(error)
}

/** The router's fallback error page (docs/pages.md#error-page). */
export function RouterErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // A network failure's stack says nothing about the app: none is shown for it.
  const stack = error instanceof Error && !codeNotLoaded(error) ? error.stack : undefined
  return (
    <div className="page py-12" role="alert">
      <h1 className="text-2xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-2 text-lg">{describeRouteError(error)}</p>
      <p className="mt-2">
        Tap Try again. If it happens again, reload the page or tell us through the feedback button.
      </p>
      {stack ? (
        <pre className="mt-4 max-h-72 overflow-auto rounded-lg bg-surface-2 p-4 text-xs whitespace-pre-wrap">
          {stack}
        </pre>
      ) : null}
      <button
        type="button"
        className="mt-6 rounded-full bg-accent px-5 py-2.5 font-semibold"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        Try again
      </button>
    </div>
  )
}
