import { useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { buttonClass } from '@/ui/states'
import { createUpdateGate, onPageNavigate } from './update-gate'

function UpdateBanner({ apply }: { apply: () => void }) {
  const [updating, setUpdating] = useState(false)
  return (
    <div
      role="region"
      aria-label="App update"
      className="fixed inset-x-3 bottom-20 z-[60] mx-auto flex max-w-md items-center gap-3 rounded-xl border border-line bg-surface p-3 shadow-xl md:right-4 md:left-auto md:mx-0"
    >
      <p role="status" className="flex-1 text-sm">
        A new version of GidiDeals is ready.
      </p>
      <button
        type="button"
        className={buttonClass.primary}
        disabled={updating}
        onClick={() => {
          setUpdating(true)
          apply()
        }}
      >
        {updating ? 'Updating…' : 'Update'}
      </button>
    </div>
  )
}

let root: Root | null = null
let host: HTMLElement | null = null

function show(apply: () => void) {
  host ??= document.body.appendChild(document.createElement('div'))
  root ??= createRoot(host)
  root.render(<UpdateBanner apply={apply} />)
}

function hide() {
  root?.unmount()
  root = null
  host?.remove()
  host = null
}

const gate = createUpdateGate({ currentPath: () => window.location.pathname, onNavigate: onPageNavigate, show, hide })

/** Offers the waiting worker to the shopper: a banner that stays until they update, never in checkout. */
export function offerUpdate(apply: () => void): void {
  gate.offer(apply)
}
