import { useState } from 'react'
import { buttonClass } from '@/ui/states'

type Shared = 'copied' | 'failed' | null

/** Shares the page: the phone's share sheet where there is one, else the link on the clipboard. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [shared, setShared] = useState<Shared>(null)

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        setShared(null)
        return
      } catch (error) {
        // The shopper closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setShared('copied')
    } catch {
      setShared('failed')
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" className={buttonClass.secondary} onClick={() => void share()}>
        <span aria-hidden="true">↗</span> Share
      </button>
      <p role="status" className="text-xs text-muted">
        {shared === 'copied' ? 'Link copied' : shared === 'failed' ? `Copy this link: ${url}` : ''}
      </p>
    </div>
  )
}
