import { SERVED_AREA_NAMES } from '@contract/areas'
import { Link } from '@tanstack/react-router'
import { config } from '@/lib/config'
import { InfoPage, InfoSection } from './info-page'

export function PartnerPage() {
  return (
    <InfoPage
      title="Partner with us"
      lead={`Reach shoppers near your store, in ${SERVED_AREA_NAMES.length} parts of Lagos.`}
    >
      <InfoSection title="What you get">
        <ul>
          <li>A store front with your menu or products, opening hours and delivery times.</li>
          <li>Coupons, discounts and featured deals shown to shoppers close to you.</li>
          <li>Online orders paid by card before you cook or pack.</li>
          <li>Likes, ratings and subscribers that bring people back.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How to start">
        <p>
          Create a business account on our business site, add your store and your first deal. Already listed?{' '}
          <Link to="/claim-store">Claim your store</Link>.
        </p>
        <p>
          <a href={config.businessSignupUrl} target="_blank" rel="noopener noreferrer">
            Sign up as a business
          </a>
        </p>
      </InfoSection>
    </InfoPage>
  )
}
