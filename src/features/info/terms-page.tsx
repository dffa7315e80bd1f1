import { Link } from '@tanstack/react-router'
import { config } from '@/lib/config'
import { InfoPage, InfoSection } from './info-page'

export function TermsPage() {
  return (
    <InfoPage
      title="Terms and conditions"
      lead="Last updated November 2026. Please read these terms before using GidiDeals."
    >
      <p>
        <Link to="/">Back to {config.brand}</Link>
      </p>
      <InfoSection title="1. Who we are">
        <p>
          {config.brand} is a marketplace that shows shoppers in Lagos stores, restaurants and deals near them. Stores
          sell their own goods; we provide the listing, the cart and the payment step.
        </p>
      </InfoSection>
      <InfoSection title="2. Your account">
        <p>
          You must give accurate details and keep your password safe. You are responsible for what is done with your
          account. We may suspend accounts used for fraud or abuse.
        </p>
      </InfoSection>
      <InfoSection title="3. Deals and prices">
        <p>
          Coupons, discounts and featured deals are set by the stores and are valid only within their dates and
          conditions. We work to keep listings correct but cannot guarantee every price or stock level.
        </p>
      </InfoSection>
      <InfoSection title="4. Reviews, likes and comments">
        <p>
          Ratings and comments must be honest and respectful. We may remove content that is false, offensive or
          unlawful.
        </p>
      </InfoSection>
      <InfoSection title="5. Privacy">
        <p>
          We use your location only to show what is near you, and your contact details only to run your account and
          orders, in line with the Nigeria Data Protection Act 2023.
        </p>
      </InfoSection>
      <InfoSection title="6. Contact">
        <p>
          Questions about these terms: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
