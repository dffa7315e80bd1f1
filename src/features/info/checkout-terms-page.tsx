import { Link } from '@tanstack/react-router'
import { config } from '@/lib/config'
import { VAT_RATE } from '@contract/pricing'
import { InfoPage, InfoSection } from './info-page'

export function CheckoutTermsPage() {
  return (
    <InfoPage title="Checkout terms and conditions" lead="What happens when you pay for an order on GidiDeals.">
      <p>
        <Link to="/checkout">Back to checkout</Link>
      </p>
      <InfoSection title="1. One store per order">
        <p>Each order goes to a single store. A cart with items from several stores is checked out store by store.</p>
      </InfoSection>
      <InfoSection title="2. Prices, VAT and service charge">
        <p>
          Totals include VAT at {(VAT_RATE * 100).toFixed(1)}% and a service charge, shown before you pay. The amount
          you see at checkout is the amount charged.
        </p>
      </InfoSection>
      <InfoSection title="3. Payment">
        <p>
          Payment is taken by card through our payment partner. Your order is confirmed only after the payment is
          verified; until then the items stay in your cart.
        </p>
      </InfoSection>
      <InfoSection title="4. Delivery">
        <p>
          Delivery times shown are the store&apos;s estimates. The store or its rider will call the phone number you
          give us if they need directions.
        </p>
      </InfoSection>
      <InfoSection title="5. Refunds">
        <p>
          If an order is not delivered or is wrong, contact{' '}
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> within 48 hours. Approved refunds go back
          to your card within 10 working days.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
