import { Link } from '@tanstack/react-router'
import { AdvertsSection } from '@/components/advert/adverts-section'
import { LocationLine } from '@/components/location/location-line'
import { config } from '@/lib/config'
import { PageHeader } from '@/ui/page-header'
import { PageHydrated } from '@/lib/lifecycle/page-hydration'
import { HomeSection } from './home-section'
import { FeaturedDealsSection, HotDealsSection } from './hot-deals-section'
import { NearbyStoresSection } from './nearby-stores-section'
import { SERVED_AREA_NAMES } from '@contract/areas'

const tileClass =
  'flex h-full flex-col rounded-xl border border-line bg-surface-2 px-1.5 py-3 text-center hover:border-[var(--accent)] sm:px-3 sm:text-left md:p-4'

/** Where a shopper goes from here: the three main destinations of the nav bar. */
const waysIn = [
  { to: '/near-me', title: 'Near me', text: 'Stores and restaurants closest to you' },
  { to: '/marketplace', title: 'Marketplace', text: 'Discounts, coupons and featured deals' },
  { to: '/map', title: 'Map', text: 'See the stores around you on a map' },
] as const

function WaysIn() {
  return (
    <nav aria-label="Start browsing" className="mb-5">
      <ul className="grid grid-cols-3 gap-2 md:gap-3">
        {waysIn.map((way) => (
          <li key={way.to}>
            <Link to={way.to} className={tileClass}>
              <span className="text-[0.8125rem] font-semibold text-accent sm:text-base">{way.title}</span>
              <span className="mt-0.5 hidden text-sm text-muted sm:block">{way.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function LocationsServed() {
  return (
    <HomeSection id="locations" title="Where we serve" lead="GidiDeals is live in these parts of Lagos.">
      <ul className="flex flex-wrap gap-2">
        {config.locations.map((area) => (
          <li key={area} className="rounded-full border border-line bg-surface-2 px-4 py-1.5 text-sm font-semibold">
            {area}
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}

/** The home page: every section fetches and fails on its own, so one slow call blanks nothing else. */
export function HomePage() {
  return (
    <div className="page">
      {/* The first screen of a phone is for prices: a one-line headline and the place, then the
          first deals with their Add; the ways in follow the first row (docs/history.md#issue-25). */}
      <PageHeader
        compact
        title="Deals near you"
        lead={`Hot deals, coupons and discounts from stores around you, in ${SERVED_AREA_NAMES.length} parts of Lagos.`}
      />
      <LocationLine lead="Deals around" />
      <HotDealsSection waysIn={<WaysIn />} />
      <NearbyStoresSection />
      <FeaturedDealsSection />
      <AdvertsSection variant="row" title="From Lagos businesses" />
      <LocationsServed />
      <PageHydrated />
    </div>
  )
}
