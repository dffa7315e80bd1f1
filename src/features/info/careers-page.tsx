import { config } from '@/lib/config'
import { InfoPage, InfoSection } from './info-page'

const roles = [
  { title: 'Field partnerships associate', place: 'Ikeja', kind: 'Full time' },
  { title: 'Customer support specialist (Yoruba or Igbo a plus)', place: 'Surulere', kind: 'Full time' },
  { title: 'Rider operations lead', place: 'Lekki', kind: 'Full time' },
  { title: 'Frontend engineer (React, PWA)', place: 'Lagos or remote in Nigeria', kind: 'Full time' },
]

export function CareersPage() {
  return (
    <InfoPage title="Careers" lead="Help Lagos shoppers and local businesses find each other.">
      <InfoSection title="Working with us">
        <p>
          We are a small team building for our own city. We value people who go to the market, talk to store owners and
          care about the shopper on a ₦5,000 data plan.
        </p>
      </InfoSection>
      <InfoSection title="Open roles">
        <ul className="!list-none !pl-0 space-y-3">
          {roles.map((role) => (
            <li key={role.title} className="rounded-xl border border-line p-4">
              <p className="font-semibold !text-[var(--ink)]">{role.title}</p>
              <p className="text-sm">
                {role.place} · {role.kind}
              </p>
            </li>
          ))}
        </ul>
        <p>
          To apply, send your CV and a short note to <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>{' '}
          with the role in the subject line.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
