import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SignInPromptSlot, useSignInGate } from '@/components/sign-in-prompt'
import { useSession } from '@/stores/session/use-session'
import { DataSettings } from '@/features/account/settings/data-settings'
import { LogOutEverywhere } from '@/features/account/settings/log-out-everywhere'
import { PageHeader } from '@/ui/page-header'
import { OrdersSummarySection, VouchersSection } from './orders-sections'
import { PasswordSection } from './password-section'
import { ProfileSection } from './profile-section'
import { LikedSection, SubscribedSection, useFreshActivities } from './saved-lists'

// /account (docs/pages.md#routes): the shopper's own things on one page, each section reachable from the
// list at the top. Signed out, only data saver (a setting of this phone) and the way to log in.

const SECTIONS = [
  { hash: 'profile', label: 'Profile' },
  { hash: 'password', label: 'Password' },
  { hash: 'orders', label: 'My orders' },
  { hash: 'vouchers', label: 'Vouchers' },
  { hash: 'liked', label: 'Liked' },
  { hash: 'subscribed', label: 'Subscribed' },
  { hash: 'data', label: 'Data saver' },
] as const

function SectionLinks() {
  return (
    <nav aria-label="Account sections" className="mb-4">
      {/* One row that scrolls sideways on a phone; the padding keeps focus rings inside it. */}
      <ul className="-m-1.5 flex gap-2 overflow-x-auto p-1.5">
        {SECTIONS.map((section) => (
          <li key={section.hash}>
            <Link
              to="."
              hash={section.hash}
              className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line px-3 text-sm font-semibold whitespace-nowrap hover:bg-surface-2"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function SignedInSections({ userId }: { userId: number }) {
  const { user } = useSession()
  useFreshActivities()
  if (!user) return null
  return (
    <>
      {/* Keyed by the account: another shopper logging in here starts with their own values. */}
      <ProfileSection key={`profile-${userId}`} user={user} />
      <PasswordSection key={`password-${userId}`} user={user} />
      <OrdersSummarySection userId={userId} />
      <VouchersSection userId={userId} />
      <LikedSection />
      <SubscribedSection />
    </>
  )
}

function SignedOut() {
  const { askToSignIn } = useSignInGate()
  useEffect(() => {
    askToSignIn('see your profile, orders, likes and vouchers')
  }, [askToSignIn])
  return <SignInPromptSlot />
}

export function AccountPage() {
  const { user } = useSession()
  return (
    <div className="page">
      <PageHeader title="Your account" />
      {/* A long e-mail address breaks anywhere rather than widening the page. */}
      <p className="-mt-5 mb-6 text-muted wrap-anywhere">
        {user ? `Logged in as ${user.email}.` : 'Your profile, orders, likes and vouchers, once you log in.'}
      </p>
      {user ? <SectionLinks /> : null}
      <div className="grid max-w-xl gap-4">
        {user ? <SignedInSections userId={user.id} /> : <SignedOut />}
        <DataSettings />
        <LogOutEverywhere />
      </div>
    </div>
  )
}
