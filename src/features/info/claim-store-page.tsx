import { Link } from '@tanstack/react-router'
import { config } from '@/lib/config'
import { InfoPage, InfoSection } from './info-page'

export function ClaimStorePage() {
  return (
    <InfoPage title="Claim your store" lead="Is your business already on GidiDeals? Take charge of its page.">
      <InfoSection title="Why claim it">
        <p>
          Shoppers may already be finding, liking and rating your store. Claiming it lets you correct your address and
          hours, add your menu and prices, and publish your own coupons and discounts.
        </p>
      </InfoSection>
      <InfoSection title="How to claim">
        <ol>
          <li>
            Find your store on <Link to="/near-me">Near me</Link> or with the search bar.
          </li>
          <li>
            Create a business account on our{' '}
            <a href={config.businessSignupUrl} target="_blank" rel="noopener noreferrer">
              business site
            </a>
            .
          </li>
          <li>
            Email <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> with your store&apos;s name and
            proof that you run it (CAC certificate or a utility bill for the shop). We verify within two working days.
          </li>
        </ol>
      </InfoSection>
    </InfoPage>
  )
}
