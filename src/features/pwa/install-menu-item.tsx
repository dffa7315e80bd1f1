import { Link } from '@tanstack/react-router'
import { promptInstall } from './install-offer'
import { useInstallOffer } from './use-install-offer'

const itemClass =
  'block w-full rounded-lg border border-line px-3 py-2 text-center text-sm font-semibold hover:bg-surface-2'

/** 'Install app' in the side menu: the browser's prompt, or on iOS the page with the Add to Home Screen hint. */
export default function InstallMenuItem({ onDone }: { onDone: () => void }) {
  const offer = useInstallOffer()
  if (offer === 'prompt') {
    return (
      <button
        type="button"
        className={itemClass}
        onClick={() => {
          onDone()
          void promptInstall()
        }}
      >
        Install app
      </button>
    )
  }
  if (offer === 'ios') {
    return (
      <Link to="/get-the-app" className={itemClass} onClick={onDone}>
        Install app
      </Link>
    )
  }
  return null
}
