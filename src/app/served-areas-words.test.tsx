// The prose pages name the parts of Lagos GidiDeals serves from the one list (contract/areas.ts), so
// none of them says three where the area picker offers nine.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SERVED_AREA_NAMES } from '@contract/areas'
import { renderWithRouter } from '@/test/render-with-router'
import { ComingSoonPage } from '@/shell/coming-soon-page'
import { GetTheAppPage } from '@/features/pwa/get-the-app-page'
import { AboutPage } from '@/features/info/about-page'
import { PartnerPage } from '@/features/info/partner-page'
import { RidePage } from '@/features/info/ride-page'

const count = `${SERVED_AREA_NAMES.length} parts of Lagos`

describe('the pages that say where GidiDeals is', () => {
  it('About names every served area', async () => {
    await renderWithRouter(<AboutPage />)
    const text = document.body.textContent ?? ''
    for (const area of SERVED_AREA_NAMES) expect(text).toContain(area)
  })

  it.each([
    ['Partner with us', () => <PartnerPage />],
    ['Ride like a boss', () => <RidePage />],
    ['Get the app', () => <GetTheAppPage />],
    ['Coming soon', () => <ComingSoonPage title="Support" />],
  ])('%s counts them from the same list', async (_name, page) => {
    await renderWithRouter(page())
    await screen.findAllByRole('heading', { level: 1 })
    expect(document.body.textContent).toContain(count)
    expect(document.body.textContent).not.toMatch(/Ikeja, Lekki (and|or) Surulere/)
  })
})
