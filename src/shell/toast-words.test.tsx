import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { notify } from '@/lib/notify'
import { KIND_HEADINGS } from '@/lib/format/shopper-words'
import { LOCATION_DENIED } from '@/stores/location/locate-browser'
import { LocationPicker } from '@/components/location/location-picker'
import { locationDeniedAtom, locationProblemAtom } from '@/stores/location/location-state'
import { jargonIn } from '@/test/plain-words'
import { renderWithRouter } from '@/test/render-with-router'
import { ToastHost } from './toast-host'

// Toasts and the location problem read like every inline error (docs/errors.md#words): a kind
// heading, the API layer's words as the detail, and no jargon of the page's own.

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('the words of toasts', () => {
  it('gives every trouble toast a kind heading, with the catalogue’s words as the detail', async () => {
    await renderWithRouter(<ToastHost />)
    void notify('error', 'Failed to like discount — It was not saved, so you can try again.')
    void notify('error', LOCATION_DENIED, { toastId: 'location-problem' })
    void notify('error', 'Failed to save cart to localStorage — free some space on this phone.')
    void notify('error', 'Checkout Payment Failed: The store has just closed.')
    expect(await screen.findByText('Failed to like discount — It was not saved, so you can try again.')).toBeVisible()
    await screen.findByText(KIND_HEADINGS.location)
    await screen.findByText(KIND_HEADINGS.cart)
    await screen.findByText(KIND_HEADINGS.payment)
    expect(screen.getByText(KIND_HEADINGS.saved)).toBeInTheDocument()
    expect(screen.getByText(LOCATION_DENIED)).toHaveAttribute('data-words-detail')
    expect(jargonIn()).toBeNull()
  })

  it('says a refused location in plain words with SPEC’s alert as the detail, on the area picker', async () => {
    const { store } = await renderWithRouter(<LocationPicker />)
    act(() => {
      store.set(locationProblemAtom, 'denied')
      store.set(locationDeniedAtom, true)
    })
    const said = await screen.findByText(KIND_HEADINGS.location)
    expect(said.closest('p')).toHaveTextContent(LOCATION_DENIED)
    expect(said.closest('p')).toHaveTextContent(/allow location for this site/)
    expect(jargonIn()).toBeNull()
  })
})
