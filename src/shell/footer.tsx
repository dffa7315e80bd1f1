import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { NewsletterForm } from '@/features/feedback/newsletter-form'
import { config } from '@/lib/config'
import { useMinuteClock } from '@/lib/format/use-minute-clock'
import type { FooterTone } from './shell-visibility'
import { Logo } from './nav-bar'

/**
 * This year from the shared clock, once the page runs: the prerendered HTML has no year, so a
 * phone in a later year than the build hydrates without a mismatch (React error 418).
 */
function CopyrightYear() {
  const minute = useMinuteClock()
  return minute === 0 ? null : <>{new Date(minute).getFullYear()} </>
}

const tones: Record<FooterTone, string> = {
  default: 'bg-surface-2',
  store: 'bg-brand-900 text-white [--ink-muted:#cbd5e1] [--accent:#5eead4] [--accent-ink:#04201d]',
  gift: 'bg-deal-700 text-white [--ink-muted:#ffedd5] [--accent:#ffffff] [--accent-ink:#9a3412]',
}

/** Every footer link is a 48 px tap target, stacked without overlap (docs/pages.md#footer). */
const linkClass = 'inline-flex min-h-12 min-w-12 items-center'

/** The footer's links, a column each (docs/pages.md#footer). */
const groups = [
  {
    title: 'About',
    links: [
      { to: '/about-us', label: 'About Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about-us', hash: 'missionVision', label: `Why ${config.brand}` },
      { to: '/about-us', hash: 'howToNavigate', label: 'How it works' },
      { to: '/partner-with-us', label: 'Partner With Us' },
      { to: '/ride-like-a-boss', label: 'Ride like a boss' },
      { to: '/claim-store', label: 'Claim Store' },
    ],
  },
  {
    title: 'Need Help?',
    links: [
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/terms-and-conditions', label: 'Terms and conditions' },
    ],
  },
] as const

function Group({ title, links, children }: (typeof groups)[number] & { children?: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide uppercase">{title}</h2>
      <ul className="mt-1 text-sm text-muted">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} hash={'hash' in link ? link.hash : undefined} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  )
}

const social = [
  { href: config.social.instagram, label: 'Instagram' },
  { href: config.social.x, label: 'X (Twitter)' },
  { href: config.social.facebook, label: 'Facebook' },
  { href: config.social.linkedin, label: 'LinkedIn' },
]

/** The logo, what GidiDeals is, and its pages on social media. */
function FooterBrand() {
  return (
    <div className="col-span-2 md:col-span-1">
      <Logo />
      <p className="mt-3 max-w-xs text-sm text-muted">
        A community where Lagos shoppers connect with local businesses and unlock deals near them.
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-2" aria-label="GidiDeals on social media">
        {social.map((item) => (
          <li key={item.label}>
            <a href={item.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <span className="rounded-full border border-current/30 px-3 py-1 text-xs font-semibold">
                {item.label}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer({ tone }: { tone: FooterTone }) {
  const [about, company, help] = groups
  return (
    <footer className={`mt-12 ${tones[tone]}`}>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-10 md:grid-cols-[1.4fr_1fr_1fr_1fr] md:gap-8 md:px-6">
        <FooterBrand />
        <Group {...about} />
        <Group {...company} />
        <Group {...help}>
          <li className="pt-3">
            <span className="font-semibold">Available in:</span> {config.locations.join(', ')}
          </li>
        </Group>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-6 md:px-6">
        <NewsletterForm />
      </div>
      {/* Room below the last line for the floating feedback button, so it never covers it. */}
      <p className="border-t border-current/15 px-4 pt-4 pb-20 text-center text-xs text-muted md:pb-4">
        © <CopyrightYear />
        {config.brand}. Made in Lagos.
      </p>
    </footer>
  )
}
