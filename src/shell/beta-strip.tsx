import { useSetAtom } from 'jotai'
import { shellConfig } from '@/lib/shell-config'
import { betaModalAtom, dismissBetaStrip } from './shell-atoms'

/**
 * The beta notice as a first visit meets it (docs/decisions.md#first-load: content, not a modal): one line above the
 * page, until the shopper dismisses it or opens the full notice. It is always in the markup
 * (prerendered HTML too); src/first-load/boot/theme-boot.ts hides it before the first paint for a shopper
 * who has dismissed it, by the `beta-seen` class on <html>.
 */
export function BetaStrip() {
  const openNotice = useSetAtom(betaModalAtom)
  return (
    <aside aria-label="Beta notice" className="beta-strip border-b border-line bg-surface-2">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm md:px-6">
        <p className="min-w-0 flex-1">
          {shellConfig.brand} is in beta: you may hit bugs.{' '}
          <button
            type="button"
            className="font-semibold text-accent underline underline-offset-2"
            onClick={() => {
              dismissBetaStrip()
              openNotice(true)
            }}
          >
            Read more
          </button>
        </p>
        <button
          type="button"
          className="shrink-0 rounded-full border border-line px-3 py-1 font-semibold hover:bg-surface"
          onClick={dismissBetaStrip}
        >
          Got it
        </button>
      </div>
    </aside>
  )
}
