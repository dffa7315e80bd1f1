import { SERVED_AREA_NAMES } from '@contract/areas'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/ui/states'
import { PageHeader } from '@/ui/page-header'
import { promptInstall } from './install-offer'
import { useInstallOffer } from './use-install-offer'

const offlineFeatures = [
  'Opens from your home screen, even with no network.',
  'Stores and deals near you that you have already seen, with how old they are.',
  'Your cart, kept on your phone.',
  'Likes, ratings and subscriptions made offline are sent once you are back online.',
  'Uses less mobile data: the app itself is downloaded once, then only new deals are fetched.',
]

function InstallSection() {
  const offer = useInstallOffer()
  if (offer === 'installed') {
    return <p className="font-semibold">You are using the installed app.</p>
  }
  if (offer === 'prompt') {
    return (
      <>
        <p className="mb-3 text-muted">It takes a few seconds and almost no storage.</p>
        <button type="button" className={buttonClass.primary} onClick={() => void promptInstall()}>
          Install app
        </button>
      </>
    )
  }
  if (offer === 'ios') {
    return (
      <p>
        On iPhone or iPad, open GidiDeals in Safari, tap <strong>Share</strong>, then{' '}
        <strong>Add to Home Screen</strong>.
      </p>
    )
  }
  return (
    <p className="text-muted">
      Open GidiDeals in Chrome on your Android phone, then choose <strong>Install app</strong> (or{' '}
      <strong>Add to Home screen</strong>) in the browser menu. On iPhone, use Safari: Share, then Add to Home Screen.
    </p>
  )
}

/** /get-the-app: the installable web app, what it does offline, and how to install it here. */
export function GetTheAppPage() {
  return (
    <div className="page">
      <PageHeader
        title="Get the app"
        lead={`Install GidiDeals on your phone: deals around you in ${SERVED_AREA_NAMES.length} parts of Lagos, one tap away.`}
      />
      <div className="grid max-w-prose gap-6">
        <section aria-labelledby="install-heading" className="rounded-xl border border-line bg-surface-2 p-4">
          <h2 id="install-heading" className="mb-2 text-lg font-bold">
            Install GidiDeals
          </h2>
          <InstallSection />
        </section>
        <section aria-labelledby="offline-heading">
          <h2 id="offline-heading" className="mb-2 text-lg font-bold">
            Works when your network does not
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            {offlineFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
        <Link to="/near-me" className={`${buttonClass.secondary} justify-self-start`}>
          See deals near me
        </Link>
      </div>
    </div>
  )
}
