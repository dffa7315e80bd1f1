import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { NewsletterForm } from '@/features/feedback/newsletter-form'
import { config } from '@/lib/config'
import type { FooterTone } from './shell-visibility'
import { Logo } from './nav-bar'

const tones: Record<FooterTone, string> = {
  default: 'bg-surface-2',
  store: 'bg-brand-900 text-white [--ink-muted:#cbd5e1] [--accent:#5eead4] [--accent-ink:#04201d]',
  gift: 'bg-deal-700 text-white [--ink-muted:#ffedd5] [--accent:#ffffff] [--accent-ink:#9a3412]',
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm text-muted">{children}</ul>
    </div>
  )
}

const social = [
  { href: config.social.instagram, label: 'Instagram' },
  { href: config.social.x, label: 'X (Twitter)' },
  { href: config.social.facebook, label: 'Facebook' },
  { href: config.social.linkedin, label: 'LinkedIn' },
]

export function Footer({ tone }: { tone: FooterTone }) {
  return (
    <footer className={`mt-12 ${tones[tone]}`}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.4fr_1fr_1fr_1fr] md:px-6">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted">
            A community where Lagos shoppers connect with local businesses and unlock deals near them.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="GidiDeals on social media">
            {social.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-full border border-current/30 px-3 py-1 text-xs font-semibold"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Group title="About">
          <li>
            <Link to="/about-us">About Us</Link>
          </li>
          <li>
            <Link to="/careers">Careers</Link>
          </li>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
        </Group>
        <Group title="Company">
          <li>
            <Link to="/about-us" hash="missionVision">
              Why {config.brand}
            </Link>
          </li>
          <li>
            <Link to="/about-us" hash="howToNavigate">
              How it works
            </Link>
          </li>
          <li>
            <Link to="/partner-with-us">Partner With Us</Link>
          </li>
          <li>
            <Link to="/ride-like-a-boss">Ride like a boss</Link>
          </li>
          <li>
            <Link to="/claim-store">Claim Store</Link>
          </li>
        </Group>
        <Group title="Need Help?">
          <li>
            <Link to="/contact-us">Contact Us</Link>
          </li>
          <li>
            <Link to="/terms-and-conditions">Terms and conditions</Link>
          </li>
          <li className="pt-2">
            <span className="font-semibold">Available in:</span> {config.locations.join(', ')}
          </li>
        </Group>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-6 md:px-6">
        <NewsletterForm />
      </div>
      {/* Room below the last line for the floating feedback button, so it never covers it. */}
      <p className="border-t border-current/15 px-4 pt-4 pb-20 text-center text-xs text-muted md:pb-4">
        © {new Date().getFullYear()} {config.brand}. Made in Lagos.
      </p>
    </footer>
  )
}
