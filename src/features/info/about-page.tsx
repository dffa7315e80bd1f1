import { servedAreasInWords } from '@contract/areas'
import { useEffect, useState } from 'react'
import { config } from '@/lib/config'
import { throttle } from '@/lib/browser/throttle'
import { InfoPage, InfoSection } from './info-page'

const sections = [
  { id: 'story', label: 'Our story' },
  { id: 'missionVision', label: `Why ${config.brand}` },
  { id: 'howToNavigate', label: 'How it works' },
] as const

/** Scroll-spy: the section nearest the top of the viewport, checked at most every 66 ms (docs/limits.md#layout). */
function useSectionInView(ids: readonly string[]): string {
  const [current, setCurrent] = useState(ids[0] ?? '')
  useEffect(() => {
    const update = throttle(() => {
      let inView = ids[0] ?? ''
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && element.getBoundingClientRect().top <= 120) inView = id
      }
      setCurrent(inView)
    }, 66)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
      update.cancel()
    }
  }, [ids])
  return current
}

const sectionIds = sections.map((section) => section.id)

export function AboutPage() {
  const current = useSectionInView(sectionIds)
  return (
    <InfoPage title="About us" lead={`${config.brand} helps Lagos shoppers find the best deals around them.`}>
      <nav aria-label="On this page" className="z-10 flex gap-2 overflow-x-auto bg-surface py-2 md:sticky md:top-16">
        {sections.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            aria-current={current === section.id ? 'location' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap no-underline ${
              current === section.id ? 'bg-accent' : 'bg-surface-2'
            }`}
          >
            {section.label}
          </a>
        ))}
      </nav>
      <InfoSection id="story" title="Our story">
        <p>
          Lagos is full of good food, good shops and good prices — if you know where to look. {config.brand} started
          with a simple question from a group of friends in Surulere: why is it easier to find a restaurant in London
          than the buka two streets away?
        </p>
        <p>
          We bring the stores, restaurants, pharmacies and salons of {servedAreasInWords()} into one place, with their
          coupons, discounts and featured deals, so you can see what is near you, what it costs and what you save before
          you step out or order.
        </p>
      </InfoSection>
      <InfoSection id="missionVision" title={`Why ${config.brand}`}>
        <p>
          <strong>Our mission</strong> is to connect shoppers with the local businesses around them and make every naira
          go further.
        </p>
        <p>
          <strong>Our vision</strong> is a Lagos where every neighbourhood business can be found online, and every
          shopper can find the best deal within reach — even on a slow connection, even offline.
        </p>
        <ul>
          <li>Real deals from real stores near you, checked by our team.</li>
          <li>Built for your phone and your data plan: the app opens offline and spends as little data as it can.</li>
          <li>Support local: every order goes to a business in your community.</li>
        </ul>
      </InfoSection>
      <InfoSection id="howToNavigate" title="How it works">
        <ol>
          <li>Allow location access, or tell us your area, and open Near me to see stores around you.</li>
          <li>Filter by place type, cuisine, rating, delivery time or promotion to find what you want.</li>
          <li>Open a store to see its menu, coupons and discounts. Like, rate and subscribe to the ones you love.</li>
          <li>Add items to your cart and check out with card payment, store by store.</li>
          <li>Browse the Marketplace and the Map for hot deals across Lagos.</li>
        </ol>
      </InfoSection>
    </InfoPage>
  )
}
