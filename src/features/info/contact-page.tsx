import { ContactForm } from '@/features/feedback/contact-form'
import { config } from '@/lib/config'
import { InfoPage, InfoSection } from './info-page'

export function ContactPage() {
  return (
    <InfoPage title="Contact us" lead="Questions, problems or ideas — we would love to hear from you.">
      <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <ContactForm />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <InfoSection id="reach-us" title="Reach us">
          <ul className="!list-none !pl-0 space-y-2">
            <li>
              Email: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </li>
            {/* Only a real, configured line (VITE_SUPPORT_PHONE): never a placeholder number. */}
            {config.supportPhone ? (
              <li>
                Phone: <a href={`tel:${config.supportPhone.replace(/\s+/g, '')}`}>{config.supportPhone}</a>
              </li>
            ) : null}
            <li>Hours: Monday to Saturday, 8am to 8pm (WAT)</li>
          </ul>
        </InfoSection>
        <InfoSection title="Visit us">
          <p>
            GidiDeals
            <br />
            Allen Avenue, Ikeja
            <br />
            Lagos, Nigeria
          </p>
        </InfoSection>
      </div>
      <InfoSection title="Report a problem">
        <p>
          Use the round feedback button at the bottom right of any page to tell us about a bug, a wrong price or a store
          we should add.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
