import { ContactForm } from '@/components/contact-form/contact-form'
import { config } from '@/lib/config'
import { InfoPage, InfoSection } from './info-page'

/**
 * wa.me wants the number in international form, digits only: +234 803…, 234 0803… and a local
 * 0803… all become 234803…. Undefined when what is configured is no number at all.
 */
export function whatsappLink(number: string): string | undefined {
  const digits = number.replace(/\D/g, '')
  const international = digits.startsWith('0') ? `234${digits.slice(1)}` : digits.replace(/^2340/, '234')
  return international.length >= 8 ? `https://wa.me/${international}` : undefined
}

export function ContactPage() {
  // Only a real, configured number (VITE_SUPPORT_WHATSAPP), like the phone line.
  const whatsapp = whatsappLink(config.supportWhatsapp)
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
            {whatsapp ? (
              <li>
                WhatsApp:{' '}
                <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                  Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                </a>
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
