import { SERVED_AREA_NAMES } from '@contract/areas'
import { config } from '@/lib/config'
import { InfoPage, InfoSection } from './info-page'

export function RidePage() {
  return (
    <InfoPage title="Ride like a boss" lead="Deliver for GidiDeals on your own schedule.">
      <InfoSection title="Why ride with us">
        <ul>
          <li>Short trips: orders come from stores near where you are.</li>
          <li>Weekly payouts to your bank account.</li>
          <li>Choose your hours and your areas, in any of the {SERVED_AREA_NAMES.length} parts of Lagos we serve.</li>
        </ul>
      </InfoSection>
      <InfoSection title="What you need">
        <ul>
          <li>A motorcycle or bicycle in good condition, and a valid rider&apos;s permit where required.</li>
          <li>An Android phone with data.</li>
          <li>A valid means of identification and a guarantor.</li>
        </ul>
        <p>
          <a href={config.riderSignupUrl} target="_blank" rel="noopener noreferrer">
            Sign up as a rider
          </a>
        </p>
      </InfoSection>
    </InfoPage>
  )
}
