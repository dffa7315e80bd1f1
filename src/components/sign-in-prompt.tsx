import { Link } from '@tanstack/react-router'
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useId, useRef } from 'react'
import { isSignedInAtom } from '@/stores/session/session'
import { useLoginSearch } from '@/ui/sign-in-link'

// Signed out, a like, a rating or a subscription is not sent: the page says, once, what
// logging in is for, and offers a way there and back. One prompt per page, whatever was
// tapped and however often — each tap replaces its words and brings it back into view, so
// prompts never pile up (docs/history.md#issue-17-4). The API keeps throwing the input rules' (docs/validation.md)
// 'User is required.' when asked without a user; the controls just do not ask.

type Prompt = { action: string; asks: number }

// Tall enough to tap with a thumb, though they read as links.
const linkClass = 'inline-flex min-h-11 items-center font-semibold text-accent underline'

const promptAtom = atom<Prompt | null>(null)

/** Whether a shopper is signed in, and how to ask one who is not (`action`: "like this store"). */
export function useSignInGate() {
  const signedIn = useAtomValue(isSignedInAtom)
  const setPrompt = useSetAtom(promptAtom)
  const askToSignIn = useCallback(
    (action: string) => setPrompt((current) => ({ action, asks: (current?.asks ?? 0) + 1 })),
    [setPrompt],
  )
  return { signedIn, askToSignIn }
}

/** Where a page shows the prompt (one per page), under the controls that may ask for it. */
export function SignInPromptSlot({ className = '' }: { className?: string }) {
  const prompt = useAtomValue(promptAtom)
  const signedIn = useAtomValue(isSignedInAtom)
  const setPrompt = useSetAtom(promptAtom)
  // Leaving the page forgets the question: the next page starts quiet.
  useEffect(() => () => setPrompt(null), [setPrompt])
  if (signedIn || !prompt) return null
  return <SignInPrompt prompt={prompt} className={className} />
}

function SignInPrompt({ prompt, className }: { prompt: Prompt; className: string }) {
  const search = useLoginSearch()
  const box = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // Every tap moves the focus here, so a screen reader reads it and the phone scrolls to it.
  useEffect(() => {
    box.current?.focus()
  }, [prompt.asks])
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-surface-2 px-4 py-3 text-sm ${className}`}
    >
      <p id={titleId} className="min-w-0 basis-full font-semibold sm:basis-auto">
        Log in to {prompt.action}
      </p>
      <p className="text-muted">You come straight back here.</p>
      <p className="flex gap-5">
        <Link to="/login" search={search} className={linkClass}>
          Log in
        </Link>
        <Link to="/signup" search={search} className={linkClass}>
          Sign up
        </Link>
      </p>
    </div>
  )
}
