import { useState } from 'react'
import { buttonClass } from './states'
import { copyText } from '@/lib/browser/clipboard'

type Shared = 'copied' | 'failed' | null

type ShareButtonProps = {
  title: string
  /** What to share; this page by default. */
  url?: string
  onShared?: () => void
}

/** Shares a link: the phone's share sheet where there is one, else the link on the clipboard. */
export function ShareButton({ title, url: given, onShared }: ShareButtonProps) {
  const [shared, setShared] = useState<Shared>(null)
  const url = given ?? (typeof window === 'undefined' ? '' : window.location.href)

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        setShared(null)
        onShared?.()
        return
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    const copied = await copyText(url)
    setShared(copied ? 'copied' : 'failed')
    if (copied) onShared?.()
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" className={buttonClass.secondary} onClick={() => void share()}>
        <span aria-hidden="true">↗</span> Share
      </button>
      <p role="status" className="text-xs break-all text-muted">
        {shared === 'copied' ? 'Link copied' : shared === 'failed' ? `Copy this link: ${url}` : ''}
      </p>
    </div>
  )
}
